// The signed-in practitioner the component tests start from: Julien Lefèvre, 30 days into a 30-day trial that ends on
// 24 December 2026, profile complete; and the matching billing.status. Each test says only what differs.
import type { TBillingStatus, TCurrentUser } from '../lib/api-types';

export type TSubscription = TCurrentUser['subscription'];

export const TRIAL_END = '2026-12-24T10:00:00.000Z';

export const TRIAL_SUBSCRIPTION: TSubscription = {
  status: 'trial',
  plan: null,
  trialEndsAt: TRIAL_END,
  trialDaysLeft: 30,
  currentPeriodEnd: null,
  cancelAtPeriodEnd: false,
  paymentFailed: false,
  entitled: true,
  trialAlreadyUsed: false,
  paymentPending: false,
};

/** auth.me's user: the trial practitioner, with `subscription` merged over the trial's and the rest replaced. */
export function currentUser(overrides: Omit<Partial<TCurrentUser>, 'subscription'> & { subscription?: Partial<TSubscription> } = {}): TCurrentUser {
  const { subscription, ...rest } = overrides;
  return {
    id: 1,
    firstName: 'Julien',
    lastName: 'Lefèvre',
    email: 'julien@cabinet.fr',
    role: 'trial',
    isAdministrator: false,
    profileCompleted: true,
    interfaceLanguage: 'fr',
    subscription: { ...TRIAL_SUBSCRIPTION, ...subscription },
    trialWelcomePending: false,
    ...rest,
  };
}

/** billing.status during the trial, payments configured, with `overrides` on top. */
export function billingStatus(overrides: Partial<TBillingStatus> = {}): TBillingStatus {
  return {
    ...TRIAL_SUBSCRIPTION,
    configured: true,
    canResume: false,
    hasCustomer: false,
    trialCarriedUntil: null,
    ...overrides,
  };
}

/** billing.plans with the Stripe Prices of the three plans, in euros. */
export const BILLING_PLANS = {
  configured: true,
  testMode: false,
  plans: [
    { plan: 'monthly', months: 1, amount: 2900, currency: 'eur' },
    { plan: 'quarterly', months: 3, amount: 7900, currency: 'eur' },
    { plan: 'yearly', months: 12, amount: 29000, currency: 'eur' },
  ],
};

/** auth.me's user for the administration pages' tests: Alice, an administrator without a subscription of her own. */
export const ADMINISTRATOR_ME = {
  id: 1,
  firstName: 'Alice',
  lastName: 'Admin',
  email: 'alice@praxiform.test',
  role: 'client',
  isAdministrator: true,
  profileCompleted: true,
};
