// Trials and canceled periods that are over become `expired`, role `client` (docs/billing-api.md#states). The SPA and
// the entitlement check already treat them so on the clock (effectiveStatus); this writes it down, with an audit row.
import { Prisma } from '@praxiform/db';
import { roleForStatus } from '@praxiform/domain';
import type { ApiDeps } from '../../context';
import { recordAudit } from '../audit/audit-log';

type TEnded = { userId: number; from: 'trial' | 'canceled' };

/**
 * One statement per kind moves the rows and answers them: two sweeps at once never move a row twice (the second
 * UPDATE re-checks its WHERE after the first commits), nor a row the webhook made active meanwhile. A missing end
 * counts as over, as in effectiveStatus.
 */
function endedSql(from: TEnded['from'], now: Date): Prisma.Sql {
  const end = from === 'trial' ? Prisma.sql`trial_ends_at` : Prisma.sql`current_period_end`;
  return Prisma.sql`
    UPDATE subscriptions SET status = 'expired', cancel_at_period_end = false, payment_failed_at = NULL, updated_at = ${now}
    WHERE status = ${from}::subscription_status AND (${end} IS NULL OR ${end} <= ${now})
    RETURNING user_id AS "userId", ${from} AS "from"`;
}

/** Moves the ended trials and canceled periods to expired and their users to the role it gives; answers the users moved. */
export async function expireEndedSubscriptions(deps: Pick<ApiDeps, 'prisma'>, now = new Date()): Promise<TEnded[]> {
  const role = roleForStatus('expired')!;
  return deps.prisma.$transaction(async (tx) => {
    const ended = [...(await tx.$queryRaw<TEnded[]>(endedSql('trial', now))), ...(await tx.$queryRaw<TEnded[]>(endedSql('canceled', now)))];
    if (ended.length === 0) return ended;
    // The role follows the status; an administrator's role stays as the administration set it (is_administrator never changes here).
    await tx.user.updateMany({ where: { id: { in: ended.map((e) => e.userId) }, isAdministrator: false }, data: { role } });
    for (const { userId, from } of ended) {
      await recordAudit(tx, {
        action: 'billing.subscription_changed',
        actorId: null,
        userId,
        ip: null,
        metadata: { from, to: 'expired', cause: from === 'trial' ? 'job.trial_ended' : 'job.period_ended' },
      });
    }
    return ended;
  });
}
