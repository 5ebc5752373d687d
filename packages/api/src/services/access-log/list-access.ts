// Reading the access log (docs/access-log.md#screens-and-api): the entries about my patients, newest first, by patient
// and days (UTC, inclusive). Only the practitioner whose patients they are reads them; reading writes no entry.
import { Prisma } from '@praxiform/db';
import type { TAccessEntry, TAccessKind, TAccessLogInput, TAccessPage, TPatientAccessHistoryInput, TUserRole } from '@praxiform/domain';
import type { ApiDeps, TActor } from '../../context';
import { AppError } from '../../errors';
import { deviceLabel } from '../shared/user-agent';

type TDeps = Pick<ApiDeps, 'prisma'>;
type TReader = Pick<TActor, 'id'>;

/** Which entries: always the caller's own (owner_id), then by patient and by days. */
export type TAccessFilter = { patientId?: number; from?: string; to?: string };

export type TAccessRow = {
  id: bigint;
  kind: TAccessKind;
  at: Date;
  actorId: number | null;
  actorRole: TUserRole;
  actorIsAdministrator: boolean;
  actorFirstName: string | null;
  actorLastName: string | null;
  patientId: number | null;
  patientFirstName: string | null;
  patientLastName: string | null;
  submissionId: number | null;
  ip: string | null;
  userAgent: string | null;
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** Timestamps are stored as UTC wall time: a day `YYYY-MM-DD` starts at its UTC midnight. */
const dayStart = (day: string) => new Date(`${day}T00:00:00Z`);

function whereSql(ownerId: number, filter: TAccessFilter): Prisma.Sql {
  const parts = [Prisma.sql`a.owner_id = ${ownerId}`];
  if (filter.patientId !== undefined) parts.push(Prisma.sql`a.patient_id = ${filter.patientId}`);
  if (filter.from !== undefined) parts.push(Prisma.sql`a.created_at >= ${dayStart(filter.from)}`);
  if (filter.to !== undefined) parts.push(Prisma.sql`a.created_at < ${new Date(dayStart(filter.to).getTime() + DAY_MS)}`);
  return Prisma.join(parts, ' AND ');
}

/** One page (offset) or one chunk after a known entry (keyset: the CSV export), newest first. */
export function accessRowsSql(
  ownerId: number,
  filter: TAccessFilter,
  page: { limit: number; offset?: number; after?: { at: Date; id: bigint } },
): Prisma.Sql {
  const after = page.after ? Prisma.sql`AND (a.created_at, a.id) < (${page.after.at}, ${page.after.id})` : Prisma.empty;
  return Prisma.sql`
    SELECT a.id, a.kind::text AS kind, a.created_at AS at, a.actor_id AS "actorId", a.actor_role::text AS "actorRole",
           a.actor_is_administrator AS "actorIsAdministrator", u.first_name AS "actorFirstName", u.last_name AS "actorLastName",
           a.patient_id AS "patientId", p.first_name AS "patientFirstName", p.last_name AS "patientLastName",
           a.submission_id AS "submissionId", a.ip, a.user_agent AS "userAgent"
    FROM patient_accesses a
    LEFT JOIN users u ON u.id = a.actor_id
    LEFT JOIN patients p ON p.id = a.patient_id
    WHERE ${whereSql(ownerId, filter)} ${after}
    ORDER BY a.created_at DESC, a.id DESC
    LIMIT ${page.limit} OFFSET ${page.offset ?? 0}`;
}

const fullName = (first: string | null, last: string | null) => (first === null || last === null ? null : `${first} ${last}`);

/** An entry as the practitioner sees it: who (me, someone else, an administrator), what, when, from where. */
export function toAccessEntry(row: TAccessRow, readerId: number): TAccessEntry {
  const patientName = fullName(row.patientFirstName, row.patientLastName);
  return {
    id: row.id.toString(),
    kind: row.kind,
    at: row.at.toISOString(),
    actor: {
      self: row.actorId === readerId,
      isAdministrator: row.actorIsAdministrator,
      role: row.actorRole,
      name: fullName(row.actorFirstName, row.actorLastName),
    },
    patient: row.patientId !== null && patientName !== null ? { id: row.patientId, name: patientName } : null,
    submissionId: row.submissionId,
    ip: row.ip,
    device: deviceLabel(row.userAgent),
  };
}

async function accessPage(deps: TDeps, reader: TReader, filter: TAccessFilter, page: { page: number; pageSize: number }): Promise<TAccessPage> {
  const [rows, counted] = await Promise.all([
    deps.prisma.$queryRaw<TAccessRow[]>(accessRowsSql(reader.id, filter, { limit: page.pageSize, offset: (page.page - 1) * page.pageSize })),
    deps.prisma.$queryRaw<{ total: number }[]>`SELECT count(*)::int AS total FROM patient_accesses a WHERE ${whereSql(reader.id, filter)}`,
  ]);
  return { items: rows.map((row) => toAccessEntry(row, reader.id)), total: counted[0]?.total ?? 0, page: page.page, pageSize: page.pageSize };
}

/** patients.accessHistory: one of my patients' entries; someone else's patient is the same NOT_FOUND as patients.get. */
export async function patientAccessHistory(deps: TDeps, reader: TReader, input: TPatientAccessHistoryInput): Promise<TAccessPage> {
  const patient = await deps.prisma.patient.findFirst({ where: { id: input.patientId, ownerId: reader.id }, select: { id: true } });
  if (!patient) throw new AppError('NOT_FOUND');
  return accessPage(deps, reader, { patientId: patient.id }, input);
}

/** patients.accessLog: every entry about my patients; another practitioner's patient id simply matches none of mine. */
export function accessLog(deps: TDeps, reader: TReader, input: TAccessLogInput): Promise<TAccessPage> {
  const { page, pageSize, ...filter } = input;
  return accessPage(deps, reader, filter, { page, pageSize });
}
