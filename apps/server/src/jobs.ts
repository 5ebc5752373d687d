// Background jobs on PostgreSQL (pg-boss, in its own schema): scheduled sweeps run by whichever server process takes them.
import PgBoss from 'pg-boss';
import { purgeAccessLog, sendLinkReminders, sweepOrphanedFiles, sweepSubscriptions, sweepUnattachedUploads, type ApiDeps } from '@praxiform/api';

/** Queue names and their schedules (cron, UTC). */
export const JOBS = {
  sweepUnattachedUploads: { name: 'uploads.sweep-unattached', cron: '17 * * * *' },
  /** Ended trials and canceled periods written as expired, and the trial reminder mails (docs/billing-api.md#states). */
  sweepSubscriptions: { name: 'subscriptions.sweep', cron: '*/10 * * * *' },
  /** The reminder mails of form links about to expire (docs/forms-api.md#reminders). */
  remindLinks: { name: 'links.remind', cron: '*/10 * * * *' },
  /** Access-log entries older than ACCESS_LOG_RETENTION_MONTHS deleted, daily (docs/access-log.md#retention). */
  accessLogPurge: { name: 'access-log.purge', cron: '23 3 * * *' },
} as const;

/** Any fixed number, the same in every process: the key of the lock that serializes the queues' set-up. */
const JOBS_SETUP_LOCK_KEY = 730_215_004;

export type TJobs = { boss: PgBoss; stop: () => Promise<void> };

type TJobDeps = Pick<ApiDeps, 'prisma' | 'files' | 'logger' | 'outbox' | 'appUrl' | 'secretKey'> & {
  /** ACCESS_LOG_RETENTION_MONTHS (env.ts): how long the access log keeps its entries. */
  accessLogRetentionMonths: number;
};

/** `stopping`: the server is stopping (main.ts), and its database with it: connections ending then go unsaid. */
export async function startJobs(
  databaseUrl: string,
  deps: TJobDeps,
  options: { pollingIntervalSeconds?: number; stopping?: () => boolean } = {},
): Promise<TJobs> {
  const boss = new PgBoss({ connectionString: databaseUrl, max: 2, schema: 'pgboss' });
  let endedSaidAt = 0;
  boss.on('error', (error: unknown) => {
    // PostgreSQL ending the queue's connections (57P01: it is shutting down, or an administrator ended them) is no
    // failure of the app: pg-boss connects again. One line (a minute) says so, not a stack per connection, and none
    // when the server stops: Ctrl-C in a terminal reaches the embedded PostgreSQL too, which may end the connections
    // a moment before the server sees its own Ctrl-C, hence the second of grace.
    if ((error as { code?: unknown } | null)?.code === '57P01') {
      if (Date.now() - endedSaidAt < 60_000) return;
      endedSaidAt = Date.now();
      setTimeout(() => {
        if (!options.stopping?.()) deps.logger.warn('job queue: PostgreSQL ended its connections (shutting down, or ended by an administrator)');
      }, 1000).unref();
      return;
    }
    deps.logger.error({ err: error }, 'job queue error');
  });
  await boss.start();
  // Two processes starting at once deadlocked in pg-boss's queue and schedule statements (found by the two-servers
  // test): the set-up of the queues is serialized across processes by a transaction-scoped advisory lock.
  await deps.prisma.$transaction(
    async (tx) => {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(${JOBS_SETUP_LOCK_KEY})`;
      for (const job of Object.values(JOBS)) {
        await boss.createQueue(job.name);
        await boss.schedule(job.name, job.cron);
      }
    },
    { timeout: 60_000, maxWait: 60_000 },
  );
  const work = async (job: { name: string; cron: string }, run: () => Promise<void>) => {
    await boss.work(job.name, { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 30 }, run);
  };
  await work(JOBS.sweepUnattachedUploads, async () => {
    const removed = await sweepUnattachedUploads(deps);
    if (removed > 0) deps.logger.info({ removed }, 'unattached uploads swept');
    const orphaned = await sweepOrphanedFiles(deps);
    if (orphaned > 0) deps.logger.info({ orphaned }, 'files without their row swept');
  });
  await work(JOBS.sweepSubscriptions, async () => {
    const swept = await sweepSubscriptions(deps);
    const { expiredTrials, endedPeriods, reminders } = swept;
    if (expiredTrials + endedPeriods + reminders.queued > 0) deps.logger.info(swept, 'subscriptions swept');
  });
  await work(JOBS.remindLinks, async () => {
    const reminders = await sendLinkReminders(deps);
    if (reminders.queued + reminders.skipped > 0) deps.logger.info(reminders, 'link reminders queued');
  });
  await work(JOBS.accessLogPurge, async () => {
    const removed = await purgeAccessLog(deps, { retentionMonths: deps.accessLogRetentionMonths });
    if (removed > 0) deps.logger.info({ removed, retentionMonths: deps.accessLogRetentionMonths }, 'access log purged');
  });
  return { boss, stop: () => boss.stop({ graceful: true, wait: true, timeout: 5000 }) };
}
