// After an email change: a single-use, 24-hour verification link mailed to the new address (only its hash is stored).
import { generateToken, hashToken } from '@praxiform/db';
import type { TLocale } from '@praxiform/domain';
import type { ApiDeps } from '../../context';
import { renderMail } from '../../mail/render';
import type { DbClient } from '../shared/db-client';

export const EMAIL_VERIFICATION_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * Replaces every pending verification token of the user by a new one. Dropping the old ones matters: a link mailed
 * to the previous address must not confirm the new one.
 */
export async function issueEmailVerificationToken(db: DbClient, userId: number, now = Date.now()): Promise<string> {
  const token = generateToken();
  await db.emailVerificationToken.deleteMany({ where: { userId, usedAt: null } });
  await db.emailVerificationToken.create({ data: { userId, tokenHash: hashToken(token), expiresAt: new Date(now + EMAIL_VERIFICATION_TTL_MS) } });
  return token;
}

/** False when the mail could not be sent; the user can still ask for a new link from /verify-email. */
export async function mailEmailVerification(
  deps: Pick<ApiDeps, 'mailer' | 'logger' | 'appUrl'>,
  recipient: { userId: number; email: string; firstName: string; locale: TLocale },
  token: string,
): Promise<boolean> {
  try {
    await deps.mailer.send(
      renderMail({
        kind: 'verifyEmail',
        to: recipient.email,
        locale: recipient.locale,
        name: recipient.firstName,
        actionUrl: `${deps.appUrl}/verify-email/${token}`,
      }),
    );
    return true;
  } catch (error) {
    deps.logger.error({ err: error, userId: recipient.userId }, 'email verification mail failed');
    return false;
  }
}
