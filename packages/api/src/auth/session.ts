// Sessions in Lucia's style: a random token goes to the client, only its SHA-256 hash is stored.
import { encodeBase32LowerCaseNoPadding } from '@oslojs/encoding';
import { hashToken, Prisma, sqlOf, type PrismaClient } from '@praxiform/db';
import { fromUserViewSql, toUserView, USER_VIEW_JOIN, USER_VIEW_SQL, type TUserView } from './user-view';

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** A session used in its last half is extended to a full TTL again. */
const SESSION_RENEW_BEFORE_MS = SESSION_TTL_MS / 2;
/** `last_seen_at` is written at most this often per session (docs/access-log.md#sessions): not one write per request. */
export const SESSION_LAST_SEEN_INTERVAL_MS = 5 * 60 * 1000;

export function generateSessionToken(): string {
  const bytes = new Uint8Array(20); // 160 bits
  crypto.getRandomValues(bytes);
  return encodeBase32LowerCaseNoPadding(bytes);
}

export async function createSession(
  prisma: PrismaClient | Prisma.TransactionClient,
  userId: number,
  meta: { ip?: string | null; userAgent?: string | null } = {},
): Promise<{ token: string; expiresAt: Date }> {
  const token = generateSessionToken();
  const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
  await prisma.session.create({
    data: { id: hashToken(token), userId, expiresAt, ip: meta.ip ?? null, userAgent: meta.userAgent?.slice(0, 500) ?? null },
  });
  return { token, expiresAt };
}

/** The user of a session: the view the SPA gets, and whether the account is blocked (never sent to the browser). */
export type TSessionUser = TUserView & { blocked: boolean };

/**
 * A session joined to its user and the user's subscription: the one statement every authenticated request pays for
 * (the benchmark runs it too).
 */
export function sessionUserSql(sessionId: string): Prisma.Sql {
  return Prisma.sql`
    SELECT s.expires_at AS "expiresAt", s.last_seen_at AS "lastSeenAt", ${USER_VIEW_SQL}, u.blocked
    FROM sessions s JOIN users u ON u.id = s.user_id ${USER_VIEW_JOIN}
    WHERE s.id = ${sessionId}`;
}

/**
 * The session and its user for a token, or null when unknown, expired or the user is blocked. Renews sessions in use
 * and stamps `last_seen_at` when it is older than SESSION_LAST_SEEN_INTERVAL_MS: both in one UPDATE, only when due.
 */
export async function validateSessionToken(
  prisma: PrismaClient,
  token: string,
): Promise<{ sessionId: string; expiresAt: Date; user: TSessionUser } | null> {
  if (!/^[a-z2-7]{16,128}$/.test(token)) return null;
  const id = hashToken(token);
  // One prepared statement on the pool, not Prisma's query layer (docs/architecture.md, "Hot paths").
  const rows = await sqlOf(prisma).query<Record<string, unknown> & { expiresAt: Date; lastSeenAt: Date; blocked: boolean }>(sessionUserSql(id));
  const row = rows[0];
  if (!row) return null;
  const user: TSessionUser = { ...toUserView(fromUserViewSql(row)), blocked: row.blocked };
  const session = { expiresAt: row.expiresAt, user };
  const now = Date.now();
  if (session.expiresAt.getTime() <= now) {
    await prisma.session.deleteMany({ where: { id } });
    return null;
  }
  if (session.user.blocked) return null;
  let expiresAt = session.expiresAt;
  const renew = expiresAt.getTime() - now < SESSION_RENEW_BEFORE_MS;
  const stale = now - row.lastSeenAt.getTime() >= SESSION_LAST_SEEN_INTERVAL_MS;
  if (renew) expiresAt = new Date(now + SESSION_TTL_MS);
  if (renew || stale) {
    // updateMany: a session signed out in between is no error, the request simply was the last one.
    await prisma.session.updateMany({
      where: { id },
      data: { ...(renew ? { expiresAt } : {}), ...(stale ? { lastSeenAt: new Date(now) } : {}) },
    });
  }
  return { sessionId: id, expiresAt, user: session.user };
}

export async function invalidateSession(prisma: PrismaClient, sessionId: string): Promise<void> {
  await prisma.session.deleteMany({ where: { id: sessionId } });
}

export async function invalidateUserSessions(prisma: PrismaClient, userId: number): Promise<void> {
  await prisma.session.deleteMany({ where: { userId } });
}
