// A new practitioner account starts the free trial: role `trial`, trialEndsAt, and a Subscription row in `trial`.
import { TRIAL_DAYS, type TLocale } from '@praxiform/domain';
import { AppError } from '../../errors';
import type { DbClient } from '../shared/db-client';
import { isUniqueViolation } from '../shared/prisma-errors';
import { DAY_MS } from './constants';

export type TNewAccount = {
  firstName: string;
  lastName: string;
  email: string;
  passwordHash: string | null;
  interfaceLanguage: TLocale;
  emailVerifiedAt: Date | null;
};

export async function createTrialAccount(db: DbClient, account: TNewAccount, now = new Date()): Promise<{ id: number }> {
  const trialEndsAt = new Date(now.getTime() + TRIAL_DAYS * DAY_MS);
  try {
    return await db.user.create({
      data: {
        ...account,
        email: account.email.toLowerCase(),
        role: 'trial',
        trialEndsAt,
        subscription: { create: { status: 'trial', trialEndsAt } },
      },
      select: { id: true },
    });
  } catch (error) {
    // Two registrations racing for one address: the unique index decides, the loser gets the usual answer.
    if (isUniqueViolation(error)) throw new AppError('EMAIL_ALREADY_USED');
    throw error;
  }
}
