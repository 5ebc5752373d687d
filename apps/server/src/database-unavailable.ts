// The database away (a restart, a failover): requests answer 503 SERVICE_UNAVAILABLE in the caller's language, with
// Retry-After, and the log says so once every 10 seconds rather than a stack per request (docs/architecture.md,
// "Faults"). Prisma and node-postgres reconnect by themselves once it is back: nothing here restarts anything.
import type { Logger } from 'pino';

const SAY_EVERY_MS = 10_000;
let saidAt = 0;
let since = 0;

/** One warning per 10 s while the database is away, with the count of requests it refused meanwhile. */
export function sayDatabaseUnavailable(logger: Logger): void {
  since += 1;
  const now = Date.now();
  if (now - saidAt < SAY_EVERY_MS) return;
  logger.warn({ refusedRequests: since }, 'database unavailable: requests answer 503 until it is back');
  saidAt = now;
  since = 0;
}
