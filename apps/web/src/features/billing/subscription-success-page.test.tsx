// /subscription/success: polls billing.status every 2 s until the webhook made the subscription active (never trusting
// the redirect), then the success state with the plan and a refreshed session; after ~90 s a message, a retry and the
// support. A first payment awaiting confirmation says what happens next, polled every 10 s and never timed out; a
// subscription that kept the trial's remaining days names the date of the first payment.
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_STORAGE_KEY } from '@praxiform/domain';
import type { TBillingStatus } from '../../lib/api-types';
import { billingStatus, currentUser } from '../../test/account-fixtures';
import { fakeTrpc, renderAuthPage } from '../../test/render-page';
import { MAX_WAIT_MS, PENDING_POLL_MS, POLL_MS, SubscriptionSuccessPage } from './subscription-success-page';

const TRIAL = billingStatus({ hasCustomer: true });
const ACTIVE: TBillingStatus = { ...TRIAL, status: 'active', plan: 'yearly', trialDaysLeft: null, currentPeriodEnd: '2027-11-24T10:00:00.000Z' };

const USER = currentUser({ subscription: { trialEndsAt: null } });

/** Lets the fake fetch answer and React render. */
const settle = () => act(async () => void (await vi.advanceTimersByTimeAsync(10)));

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  window.localStorage.setItem(TOKEN_STORAGE_KEY, 'session-token');
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('SubscriptionSuccessPage', () => {
  it('waits while the subscription is not active yet, polling every 2 s, then shows the plan', async () => {
    let answers = 0;
    const calls = fakeTrpc({
      'auth.me': () => ({ data: { user: USER } }),
      'billing.status': () => ({ data: ++answers < 3 ? TRIAL : ACTIVE }),
    });
    renderAuthPage(<SubscriptionSuccessPage />, { path: '/subscription/success', url: '/fr/subscription/success?session_id=cs_1' });
    expect(await screen.findByRole('heading', { name: 'Activation de votre abonnement…' })).toBeInTheDocument();
    await settle();
    await act(async () => void (await vi.advanceTimersByTimeAsync(POLL_MS)));
    expect(screen.getByRole('heading', { name: 'Activation de votre abonnement…' })).toBeInTheDocument();
    await act(async () => void (await vi.advanceTimersByTimeAsync(POLL_MS)));
    expect(await screen.findByRole('heading', { name: 'Votre abonnement est actif' })).toBeInTheDocument();
    expect(screen.getByTestId('subscription-active')).toHaveTextContent('formule annuelle');
    expect(screen.getByRole('link', { name: 'Ouvrir l’application' })).toHaveAttribute('href', '/fr/home');
    // Not a subscription taken during a trial: no first payment date to announce.
    expect(screen.queryByTestId('success-first-payment')).toBeNull();
    expect(calls.filter((call) => call.procedure === 'billing.status')).toHaveLength(3);
    // The session's user is read again (its subscription drives the shell).
    await settle();
    expect(calls.filter((call) => call.procedure === 'auth.me').length).toBeGreaterThanOrEqual(2);
    // No more polling once active.
    await act(async () => void (await vi.advanceTimersByTimeAsync(POLL_MS * 3)));
    expect(calls.filter((call) => call.procedure === 'billing.status')).toHaveLength(3);
  });

  it('keeps polling through a connection failure and says so', async () => {
    let answers = 0;
    fakeTrpc({
      'auth.me': () => ({ data: { user: USER } }),
      'billing.status': () => (++answers === 1 ? { error: { appCode: 'INTERNAL', httpStatus: 500 } } : { data: ACTIVE }),
    });
    renderAuthPage(<SubscriptionSuccessPage />, { path: '/subscription/success' });
    expect(await screen.findByTestId('success-connection')).toBeInTheDocument();
    await act(async () => void (await vi.advanceTimersByTimeAsync(POLL_MS)));
    expect(await screen.findByRole('heading', { name: 'Votre abonnement est actif' })).toBeInTheDocument();
  });

  it('after ~90 s says the confirmation takes longer, with a retry and the support', async () => {
    let active = false;
    const calls = fakeTrpc({ 'auth.me': () => ({ data: { user: USER } }), 'billing.status': () => ({ data: active ? ACTIVE : TRIAL }) });
    renderAuthPage(<SubscriptionSuccessPage />, { path: '/subscription/success' });
    await settle();
    await act(async () => void (await vi.advanceTimersByTimeAsync(MAX_WAIT_MS)));
    expect(await screen.findByRole('heading', { name: 'La confirmation du paiement prend plus de temps que prévu' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contacter le support' })).toHaveAttribute('href', '/fr/support');
    const polled = calls.filter((call) => call.procedure === 'billing.status').length;
    expect(polled).toBeGreaterThanOrEqual(40);
    await act(async () => void (await vi.advanceTimersByTimeAsync(POLL_MS * 3)));
    expect(calls.filter((call) => call.procedure === 'billing.status')).toHaveLength(polled);

    active = true;
    fireEvent.click(screen.getByRole('button', { name: 'Vérifier à nouveau' }));
    expect(await screen.findByRole('heading', { name: 'Votre abonnement est actif' })).toBeInTheDocument();
  });

  it('a first payment awaiting confirmation says what happens next, polls every 10 s and never times out', async () => {
    let active = false;
    const pending: TBillingStatus = { ...TRIAL, status: 'expired', trialDaysLeft: null, entitled: false, paymentPending: true };
    const calls = fakeTrpc({ 'auth.me': () => ({ data: { user: USER } }), 'billing.status': () => ({ data: active ? ACTIVE : pending }) });
    renderAuthPage(<SubscriptionSuccessPage />, { path: '/subscription/success' });
    expect(await screen.findByRole('heading', { name: 'Votre paiement est en cours de confirmation' })).toBeInTheDocument();
    const text = screen.getByTestId('success-pending').textContent ?? '';
    expect(text).toContain('(3-D Secure)');
    expect(text).toContain('SEPA');
    expect(text).toContain('Vous pouvez fermer cette page.');
    expect(screen.getByRole('link', { name: 'Voir mon abonnement dans mon profil' })).toHaveAttribute('href', '/fr/profile#subscription');

    await act(async () => void (await vi.advanceTimersByTimeAsync(MAX_WAIT_MS + PENDING_POLL_MS)));
    expect(screen.queryByRole('heading', { name: 'La confirmation du paiement prend plus de temps que prévu' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Votre paiement est en cours de confirmation' })).toBeInTheDocument();
    // Slower than the first wait (every 10 s, not 2 s), and still going.
    const polled = calls.filter((call) => call.procedure === 'billing.status').length;
    expect(polled).toBeGreaterThanOrEqual(10);
    expect(polled).toBeLessThanOrEqual(13);
    await act(async () => void (await vi.advanceTimersByTimeAsync(MAX_WAIT_MS * 2)));
    expect(screen.queryByRole('heading', { name: 'La confirmation du paiement prend plus de temps que prévu' })).toBeNull();
    expect(calls.filter((call) => call.procedure === 'billing.status').length).toBeGreaterThan(polled + 15);

    active = true;
    await act(async () => void (await vi.advanceTimersByTimeAsync(PENDING_POLL_MS)));
    expect(await screen.findByRole('heading', { name: 'Votre abonnement est actif' })).toBeInTheDocument();
  });

  it('a subscription taken during the trial names the date of the first payment, the end of the trial', async () => {
    let answers = 0;
    const carried: TBillingStatus = { ...TRIAL, trialCarriedUntil: TRIAL.trialEndsAt };
    // Stripe's trial runs to the app's trial end: active, its current period ending then.
    const trialing: TBillingStatus = { ...ACTIVE, currentPeriodEnd: TRIAL.trialEndsAt };
    fakeTrpc({ 'auth.me': () => ({ data: { user: USER } }), 'billing.status': () => ({ data: ++answers < 2 ? carried : trialing }) });
    renderAuthPage(<SubscriptionSuccessPage />, { path: '/subscription/success' });
    await settle();
    await act(async () => void (await vi.advanceTimersByTimeAsync(POLL_MS)));
    expect(await screen.findByRole('heading', { name: 'Votre abonnement est actif' })).toBeInTheDocument();
    expect((screen.getByTestId('success-first-payment').textContent ?? '').replace(/\s/g, ' ')).toBe(
      'Vos jours d’essai restants sont conservés : le premier paiement sera prélevé le 24 décembre 2026.',
    );
  });

  it.each([
    ['en', 'the first payment will be taken on December 24, 2026'],
    ['nl', 'de eerste betaling wordt op 24 december 2026 afgeschreven'],
  ] as const)('already active when the page opens, the kept trial is read from the period end (%s)', async (locale, expected) => {
    fakeTrpc({
      'auth.me': () => ({ data: { user: USER } }),
      'billing.status': () => ({ data: { ...ACTIVE, currentPeriodEnd: TRIAL.trialEndsAt } }),
    });
    renderAuthPage(<SubscriptionSuccessPage />, { locale, path: '/subscription/success' });
    expect((await screen.findByTestId('success-first-payment')).textContent?.replace(/\s/g, ' ')).toContain(expected);
  });
});
