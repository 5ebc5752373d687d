// Background jobs on PostgreSQL (pg-boss, in its own schema): scheduled sweeps run by whichever server process takes them.
import PgBoss from 'pg-boss';
import { sweepUnattachedUploads, type ApiDeps } from '@praxiform/api';

/** Queue names and their schedules (cron, UTC). */
export const JOBS = {
  sweepUnattachedUploads: { name: 'uploads.sweep-unattached', cron: '17 * * * *' },
} as const;

export type TJobs = { boss: PgBoss; stop: () => Promise<void> };

export async function startJobs(
  databaseUrl: string,
  deps: Pick<ApiDeps, 'prisma' | 'dataDir' | 'logger'>,
  options: { pollingIntervalSeconds?: number } = {},
): Promise<TJobs> {
  const boss = new PgBoss({ connectionString: databaseUrl, max: 2, schema: 'pgboss' });
  boss.on('error', (error: unknown) => deps.logger.error({ err: error }, 'job queue error'));
  await boss.start();
  const sweep = JOBS.sweepUnattachedUploads;
  await boss.createQueue(sweep.name);
  await boss.schedule(sweep.name, sweep.cron);
  await boss.work(sweep.name, { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 30 }, async () => {
    const removed = await sweepUnattachedUploads(deps);
    if (removed > 0) deps.logger.info({ removed }, 'unattached uploads swept');
  });
  return { boss, stop: () => boss.stop({ graceful: true, wait: true, timeout: 5000 }) };
}
