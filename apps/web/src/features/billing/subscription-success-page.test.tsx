// /subscription/success: polls billing.status every 2 s until the webhook made the subscription active (never trusting
// the redirect), then the success state with the plan and a refreshed session; after ~90 s a message, a retry and the
// support.
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_STORAGE_KEY } from '@praxiform/domain';
import type { TBillingStatus } from '../../lib/api-types';
import { fakeTrpc, renderAuthPage } from '../../test/render-page';
import { MAX_WAIT_MS, POLL_MS, SubscriptionSuccessPage } from './subscription-success-page';

const TRIAL: TBillingStatus = {
  configured: true,
  status: 'trial',
  plan: null,
  trialEndsAt: '2026-12-24T10:00:00.000Z',
  trialDaysLeft: 30,
  currentPeriodEnd: null,
  cancelAtPeriodEnd: false,
  paymentFailed: false,
  entitled: true,
  trialAlreadyUsed: false,
  canResume: false,
  hasCustomer: true,
};
const ACTIVE: TBillingStatus = { ...TRIAL, status: 'active', plan: 'yearly', trialDaysLeft: null, currentPeriodEnd: '2027-11-24T10:00:00.000Z' };

const USER = {
  id: 1,
  firstName: 'Julien',
  lastName: 'Lefèvre',
  email: 'julien@cabinet.fr',
  role: 'trial',
  isAdministrator: false,
  profileCompleted: true,
  interfaceLanguage: 'fr',
  subscription: {
    status: 'trial',
    plan: null,
    trialEndsAt: null,
    trialDaysLeft: 30,
    currentPeriodEnd: null,
    cancelAtPeriodEnd: false,
    paymentFailed: false,
    entitled: true,
    trialAlreadyUsed: false,
  },
  trialWelcomePending: false,
};

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

describe('SubscriptionSuccessPage', { timeout: 20_000 }, () => {
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
});
