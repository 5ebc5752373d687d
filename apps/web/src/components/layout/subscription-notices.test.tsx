// The trial badge (discreet above TRIAL_WARNING_DAYS, amber with a link to the plans from it on, nothing outside a
// trial or for administrators) and the banner (failed payment → portal, ended → call to subscribe).
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_STORAGE_KEY, TRIAL_WARNING_DAYS } from '@praxiform/domain';
import { resources } from '@praxiform/i18n';
import type { TCurrentUser } from '../../lib/api-types';
import { currentUser, type TSubscription } from '../../test/account-fixtures';
import { fakeTrpc, renderAuthPage, type TFakeAnswer } from '../../test/render-page';
import { SubscriptionBanner, TrialBadge } from './subscription-notices';

const me = (subscription: Partial<TSubscription>, over: Partial<TCurrentUser> = {}): TCurrentUser => currentUser({ ...over, subscription });

function serve(user: TCurrentUser, portal: () => TFakeAnswer = () => ({ data: { url: 'http://stripe.test/portal/1' } })) {
  return fakeTrpc({ 'auth.me': () => ({ data: { user } }), 'billing.portal': portal });
}

const errors = resources.fr.errors as { codes: Record<string, string> };

beforeEach(() => window.localStorage.setItem(TOKEN_STORAGE_KEY, 'session-token'));
afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('TrialBadge', () => {
  it('is discreet with many days left: the days, no link', async () => {
    serve(me({ trialDaysLeft: 30 }));
    renderAuthPage(<TrialBadge />, { path: '/home' });
    const badge = await screen.findByTestId('trial-badge');
    expect(badge).toHaveTextContent('30 jours d’essai restants');
    expect(badge).toHaveAttribute('data-warning', 'false');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it.each([
    [TRIAL_WARNING_DAYS + 1, false],
    [TRIAL_WARNING_DAYS, true],
    [3, true],
  ])('with %i days left, warns: %s', async (days, warning) => {
    serve(me({ trialDaysLeft: days }));
    renderAuthPage(<TrialBadge />, { path: '/home' });
    const badge = await screen.findByTestId('trial-badge');
    expect(badge).toHaveAttribute('data-warning', String(warning));
    if (warning) {
      expect(badge.tagName).toBe('A');
      expect(badge).toHaveAttribute('href', '/fr/subscription/pricing');
      expect(badge).toHaveClass('bg-amber-100');
    }
  });

  it('says one day in the singular, in English too', async () => {
    serve(me({ trialDaysLeft: 1 }));
    renderAuthPage(<TrialBadge />, { path: '/home', locale: 'en' });
    expect(await screen.findByTestId('trial-badge')).toHaveTextContent('1 day of trial left');
  });

  it('shows nothing for a paid subscription or an administrator', async () => {
    serve(me({ status: 'active', plan: 'monthly', trialDaysLeft: null }));
    const { unmount } = renderAuthPage(<TrialBadge />, { path: '/home' });
    await waitFor(() => expect(screen.queryByTestId('trial-badge')).toBeNull());
    unmount();
    serve(me({ trialDaysLeft: 3 }, { isAdministrator: true }));
    renderAuthPage(<TrialBadge />, { path: '/home' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('trial-badge')).toBeNull();
  });
});

describe('SubscriptionBanner', () => {
  it('shows nothing while entitled without a failed payment', async () => {
    const calls = serve(me({}));
    renderAuthPage(<SubscriptionBanner />, { path: '/home' });
    await waitFor(() => expect(calls.some((call) => call.procedure === 'auth.me')).toBe(true));
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('a failed payment opens the portal', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    serve(me({ status: 'active', plan: 'yearly', trialDaysLeft: null, paymentFailed: true }));
    renderAuthPage(<SubscriptionBanner />, { path: '/home' });
    expect(await screen.findByRole('region', { name: 'Le dernier paiement de votre abonnement a échoué.' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Mettre à jour le paiement' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://stripe.test/portal/1'));
  });

  it('says why the portal did not open', async () => {
    serve(me({ status: 'active', plan: 'yearly', trialDaysLeft: null, paymentFailed: true }), () => ({
      error: { appCode: 'PAYMENT_SESSION_FAILED', httpStatus: 502 },
    }));
    renderAuthPage(<SubscriptionBanner />, { path: '/home' });
    fireEvent.click(await screen.findByRole('button', { name: 'Mettre à jour le paiement' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(errors.codes.PAYMENT_SESSION_FAILED!);
  });

  it.each([
    [null, 'Votre essai gratuit est terminé.'],
    ['monthly', 'Votre abonnement est terminé.'],
  ] as const)('an ended access (plan %s) calls to subscribe and says the data stays readable', async (plan, title) => {
    serve(me({ status: 'expired', plan, trialDaysLeft: null, entitled: false }, { role: 'client' }));
    renderAuthPage(<SubscriptionBanner />, { path: '/home' });
    const region = await screen.findByRole('region', { name: title });
    expect(region).toHaveTextContent('restent consultables');
    expect(screen.getByRole('link', { name: 'S’abonner' })).toHaveAttribute('href', '/fr/subscription/pricing');
  });

  it('a first payment Stripe has still to confirm says so and leads to the profile, not to the plans', async () => {
    serve(me({ status: 'expired', plan: null, trialDaysLeft: null, entitled: false, paymentPending: true }, { role: 'client' }));
    renderAuthPage(<SubscriptionBanner />, { path: '/home' });
    const region = await screen.findByRole('region', { name: 'Votre premier paiement est en cours de confirmation.' });
    expect(region).toHaveTextContent('dès que Stripe confirme le paiement');
    expect(screen.getByRole('link', { name: 'Voir mon abonnement' })).toHaveAttribute('href', '/fr/profile#subscription');
    expect(screen.queryByRole('link', { name: 'S’abonner' })).toBeNull();
  });

  it('an account that started without a trial says why, not that a trial ended, and shows no trial badge', async () => {
    serve(me({ status: 'none', trialEndsAt: null, trialDaysLeft: null, entitled: false, trialAlreadyUsed: true }, { role: 'client' }));
    renderAuthPage(
      <>
        <TrialBadge />
        <SubscriptionBanner />
      </>,
      { path: '/home' },
    );
    const region = await screen.findByRole('region', { name: 'Pas d’essai gratuit sur ce compte\u00a0: cette adresse en a déjà bénéficié.' });
    expect(region).toHaveTextContent('restent consultables');
    expect(screen.getByRole('link', { name: 'S’abonner' })).toHaveAttribute('href', '/fr/subscription/pricing');
    expect(screen.queryByTestId('trial-badge')).toBeNull();
  });
});
