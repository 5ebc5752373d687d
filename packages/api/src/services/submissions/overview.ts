// submissions.overview: what the home page shows first each morning, in one call (docs/forms-api.md, "Home overview").
import { Prisma, queryOf } from '@praxiform/db';
import { LINK_EXPIRING_SOON_DAYS } from '@praxiform/domain';
import type { ApiDeps, TActor } from '../../context';
import { submissionViewSelect, toSubmissionView } from './submission-view';
import type { TSubmissionsOverview, TSubmissionView } from './views';

/** How many rows each list of the overview shows; its total says how many more the full pages hold. */
export const OVERVIEW_LIST_LIMIT = 5;

type TOverviewIds = {
  now_utc: Date;
  day_start: Date;
  today_total: number;
  today_ids: number[];
  waiting_total: number;
  waiting_ids: number[];
  expiring_total: number;
  expiring_ids: number[];
};

/** Links a patient still has to fill in: those a resend can renew (waiting-room links have no patient to mail). */
const OPEN_PATIENT_LINK = Prisma.sql`s.status IN ('draft', 'sent', 'pending') AND s.patient_id IS NOT NULL`;

/**
 * One statement for the three lists' ids and totals, every bound computed from one reading of the database clock
 * (`at`, or the `now` a test pins). Timestamps are stored as UTC wall time (`timestamp(3)`), so bounds are turned to
 * UTC before comparing. The practitioner's day starts at midnight in `timeZone`. Each subquery starts from the
 * practitioner's own rows through an index of `submissions` led by `practitioner_id`, and the lists stop at `limit`.
 */
function overviewIdsSql(practitionerId: number, timeZone: string, limit: number, now: Date | undefined): Prisma.Sql {
  return Prisma.sql`
    WITH clock AS (SELECT COALESCE(${now?.toISOString() ?? null}::timestamptz, now()) AS at),
    b AS (
      SELECT (at AT TIME ZONE 'UTC') AS now_utc,
             ((date_trunc('day', at AT TIME ZONE ${timeZone}::text) AT TIME ZONE ${timeZone}::text) AT TIME ZONE 'UTC') AS day_start,
             ((at + make_interval(days => ${LINK_EXPIRING_SOON_DAYS}::int)) AT TIME ZONE 'UTC') AS expiry_limit
      FROM clock
    )
    SELECT b.now_utc, b.day_start,
      (SELECT count(*)::int FROM submissions s
        WHERE s.practitioner_id = ${practitionerId} AND s.status = 'completed' AND s.completed_at >= b.day_start) AS today_total,
      ARRAY(SELECT s.id FROM submissions s
        WHERE s.practitioner_id = ${practitionerId} AND s.status = 'completed' AND s.completed_at >= b.day_start
        ORDER BY s.completed_at DESC, s.id DESC LIMIT ${limit}) AS today_ids,
      (SELECT count(*)::int FROM submissions s
        WHERE s.practitioner_id = ${practitionerId} AND s.patient_id IS NULL AND s.status = 'completed') AS waiting_total,
      ARRAY(SELECT s.id FROM submissions s
        WHERE s.practitioner_id = ${practitionerId} AND s.patient_id IS NULL AND s.status = 'completed'
        ORDER BY s.created_at DESC, s.id DESC LIMIT ${limit}) AS waiting_ids,
      (SELECT count(*)::int FROM submissions s
        WHERE s.practitioner_id = ${practitionerId} AND ${OPEN_PATIENT_LINK}
          AND s.expires_at > b.now_utc AND s.expires_at <= b.expiry_limit) AS expiring_total,
      ARRAY(SELECT s.id FROM submissions s
        WHERE s.practitioner_id = ${practitionerId} AND ${OPEN_PATIENT_LINK}
          AND s.expires_at > b.now_utc AND s.expires_at <= b.expiry_limit
        ORDER BY s.expires_at, s.id LIMIT ${limit}) AS expiring_ids
    FROM b`;
}

/**
 * The overview of the caller's own forms: completed since the start of their day (in `timeZone`, the browser's, since
 * the practitioner's day is the one they live where they sit), completed waiting-room forms still to give to a
 * patient, and open links of patients expiring within LINK_EXPIRING_SOON_DAYS. Two statements: the ids and totals,
 * then the rows of those few ids. No stale link is expired here: every list bounds its rows by the same clock reading,
 * so an open link past its expiry is never listed whether or not its status was written yet.
 */
export async function submissionsOverview(
  deps: Pick<ApiDeps, 'prisma'>,
  actor: Pick<TActor, 'id'>,
  input: { timeZone: string },
  now?: Date,
): Promise<TSubmissionsOverview> {
  const practitionerId = actor.id;
  const [ids] = await queryOf(deps.prisma)<TOverviewIds>(overviewIdsSql(practitionerId, input.timeZone, OVERVIEW_LIST_LIMIT, now));
  if (!ids) throw new Error('overview: no row');
  const wanted = [...ids.today_ids, ...ids.waiting_ids, ...ids.expiring_ids];
  const rows =
    wanted.length === 0
      ? []
      : await deps.prisma.submission.findMany({
          where: { id: { in: wanted }, practitionerId },
          select: { ...submissionViewSelect, patient: { select: { firstName: true, lastName: true, email: true } } },
        });
  const byId = new Map(rows.map((row) => [row.id, row]));
  const clock = ids.now_utc;
  const views = (list: number[]): TSubmissionView[] =>
    list.flatMap((id) => {
      const row = byId.get(id);
      return row ? [toSubmissionView(row, clock)] : [];
    });
  const expiring = ids.expiring_ids.flatMap((id) => {
    const row = byId.get(id);
    return row?.patient ? [{ ...toSubmissionView(row, clock), patientEmail: row.patient.email }] : [];
  });
  return {
    now: clock.toISOString(),
    dayStart: ids.day_start.toISOString(),
    timeZone: input.timeZone,
    completedToday: { items: views(ids.today_ids), total: ids.today_total },
    waitingRoom: { items: views(ids.waiting_ids), total: ids.waiting_total },
    expiringSoon: { items: expiring, total: ids.expiring_total, withinDays: LINK_EXPIRING_SOON_DAYS },
  };
}
