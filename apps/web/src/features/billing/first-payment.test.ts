// firstPaymentOn: the date of the first payment of a subscription that kept the trial's remaining days, read from the
// active status's period end; nothing for a subscription charged at once or not active yet.
import { describe, expect, it } from 'vitest';
import { billingStatus, TRIAL_END } from '../../test/account-fixtures';
import { firstPaymentOn } from './first-payment';

const ACTIVE = billingStatus({ status: 'active', plan: 'monthly', trialDaysLeft: null, currentPeriodEnd: TRIAL_END, hasCustomer: true });

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
