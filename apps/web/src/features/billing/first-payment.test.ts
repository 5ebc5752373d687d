// firstPaymentOn: the date of the first payment of a subscription that kept the trial's remaining days, read from the
// active status's period end; nothing for a subscription charged at once or not active yet.
import { describe, expect, it } from 'vitest';
import type { TBillingStatus } from '../../lib/api-types';
import { firstPaymentOn } from './first-payment';

const TRIAL_END = '2026-12-24T10:00:00.000Z';
const ACTIVE: TBillingStatus = {
  configured: true,
  status: 'active',
  plan: 'monthly',
  trialEndsAt: TRIAL_END,
  trialDaysLeft: null,
  currentPeriodEnd: TRIAL_END,
  cancelAtPeriodEnd: false,
  paymentFailed: false,
  entitled: true,
  trialAlreadyUsed: false,
  canResume: false,
  hasCustomer: true,
  paymentPending: false,
  trialCarriedUntil: null,
};

describe('firstPaymentOn', () => {
  it('is the period end when it is the trial end (seen before, or stored)', () => {
    expect(firstPaymentOn(ACTIVE, TRIAL_END)).toBe(TRIAL_END);
    expect(firstPaymentOn(ACTIVE, null)).toBe(TRIAL_END);
    expect(firstPaymentOn({ ...ACTIVE, currentPeriodEnd: '2026-12-24T10:00:01.000Z' }, null)).toBe('2026-12-24T10:00:01.000Z');
    expect(firstPaymentOn({ ...ACTIVE, currentPeriodEnd: null }, TRIAL_END)).toBe(TRIAL_END);
  });

  it('is null for a subscription charged at once, one not active, or without a trial', () => {
    expect(firstPaymentOn({ ...ACTIVE, currentPeriodEnd: '2027-01-24T10:00:00.000Z' }, TRIAL_END)).toBeNull();
    expect(firstPaymentOn({ ...ACTIVE, currentPeriodEnd: '2027-01-24T10:00:00.000Z' }, null)).toBeNull();
    expect(firstPaymentOn({ ...ACTIVE, status: 'trial', trialCarriedUntil: TRIAL_END }, TRIAL_END)).toBeNull();
    expect(firstPaymentOn({ ...ACTIVE, trialEndsAt: null }, null)).toBeNull();
    expect(firstPaymentOn({ ...ACTIVE, currentPeriodEnd: null }, null)).toBeNull();
  });
});
