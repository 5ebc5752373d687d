// Brute-force limits (per IP, per user, per email address) kept in PostgreSQL (fixed windows in the RateLimit table), so every
// server process shares them.
import { createHash } from 'node:crypto';
import type { Context, TActor } from '../../context';
import { AppError } from '../../errors';
import type { DbClient } from '../shared/db-client';

/**
 * One bucket per action and IP. Generous enough that a browser test suite logging in a few dozen times from
 * 127.0.0.1 never trips them, tight enough to make password guessing or mail bombing from one address slow.
 */
export const RATE_LIMITS = {
  login: { points: 100, windowSeconds: 15 * 60 },
  register: { points: 20, windowSeconds: 60 * 60 },
  forgotPassword: { points: 10, windowSeconds: 60 * 60 },
  resendVerification: { points: 5, windowSeconds: 15 * 60 },
  twoFactor: { points: 30, windowSeconds: 15 * 60 },
  /** Per user: proofs of identity inside a session (current password, 2FA code), so a stolen session cannot guess them. */
  identityCheck: { points: 10, windowSeconds: 15 * 60 },
  /** Per email address, whatever the IPs: reset mails one mailbox receives (a few IPs could send it ten otherwise). */
  forgotPasswordEmail: { points: 3, windowSeconds: 60 * 60 },
  /** Per user: invitation mails a cabinet owner sends, enough for a practice, too few to use the app as a mail relay. */
  cabinetInvite: { points: 30, windowSeconds: 60 * 60 },
  /** Per user: new support tickets, more than a real need, too few to flood the support desk (docs/support-api.md). */
  supportTicket: { points: 10, windowSeconds: 60 * 60 },
} as const;
const SWEEP_PROBABILITY = 0.01;
export type TRateLimitName = keyof typeof RATE_LIMITS;

export type TRateLimitResult = { allowed: boolean; points: number; retryAfterSeconds: number };

/** Counts one hit on `key` and says whether it is within `limit` hits per window. Atomic: one upsert statement. */
export async function consumeRateLimit(
  db: DbClient,
  key: string,
  limit: { points: number; windowSeconds: number },
  now = Date.now(),
): Promise<TRateLimitResult> {
  // Epoch milliseconds converted in SQL: the column is a UTC timestamp without zone, whatever the session's TimeZone.
  const rows = await db.$queryRaw<{ points: number; expires_ms: number }[]>`
    INSERT INTO rate_limits (key, points, expires_at)
    VALUES (${key}, 1, to_timestamp(${(now + limit.windowSeconds * 1000) / 1000}::double precision) AT TIME ZONE 'UTC')
    ON CONFLICT (key) DO UPDATE SET
      points = CASE WHEN rate_limits.expires_at <= to_timestamp(${now / 1000}::double precision) AT TIME ZONE 'UTC'
               THEN 1 ELSE rate_limits.points + 1 END,
      expires_at = CASE WHEN rate_limits.expires_at <= to_timestamp(${now / 1000}::double precision) AT TIME ZONE 'UTC'
               THEN EXCLUDED.expires_at ELSE rate_limits.expires_at END
    RETURNING points, (extract(epoch FROM expires_at AT TIME ZONE 'UTC') * 1000)::float8 AS expires_ms`;
  const row = rows[0];
  if (!row) throw new Error('rate limit upsert returned no row');
  const retryAfterSeconds = Math.max(1, Math.ceil((Number(row.expires_ms) - now) / 1000));
  return { allowed: row.points <= limit.points, points: row.points, retryAfterSeconds };
}

/** Counts one hit on `key` and throws RATE_LIMITED (details `{ retryAfterSeconds }`) past `limit` hits in the window. */
export async function enforceLimit(db: DbClient, key: string, limit: { points: number; windowSeconds: number }, now = Date.now()): Promise<void> {
  const result = await consumeRateLimit(db, key, limit, now);
  if (!result.allowed) throw new AppError('RATE_LIMITED', { details: { retryAfterSeconds: result.retryAfterSeconds } });
}

/** Throws RATE_LIMITED once this IP used up the named limit. */
export async function enforceRateLimit(deps: Pick<Context, 'prisma' | 'ip'>, name: TRateLimitName): Promise<void> {
  // An occasional sweep keeps the table small without a timer in the web process.
  if (Math.random() < SWEEP_PROBABILITY) await sweepExpiredRateLimits(deps.prisma);
  await enforceLimit(deps.prisma, rateLimitKey(name, deps.ip), RATE_LIMITS[name]);
}

/** Like enforceRateLimit, counted per user rather than per IP; `db` may be the caller's transaction. */
export async function enforceUserRateLimit(db: DbClient, actor: Pick<TActor, 'id'>, name: TRateLimitName, now = Date.now()): Promise<void> {
  await enforceLimit(db, `${name}:user:${actor.id}`, RATE_LIMITS[name], now);
}

/**
 * Counts one hit on the address and says whether it is within the named limit. It does not throw: the caller answers as
 * usual, since an error would tell that the address was asked for. The key holds the SHA-256 of the normalized address,
 * so that no address sits in the table.
 */
export async function consumeEmailRateLimit(db: DbClient, name: TRateLimitName, email: string): Promise<boolean> {
  const digest = createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
  return (await consumeRateLimit(db, `${name}:email:${digest}`, RATE_LIMITS[name])).allowed;
}

export function rateLimitKey(name: TRateLimitName, ip: string | null): string {
  return `${name}:ip:${ip ?? 'unknown'}`;
}

/** Drops windows that ended; the table holds one row per active (action, IP) otherwise. */
export async function sweepExpiredRateLimits(db: DbClient, now = new Date()): Promise<number> {
  const result = await db.rateLimit.deleteMany({ where: { expiresAt: { lt: now } } });
  return result.count;
}
