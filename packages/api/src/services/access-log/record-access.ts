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
 * One INSERT on the pool's prepared statements (the patient page pays it on every visit: docs/architecture.md, "Hot
 * paths"). The patient must still exist: a patient deleted meanwhile takes their entries with them
 * (docs/access-log.md#retention), so none is written for them (a foreign key error would fail a read that succeeded).
 *
 * A view is written once per visit (docs/access-log.md#kinds): its repeat key is whose, who, what, from where and the
 * two-minute slot; a second identical view in the slot is dropped by the unique key (concurrent requests included),
 * and one in the next slot less than two minutes after the last is dropped by the NOT EXISTS (the unique key's index
 * finds it). An export has no key and is always written.
 */
function insertSql(ctx: Pick<TAccessContext, 'ip' | 'userAgent'>, actor: TAccessActor, access: TAccess, patient: Prisma.Sql): Prisma.Sql {
  const view = ACCESS_VIEW_KINDS.includes(access.kind);
  const key = view
    ? Prisma.sql`CROSS JOIN LATERAL (SELECT concat_ws(':', ${access.ownerId}::int, ${actor.id}::int, ${access.kind}::text, coalesce(p.id::text, '-'),
        coalesce(${access.submissionId}::int::text, '-'), coalesce(${ctx.ip}::text, '-')) AS base,
        floor(extract(epoch FROM now()) / ${ACCESS_VIEW_SLOT_SECONDS}::int)::bigint AS slot) k`
    : Prisma.empty;
  const recent = view
    ? Prisma.sql`AND NOT EXISTS (SELECT 1 FROM patient_accesses a WHERE a.repeat_key = k.base || ':' || (k.slot - 1)
        AND a.created_at > (now() AT TIME ZONE 'UTC') - make_interval(secs => ${ACCESS_VIEW_SLOT_SECONDS}::int))`
    : Prisma.empty;
  return Prisma.sql`
    INSERT INTO patient_accesses
      (owner_id, actor_id, actor_role, actor_is_administrator, patient_id, submission_id, kind, ip, user_agent, created_at, repeat_key)
    SELECT ${access.ownerId}::int, ${actor.id}::int, ${actor.role}::user_role, ${actor.isAdministrator}::boolean, p.id,
           ${access.submissionId}::int, ${access.kind}::patient_access_kind, ${ctx.ip}::text,
           ${ctx.userAgent?.slice(0, USER_AGENT_MAX) ?? null}::text, (now() AT TIME ZONE 'UTC'),
           ${view ? Prisma.sql`k.base || ':' || k.slot` : Prisma.sql`NULL::text`}
    FROM (SELECT ${patient} AS id) p ${key}
    WHERE (p.id IS NULL OR EXISTS (SELECT 1 FROM patients WHERE id = p.id)) ${recent}
    ON CONFLICT (repeat_key) DO NOTHING`;
}

/** The entry's INSERT (also run by the benchmark's bare baseline, apps/server/bench/bare-app.ts). */
export function accessEntrySql(request: Pick<TAccessContext, 'ip' | 'userAgent'>, actor: TAccessActor, access: TAccess): Prisma.Sql {
  return insertSql(request, actor, access, Prisma.sql`${access.patientId}::int`);
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
  return once(ctx, key, () => sqlOf(ctx.prisma).query(insertSql(ctx, actor, { ...access, patientId: null }, patient)));
}
