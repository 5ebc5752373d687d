// The access log's write (docs/access-log.md#kinds): one row per successful read or export of a practitioner's patient
// data, written in the request after the read and before the answer leaves. One HTTP request writes one entry per
// (kind, patient, submission): the batched tRPC request of the patient page shares one context, so its three reads
// share one memo; and the same view repeated by the next requests of a visit (the page's second request, the bell's
// refresh) is not written again within two minutes.
import { Prisma, sqlOf } from '@praxiform/db';
import { ACCESS_VIEW_KINDS, ACCESS_VIEW_SLOT_SECONDS, type TAccessKind } from '@praxiform/domain';
import type { Context, TActor } from '../../context';

/** The entries a request already wrote (or is writing), by `kind:patient:submission`: one per request and key. */
export type TAccessMemo = Map<string, Promise<void>>;

/** What recordAccess needs of the request: the database, where the request came from, its memo. */
export type TAccessContext = Pick<Context, 'prisma' | 'ip' | 'userAgent' | 'accessMemo' | 'accessLogOff'>;

/** Who read: the session's user (their role and administrator flag are kept on the entry, docs/access-log.md). */
export type TAccessActor = Pick<TActor, 'id' | 'role' | 'isAdministrator'>;

export type TAccess = {
  /** The practitioner whose patient data was read. */
  ownerId: number;
  kind: TAccessKind;
  /** Null for a list of patients (patient_list_viewed), or a picture no patient's form holds yet. */
  patientId: number | null;
  submissionId: number | null;
};

/** The User-Agent is kept as the sessions keep it: at most 500 characters. */
const USER_AGENT_MAX = 500;

/**
 * A view's repeat key and the previous slot's (docs/access-log.md#kinds): whose data, who, what, from where, and the
 * two-minute slot of the app server's clock. Null for an export, which is written every time. (Computed here rather
 * than in SQL: PostgreSQL then plans the INSERT once, as the hot path needs; a few seconds between two servers' clocks
 * only moves a slot's edge.)
 */
function repeatKeysOf(ctx: Pick<TAccessContext, 'ip'>, actor: TAccessActor, access: TAccess, patient: string): [string | null, string | null] {
  if (!ACCESS_VIEW_KINDS.includes(access.kind)) return [null, null];
  const base = [access.ownerId, actor.id, access.kind, patient, access.submissionId ?? '-', ctx.ip ?? '-'].join(':');
  const slot = Math.floor(Date.now() / 1000 / ACCESS_VIEW_SLOT_SECONDS);
  return [`${base}:${slot}`, `${base}:${slot - 1}`];
}

/**
 * One INSERT on the pool's prepared statements (the patient page pays it on every visit: docs/architecture.md, "Hot
 * paths"). The patient must still exist: a patient deleted meanwhile takes their entries with them
 * (docs/access-log.md#retention), so none is written for them (a foreign key error would fail a read that succeeded).
 * A view repeated within its slot is dropped by the unique repeat key (concurrent requests included), and one in the
 * next slot less than two minutes after the last by the NOT EXISTS (on the same index).
 */
function insertSql(
  ctx: Pick<TAccessContext, 'ip' | 'userAgent'>,
  actor: TAccessActor,
  access: TAccess,
  patient: Prisma.Sql,
  [key, previousKey]: [string | null, string | null],
): Prisma.Sql {
  return Prisma.sql`
    INSERT INTO patient_accesses
      (owner_id, actor_id, actor_role, actor_is_administrator, patient_id, submission_id, kind, ip, user_agent, created_at, repeat_key)
    SELECT ${access.ownerId}::int, ${actor.id}::int, ${actor.role}::user_role, ${actor.isAdministrator}::boolean, p.id,
           ${access.submissionId}::int, ${access.kind}::patient_access_kind, ${ctx.ip}::text,
           ${ctx.userAgent?.slice(0, USER_AGENT_MAX) ?? null}::text, (now() AT TIME ZONE 'UTC'), ${key}::text
    FROM (SELECT ${patient} AS id) p
    WHERE (p.id IS NULL OR EXISTS (SELECT 1 FROM patients WHERE id = p.id))
      AND NOT EXISTS (SELECT 1 FROM patient_accesses a WHERE a.repeat_key = ${previousKey}::text
                      AND a.created_at > (now() AT TIME ZONE 'UTC') - make_interval(secs => ${ACCESS_VIEW_SLOT_SECONDS}::int))
    ON CONFLICT (repeat_key) DO NOTHING`;
}

/** The entry's INSERT (also run by the benchmark's bare baseline, apps/server/bench/bare-app.ts). */
export function accessEntrySql(request: Pick<TAccessContext, 'ip' | 'userAgent'>, actor: TAccessActor, access: TAccess): Prisma.Sql {
  return insertSql(
    request,
    actor,
    access,
    Prisma.sql`${access.patientId}::int`,
    repeatKeysOf(request, actor, access, String(access.patientId ?? '-')),
  );
}

function once(ctx: TAccessContext, key: string, write: () => Promise<unknown>): Promise<void> {
  if (ctx.accessLogOff) return Promise.resolve();
  const known = ctx.accessMemo.get(key);
  if (known) return known;
  const written = write().then(() => undefined);
  ctx.accessMemo.set(key, written);
  return written;
}

/**
 * Writes the entry of a read that succeeded, unless this request already wrote the same one. A failure of the write
 * fails the request (a 500), rather than answering unlogged.
 */
export function recordAccess(ctx: TAccessContext, actor: TAccessActor, access: TAccess): Promise<void> {
  const key = `${access.kind}:${access.patientId ?? ''}:${access.submissionId ?? ''}`;
  return once(ctx, key, () => sqlOf(ctx.prisma).query(accessEntrySql(ctx, actor, access)));
}

/**
 * The entry of a read of one submission whose patient the caller did not load (a PDF, a FHIR resource): the patient is
 * the submission's, read in the same statement (none for a waiting-room form not yet assigned).
 */
export function recordSubmissionAccess(
  ctx: TAccessContext,
  actor: TAccessActor,
  access: { ownerId: number; kind: TAccessKind; submissionId: number },
): Promise<void> {
  const key = `${access.kind}:?:${access.submissionId}`;
  const patient = Prisma.sql`(SELECT patient_id FROM submissions WHERE id = ${access.submissionId}::int AND practitioner_id = ${access.ownerId}::int)`;
  return once(ctx, key, () =>
    sqlOf(ctx.prisma).query(
      insertSql(ctx, actor, { ...access, patientId: null }, patient, repeatKeysOf(ctx, actor, { ...access, patientId: null }, '?')),
    ),
  );
}
