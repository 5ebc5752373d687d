// A new practitioner account starts the free trial: role `trial`, trialEndsAt, and a Subscription row in `trial`;
// unless its address has had a trial before (docs/billing-api.md#one-trial-per-address): then role `client`, a
// Subscription row in `none` marked trialAlreadyUsed, and the welcome page leads to the plans.
import { TRIAL_DAYS, type TLocale } from '@praxiform/domain';
import { AppError } from '../../errors';
import type { DbClient } from '../shared/db-client';
import { isUniqueViolation } from '../shared/prisma-errors';
import { hasHadTrial } from '../subscriptions/trial-fingerprint';
import { DAY_MS } from './constants';

export type TNewAccount = {
  firstName: string;
  lastName: string;
  email: string;
  passwordHash: string | null;
  interfaceLanguage: TLocale;
  emailVerifiedAt: Date | null;
};

export async function createTrialAccount(
  db: DbClient,
  secretKey: Uint8Array,
  account: TNewAccount,
  now = new Date(),
): Promise<{ id: number; trialGranted: boolean }> {
  const trialGranted = !(await hasHadTrial(db, secretKey, account.email));
  const trialEndsAt = trialGranted ? new Date(now.getTime() + TRIAL_DAYS * DAY_MS) : null;
  try {
    const user = await db.user.create({
      data: {
        ...account,
        email: account.email.toLowerCase(),
        role: trialGranted ? 'trial' : 'client',
        trialEndsAt,
        subscription: {
          create: trialGranted ? { status: 'trial', trialEndsAt } : { status: 'none', trialAlreadyUsed: true },
        },
      },
      select: { id: true },
    });
    return { id: user.id, trialGranted };
  } catch (error) {
    // Two registrations racing for one address: the unique index decides, the loser gets the usual answer.
    if (isUniqueViolation(error)) throw new AppError('EMAIL_ALREADY_USED');
    throw error;
  }
}
