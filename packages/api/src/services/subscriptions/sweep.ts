// The subscriptions' scheduled work (apps/server/src/jobs.ts runs it every 10 minutes): ended trials and periods
// written as expired, then the trial reminders. Tests call it directly with a clock.
import type { ApiDeps } from '../../context';
import { expireEndedSubscriptions } from './expire';
import { sendTrialReminders, type TReminderOutcome } from './reminders';

export type TSubscriptionSweep = { expiredTrials: number; endedPeriods: number; reminders: TReminderOutcome };

export async function sweepSubscriptions(
  deps: Pick<ApiDeps, 'prisma' | 'outbox' | 'logger' | 'appUrl'>,
  { now = new Date() }: { now?: Date } = {},
): Promise<TSubscriptionSweep> {
  const ended = await expireEndedSubscriptions(deps, now);
  const reminders = await sendTrialReminders(deps, now);
  return {
    expiredTrials: ended.filter((e) => e.from === 'trial').length,
    endedPeriods: ended.filter((e) => e.from === 'canceled').length,
    reminders,
  };
}
