// Patients with their forms count and last activity, in one SQL statement whatever the number of rows (no N+1).
import { Prisma, type TQuery } from '@praxiform/db';
import { isLocale, SCORE_BAND_LEVELS, SUBMISSION_STATUSES, type TScoreBandLevel, type TSubmissionStatus } from '@praxiform/domain';
import { containsPattern } from '../shared/like-pattern';
import type { TPatientDetail } from './views';

type TPatientRow = {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  address: string | null;
  notes: string | null;
  preferred_language: string;
  created_at: Date;
  updated_at: Date;
  latest_band_level: string | null;
  latest_band_label: string | null;
  forms_count: number;
  last_status: string | null;
  last_at: Date | null;
};

/** The folded text a search word is looked for in: unaccented, lower case (ASCII folding after unaccent is enough for Latin names). */
const SEARCH_TEXT = Prisma.sql`lower(unaccent((p.first_name || ' ' || p.last_name || ' ' || p.email::text) COLLATE "C"))`;

/**
 * Each word of the search must appear in first name, last name or email, accents and case ignored: "jean dupont",
 * "Dupont Jean", "hélène" for "Helene", "@example.org". The words are parameters, never SQL.
 */
function patientSearchSql(search: string | undefined): Prisma.Sql | null {
  const words = (search ?? '')
    .split(/\s+/)
    .filter((word) => word !== '')
    .slice(0, 8);
  if (words.length === 0) return null;
  return Prisma.join(
    words.map((word) => Prisma.sql`${SEARCH_TEXT} LIKE lower(unaccent(${containsPattern(word)}::text COLLATE "C"))`),
    ' AND ',
  );
}

/**
 * The page of patients is chosen first (its ids, from an index-only scan of the owner's name index, LIMIT), then the
 * rows and the two lateral subqueries are read for those patients only. The last activity is the newest submission's
 * status (an open link past its expiry counts as expired, as everywhere else) and the date that status was reached.
 */
function patientRowsSql(where: Prisma.Sql, page: { limit: number; offset: number }): Prisma.Sql {
  return Prisma.sql`
    SELECT p.id, p.first_name, p.last_name, p.email::text AS email, p.phone, p.address, p.notes,
           p.preferred_language::text AS preferred_language, p.created_at, p.updated_at,
           p.latest_band_level, p.latest_band_label, fc.forms_count, la.status AS last_status, la.at AS last_at
    FROM (
      SELECT p.id FROM patients p WHERE ${where}
      ORDER BY p.last_name, p.first_name, p.id
      LIMIT ${page.limit} OFFSET ${page.offset}
    ) page
    JOIN patients p ON p.id = page.id
    CROSS JOIN LATERAL (SELECT count(*)::int AS forms_count FROM submissions s WHERE s.patient_id = p.id) fc
    LEFT JOIN LATERAL (
      SELECT x.status,
             COALESCE(CASE x.status
                        WHEN 'completed' THEN x.completed_at
                        WHEN 'expired' THEN LEAST(x.expires_at, x.now_utc)
                        WHEN 'pending' THEN x.opened_at
                        WHEN 'sent' THEN x.sent_at
                      END, x.created_at) AS at
      FROM (
        SELECT CASE WHEN s.status IN ('draft', 'sent', 'pending', 'anonymous') AND s.expires_at < (now() AT TIME ZONE 'UTC')
                    THEN 'expired' ELSE s.status::text END AS status,
               s.completed_at, s.expires_at, s.opened_at, s.sent_at, s.created_at, (now() AT TIME ZONE 'UTC') AS now_utc
        FROM submissions s WHERE s.patient_id = p.id
        ORDER BY s.created_at DESC, s.id DESC LIMIT 1
      ) x
    ) la ON TRUE
    ORDER BY p.last_name, p.first_name, p.id`;
}

/**
 * The two statements of a page of the owner's patients (the benchmark's bare baseline runs them too): the rows, and
 * how many match the search and the latest band's level (docs/scores.md#patient-list, index on owner and level);
 * without either, the counter the patients triggers keep (one row).
 */
export function patientListSql(
  ownerId: number,
  search: string | undefined,
  page: { limit: number; offset: number },
  band?: TScoreBandLevel,
): { rows: Prisma.Sql; count: Prisma.Sql } {
  const conditions = [Prisma.sql`p.owner_id = ${ownerId}`];
  const matches = patientSearchSql(search);
  if (matches) conditions.push(matches);
  if (band) conditions.push(Prisma.sql`p.latest_band_level = ${band}`);
  const where = Prisma.join(conditions, ' AND ');
  if (conditions.length === 1)
    return { rows: patientRowsSql(where, page), count: Prisma.sql`SELECT patients_count AS total FROM users WHERE id = ${ownerId}` };
  return { rows: patientRowsSql(where, page), count: Prisma.sql`SELECT count(*)::int AS total FROM patients p WHERE ${where}` };
}

/** One of the owner's patients, by the same statement as the list (its counts and last activity). */
export function patientSql(ownerId: number, id: number): Prisma.Sql {
  return patientRowsSql(Prisma.sql`p.owner_id = ${ownerId} AND p.id = ${id}`, { limit: 1, offset: 0 });
}

/**
 * Runs a statement of this file; callers pass the pool's TQuery (sqlOf): prepared, one statement text per search
 * shape, since this is the dashboard's hot path.
 */
export async function queryPatientRows(query: TQuery, statement: Prisma.Sql): Promise<TPatientDetail[]> {
  return (await query<TPatientRow>(statement)).map(toPatientDetail);
}

function latestBandOf(row: Pick<TPatientRow, 'latest_band_level' | 'latest_band_label'>): TPatientDetail['latestBand'] {
  const level = SCORE_BAND_LEVELS.find((l) => l === row.latest_band_level);
  return level && row.latest_band_label !== null ? { label: row.latest_band_label, level } : null;
}

const isStatus = (value: string): value is TSubmissionStatus => (SUBMISSION_STATUSES as readonly string[]).includes(value);

function toPatientDetail(row: TPatientRow): TPatientDetail {
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone,
    address: row.address,
    notes: row.notes,
    preferredLanguage: isLocale(row.preferred_language) ? row.preferred_language : 'fr',
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    formsCount: row.forms_count,
    latestBand: latestBandOf(row),
    lastActivity: row.last_status && isStatus(row.last_status) && row.last_at ? { status: row.last_status, at: row.last_at.toISOString() } : null,
  };
}
