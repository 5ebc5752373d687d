// Access by subscription state (docs/billing-api.md#states): what a practitioner may do as the clock moves.
import { describe, expect, it } from 'vitest';
import { effectiveStatus, isEntitled, roleForStatus, trialDaysLeft, type TSubscriptionState } from './billing';

const NOW = new Date('2026-11-24T12:00:00Z');
const HOUR = 3600_000;
const state = (patch: Partial<TSubscriptionState>): TSubscriptionState => ({
  status: 'trial',
  plan: null,
  trialEndsAt: null,
  currentPeriodEnd: null,
  cancelAtPeriodEnd: false,
  ...patch,
});

describe('subscription access', () => {
  it('a running trial is entitled and counts its days up; past its end it is expired even before the job ran', () => {
    const running = state({ trialEndsAt: new Date(NOW.getTime() + 3 * HOUR) });
    expect(effectiveStatus(running, NOW)).toBe('trial');
    expect(isEntitled(running, NOW)).toBe(true);
    expect(trialDaysLeft(running, NOW)).toBe(1);
    expect(trialDaysLeft(state({ trialEndsAt: new Date(NOW.getTime() + 30 * 24 * HOUR) }), NOW)).toBe(30);
    const over = state({ trialEndsAt: new Date(NOW.getTime() - 1) });
    expect(effectiveStatus(over, NOW)).toBe('expired');
    expect(isEntitled(over, NOW)).toBe(false);
    expect(trialDaysLeft(over, NOW)).toBeNull();
  });

  it('a canceled subscription keeps access until its period ends, then is expired', () => {
    const canceled = state({ status: 'canceled', plan: 'monthly', currentPeriodEnd: new Date(NOW.getTime() + HOUR).toISOString() });
    expect(isEntitled(canceled, NOW)).toBe(true);
    expect(effectiveStatus(canceled, new Date(NOW.getTime() + 2 * HOUR))).toBe('expired');
    expect(isEntitled(canceled, new Date(NOW.getTime() + 2 * HOUR))).toBe(false);
  });

  it('active is entitled; expired, none and no row are not', () => {
    expect(isEntitled(state({ status: 'active', plan: 'yearly' }), NOW)).toBe(true);
    expect(isEntitled(state({ status: 'expired' }), NOW)).toBe(false);
    expect(isEntitled(state({ status: 'none' }), NOW)).toBe(false);
    expect(isEntitled(null, NOW)).toBe(false);
    expect(effectiveStatus(null, NOW)).toBe('none');
  });

  it('maps statuses to roles: paid → member, trial → trial, ended → client', () => {
    expect(roleForStatus('active')).toBe('member');
    expect(roleForStatus('canceled')).toBe('member');
    expect(roleForStatus('trial')).toBe('trial');
    expect(roleForStatus('expired')).toBe('client');
    expect(roleForStatus('none')).toBeNull();
  });
});
