// The account's active sessions on Profile → Security (docs/access-log.md#sessions): listed with what the browser said
// of itself, signed out one by one or all but the current one. A session is named by a public id derived from its
// stored id (itself the token's hash), never by the stored id: what the screen holds cannot open or name a session row.
import { createHash } from 'node:crypto';
import type { TActiveSession } from '@praxiform/domain';
import type { Context, TActor } from '../../context';
import { AppError } from '../../errors';
import { recordAudit } from '../audit/audit-log';
import { describeUserAgent } from '../shared/user-agent';

type TSessionDeps = Pick<Context, 'prisma'> & { sessionId: string };
type TRevokeDeps = Pick<Context, 'prisma' | 'ip' | 'userAgent'> & { sessionId: string };

/** The public id of a stored session id: 22 base64url characters of SHA-256('session-id:' + id) (132 bits). */
export function publicSessionId(storedId: string): string {
  return createHash('sha256').update(`session-id:${storedId}`).digest('base64url').slice(0, 22);
}

/** profile.sessions: the caller's unexpired sessions, the current one first, then the most recently used. */
export async function listActiveSessions(deps: TSessionDeps, actor: Pick<TActor, 'id'>, now = new Date()): Promise<TActiveSession[]> {
  const rows = await deps.prisma.session.findMany({
    where: { userId: actor.id, expiresAt: { gt: now } },
    orderBy: [{ lastSeenAt: 'desc' }, { createdAt: 'desc' }],
    select: { id: true, ip: true, userAgent: true, createdAt: true, lastSeenAt: true },
  });
  const current = rows.filter((row) => row.id === deps.sessionId);
  return [...current, ...rows.filter((row) => row.id !== deps.sessionId)].map((row) => ({
    id: publicSessionId(row.id),
    current: row.id === deps.sessionId,
    ...describeUserAgent(row.userAgent),
    ip: row.ip,
    // No offline city database ships with the app (docs/access-log.md#sessions).
    city: null,
    firstSeenAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
  }));
}

/**
 * profile.revokeSession: signs out one of the caller's sessions, the current one included (that request is its last).
 * An unknown id and another account's session get the same NOT_FOUND.
 */
export async function revokeSession(deps: TRevokeDeps, actor: Pick<TActor, 'id'>, input: { id: string }, now = new Date()): Promise<{ ok: true }> {
  const rows = await deps.prisma.session.findMany({ where: { userId: actor.id, expiresAt: { gt: now } }, select: { id: true } });
  const target = rows.find((row) => publicSessionId(row.id) === input.id);
  if (!target) throw new AppError('NOT_FOUND');
  await deps.prisma.$transaction(async (tx) => {
    const { count } = await tx.session.deleteMany({ where: { id: target.id, userId: actor.id } });
    // Signed out in between (logout, another tab's revocation): as unknown now.
    if (count === 0) throw new AppError('NOT_FOUND');
    await recordAudit(tx, {
      action: 'session.revoked',
      actorId: actor.id,
      ip: deps.ip,
      userAgent: deps.userAgent,
      metadata: { current: target.id === deps.sessionId },
    });
  });
  return { ok: true };
}

/**
 * profile.revokeOtherSessions: signs out every session of the caller but the current one; answers how many of them were
 * active (the count the list showed; expired rows, which authenticate nobody, go too).
 */
export async function revokeOtherSessions(deps: TRevokeDeps, actor: Pick<TActor, 'id'>, now = new Date()): Promise<{ revoked: number }> {
  return deps.prisma.$transaction(async (tx) => {
    const deleted = await tx.$queryRaw<{ expiresAt: Date }[]>`
      DELETE FROM sessions WHERE user_id = ${actor.id} AND id <> ${deps.sessionId} RETURNING expires_at AS "expiresAt"`;
    const revoked = deleted.filter((row) => row.expiresAt.getTime() > now.getTime()).length;
    if (revoked > 0) {
      await recordAudit(tx, {
        action: 'sessions.others_revoked',
        actorId: actor.id,
        ip: deps.ip,
        userAgent: deps.userAgent,
        metadata: { count: revoked },
      });
    }
    return { revoked };
  });
}
