// The trial reminder mails, TRIAL_REMINDER_DAYS (7 and 1) days before the end, each queued once (docs/billing-api.md#states).
import { Prisma } from '@praxiform/db';
import { trialDaysLeft, TRIAL_REMINDER_DAYS, type TLocale } from '@praxiform/domain';
import type { ApiDeps } from '../../context';
import { queueMail } from '../../mail/outbox';
import { renderMail } from '../../mail/render';

const DAY_MS = 24 * 60 * 60 * 1000;

type TReminderDay = (typeof TRIAL_REMINDER_DAYS)[number];
type TClaimed = { userId: number; email: string; firstName: string; interfaceLanguage: TLocale; trialEndsAt: Date };

/** Each reminder's column: stamped when the mail is claimed. */
const SENT_COLUMN: Record<TReminderDay, Prisma.Sql> = {
  7: Prisma.raw('trial_reminder_7_sent_at'),
  1: Prisma.raw('trial_reminder_1_sent_at'),
};

/**
 * Claims the running trials ending within `days` whose reminder has not gone: the UPDATE stamps them and answers them
 * in one statement, so of two sweeps at once only one gets each row. A later reminder claims the earlier ones too:
 * a trial first seen with one day left gets one mail, not two. Unverified addresses and blocked accounts get none.
 */
function claimSql(days: TReminderDay, now: Date): Prisma.Sql {
  const stamps = TRIAL_REMINDER_DAYS.filter((d) => d >= days).map((d) => Prisma.sql`${SENT_COLUMN[d]} = COALESCE(${SENT_COLUMN[d]}, ${now})`);
  return Prisma.sql`
    UPDATE subscriptions s SET ${Prisma.join(stamps, ', ')}
    FROM users u
    WHERE u.id = s.user_id AND s.status = 'trial' AND ${SENT_COLUMN[days]} IS NULL
      AND s.trial_ends_at > ${now} AND s.trial_ends_at <= ${new Date(now.getTime() + days * DAY_MS)}
      AND u.email_verified_at IS NOT NULL AND NOT u.blocked
    RETURNING s.user_id AS "userId", u.email::text AS email, u.first_name AS "firstName",
              u.interface_language::text AS "interfaceLanguage", s.trial_ends_at AS "trialEndsAt"`;
}

export type TReminderOutcome = { queued: number };

/**
 * Queues the due reminders, the closest to the end first: each claim and its mails commit together (docs/mail.md),
 * and the outbox delivers them with its retries.
 */
export async function sendTrialReminders(deps: Pick<ApiDeps, 'prisma' | 'outbox' | 'appUrl'>, now = new Date()): Promise<TReminderOutcome> {
  const outcome: TReminderOutcome = { queued: 0 };
  for (const days of [...TRIAL_REMINDER_DAYS].sort((a, b) => a - b)) {
    outcome.queued += await deps.prisma.$transaction(async (tx) => {
      const claimed = await tx.$queryRaw<TClaimed[]>(claimSql(days, now));
      for (const user of claimed) {
        const state = { status: 'trial' as const, plan: null, trialEndsAt: user.trialEndsAt, currentPeriodEnd: null, cancelAtPeriodEnd: false };
        const locale = user.interfaceLanguage;
        const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(user.trialEndsAt);
        const mail = renderMail({
          kind: 'trialReminder',
          to: user.email,
          locale,
          name: user.firstName,
          actionUrl: `${deps.appUrl}/${locale}/subscription/pricing`,
          vars: { count: trialDaysLeft(state, now) ?? days, date },
          paragraphs: [{ key: 'afterwards' }],
        });
        await queueMail(tx, { ...mail, ownerId: user.userId });
      }
      return claimed.length;
    });
  }
  if (outcome.queued > 0) await deps.outbox.wake();
  return outcome;
}
