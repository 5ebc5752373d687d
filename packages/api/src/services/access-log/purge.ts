// The access log's retention (docs/access-log.md#retention): entries older than ACCESS_LOG_RETENTION_MONTHS are
// deleted by the daily `access-log.purge` job, in batches so that no delete holds the table long.
import type { ApiDeps } from '../../context';

/** The moment `months` calendar months before `now` (UTC): entries created before it go. */
export function retentionCutoff(now: Date, months: number): Date {
  const cutoff = new Date(now.getTime());
  const day = cutoff.getUTCDate();
  cutoff.setUTCDate(1);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  // 31 March less one month is the last day of February, not 3 March.
  const lastDay = new Date(Date.UTC(cutoff.getUTCFullYear(), cutoff.getUTCMonth() + 1, 0)).getUTCDate();
  cutoff.setUTCDate(Math.min(day, lastDay));
  return cutoff;
}

/** Deletes the entries older than the retention; answers how many went. */
export async function purgeAccessLog(
  deps: Pick<ApiDeps, 'prisma'>,
  { retentionMonths, now = new Date(), batchSize = 5000 }: { retentionMonths: number; now?: Date; batchSize?: number },
): Promise<number> {
  if (!Number.isInteger(retentionMonths) || retentionMonths < 1)
    throw new Error(`retentionMonths must be a whole number of months, got ${retentionMonths}`);
  const before = retentionCutoff(now, retentionMonths);
  let removed = 0;
  for (;;) {
    const count = await deps.prisma.$executeRaw`
      DELETE FROM patient_accesses WHERE id IN (
        SELECT id FROM patient_accesses WHERE created_at < ${before} ORDER BY created_at LIMIT ${batchSize}
      )`;
    removed += count;
    if (count < batchSize) return removed;
  }
}
