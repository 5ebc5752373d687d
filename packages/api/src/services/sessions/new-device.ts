// The new-device mail (docs/access-log.md#new-device): a completed sign-in from a device family (browser, system and
// device type, without versions) not among the account's completed sign-ins of the last SIGN_IN_HISTORY_DAYS days
// mails the account, unless it turned the mail off. Queued in the sign-in's transaction (docs/mail.md), before the
// sign-in's own audit row, which must not count as an earlier one.
import { SIGN_IN_HISTORY_DAYS, type TLocale } from '@praxiform/domain';
import { queueMail } from '../../mail/outbox';
import { renderMail, type TMailParagraph } from '../../mail/render';
import type { DbClient } from '../shared/db-client';
import { deviceFamily, deviceLabel } from '../shared/user-agent';
import { signInHistoryStart, signInUserAgents } from './sign-ins';

/** The practices are in France, Belgium and the Netherlands (one time zone): the mail tells the time in it. */
const MAIL_TIME_ZONE = 'Europe/Paris';

export type TSignInRecipient = {
  id: number;
  email: string;
  firstName: string;
  interfaceLanguage: TLocale;
  newDeviceEmails: boolean;
};

export type TSignInOrigin = { ip: string | null; userAgent: string | null; at: Date };

/**
 * Queues the mail when the sign-in is a new device's; answers whether it did. No mail for the account's first sign-in
 * (no earlier one in the window), nor when the family is not known: a sign-in without a readable User-Agent names no
 * device, and earlier ones without it (before sign-ins recorded it) name none either.
 */
export async function queueNewDeviceMail(db: DbClient, appUrl: string, user: TSignInRecipient, signIn: TSignInOrigin): Promise<boolean> {
  if (!user.newDeviceEmails) return false;
  const family = deviceFamily(signIn.userAgent);
  if (family === null) return false;
  const earlier = new Set((await signInUserAgents(db, user.id, signInHistoryStart(signIn.at))).map(deviceFamily));
  earlier.delete(null);
  if (earlier.size === 0 || earlier.has(family)) return false;
  const locale = user.interfaceLanguage;
  // "12 mars 2026 à 14:05 UTC+1": the offset says which clock.
  const when = new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: MAIL_TIME_ZONE,
    timeZoneName: 'short',
  }).format(signIn.at);
  const paragraphs: TMailParagraph[] = [{ key: 'device' }, ...(signIn.ip ? [{ key: 'ip' }] : []), { key: 'notYou' }];
  await queueMail(db, {
    ...renderMail({
      kind: 'newDeviceSignIn',
      to: user.email,
      locale,
      name: user.firstName,
      actionUrl: `${appUrl}/${locale}/profile/security`,
      vars: { when, days: SIGN_IN_HISTORY_DAYS, device: deviceLabel(signIn.userAgent) ?? '', ip: signIn.ip ?? '' },
      paragraphs,
    }),
    ownerId: user.id,
  });
  return true;
}
