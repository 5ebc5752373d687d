// What a subscription state lets a practitioner do, shared by the server (which enforces it) and the SPA (which shows
// it): docs/billing-api.md#states. Pure functions of the stored state and the clock.
import type { TSubscriptionPlan, TSubscriptionStatus, TUserRole } from './enums';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The days before the end of a trial when the app shows the badge more visibly and the reminder mails go out. */
export const TRIAL_WARNING_DAYS = 7;
export const TRIAL_REMINDER_DAYS = [7, 1] as const;

/** The stored state that decides access (a subscriptions row, or its absence). */
export type TSubscriptionState = {
  status: TSubscriptionStatus;
  plan: TSubscriptionPlan | null;
  trialEndsAt: Date | string | null;
  currentPeriodEnd: Date | string | null;
  cancelAtPeriodEnd: boolean;
};

const time = (value: Date | string | null): number | null => (value === null ? null : new Date(value).getTime());

/**
 * The status as of `now`: a trial past its end or a paid period past its end without renewal is `expired` even
 * before the job or the webhook has written it, so access never outlives what was paid for.
 */
export function effectiveStatus(state: TSubscriptionState | null, now: Date = new Date()): TSubscriptionStatus {
  if (!state) return 'none';
  const at = now.getTime();
  if (state.status === 'trial') {
    const end = time(state.trialEndsAt);
    return end !== null && end > at ? 'trial' : 'expired';
  }
  if (state.status === 'canceled') {
    const end = time(state.currentPeriodEnd);
    return end !== null && end > at ? 'canceled' : 'expired';
  }
  return state.status;
}

/**
 * May create templates, send or resend forms and create waiting-room forms: a running trial, an active
 * subscription, or a canceled one until its period ends. Reading and exporting never depend on it.
 */
export function isEntitled(state: TSubscriptionState | null, now: Date = new Date()): boolean {
  const status = effectiveStatus(state, now);
  return status === 'trial' || status === 'active' || status === 'canceled';
}

/** Whole days left in a running trial, rounded up (a trial ending in 3 hours has 1 day left); null otherwise. */
export function trialDaysLeft(state: TSubscriptionState | null, now: Date = new Date()): number | null {
  if (effectiveStatus(state, now) !== 'trial') return null;
  const end = time(state?.trialEndsAt ?? null);
  return end === null ? null : Math.max(1, Math.ceil((end - now.getTime()) / DAY_MS));
}

/** The role a subscription status gives (docs/product.md#states): paid → member, trial → trial, ended → client. */
export function roleForStatus(status: TSubscriptionStatus): TUserRole | null {
  if (status === 'active' || status === 'canceled') return 'member';
  if (status === 'trial') return 'trial';
  if (status === 'expired') return 'client';
  return null;
}

/**
 * Stripe Checkout only takes a trial end at least 48 hours ahead (`subscription_data.trial_end`): a subscription started
 * before then keeps the rest of the trial, a later one is charged at once.
 */
export const TRIAL_CARRY_OVER_MIN_MS = 48 * 60 * 60 * 1000;

/**
 * Subscribing now keeps the remaining trial days: the first payment is taken at this instant (the trial's end); null
 * when there is no running trial, or too little of it left (docs/billing-api.md#procedures).
 */
export function trialCarriedUntil(state: TSubscriptionState | null, now: Date = new Date()): Date | null {
  if (effectiveStatus(state, now) !== 'trial') return null;
  const end = time(state?.trialEndsAt ?? null);
  return end !== null && end - now.getTime() >= TRIAL_CARRY_OVER_MIN_MS ? new Date(end) : null;
}

// Stripe's amounts are integers in the currency's smallest unit, whose size Stripe sets itself (its list of zero- and
// three-decimal currencies, https://docs.stripe.com/currencies#zero-decimal), not always as ISO 4217 does.
const ZERO_DECIMAL_CURRENCIES = new Set([
  'bif',
  'clp',
  'djf',
  'gnf',
  'jpy',
  'kmf',
  'krw',
  'mga',
  'pyg',
  'rwf',
  'ugx',
  'vnd',
  'vuv',
  'xaf',
  'xof',
  'xpf',
]);
const THREE_DECIMAL_CURRENCIES = new Set(['bhd', 'jod', 'kwd', 'omr', 'tnd']);

/** Digits after the decimal point of a Stripe amount in this currency: 2 for 'eur' (2900 is 29.00), 0 for 'jpy'. */
export function stripeMinorUnitDigits(currency: string): number {
  const code = currency.toLowerCase();
  return ZERO_DECIMAL_CURRENCIES.has(code) ? 0 : THREE_DECIMAL_CURRENCIES.has(code) ? 3 : 2;
}
