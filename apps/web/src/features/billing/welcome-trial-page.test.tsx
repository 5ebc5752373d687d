// /welcome: the trial's length and end date, what it includes, where to start, the plans; the visit is recorded once
// (profile.markTrialWelcomeSeen) and only while it is pending.
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_STORAGE_KEY } from '@praxiform/domain';
import { currentUser } from '../../test/account-fixtures';
import { fakeTrpc, renderAuthPage } from '../../test/render-page';
import { WelcomeTrialPage } from './welcome-trial-page';

const USER = currentUser({ trialWelcomePending: true });

/** An account whose address already had a trial on an earlier account (docs/billing-api.md#one-trial-per-address). */
const WITHOUT_TRIAL = {
  ...USER,
  role: 'client',
  subscription: { ...USER.subscription, status: 'none', trialEndsAt: null, trialDaysLeft: null, entitled: false, trialAlreadyUsed: true },
};

const normalize = (text: string | null | undefined) => (text ?? '').replace(/\s/g, ' ');

beforeEach(() => window.localStorage.setItem(TOKEN_STORAGE_KEY, 'session-token'));
afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('WelcomeTrialPage', () => {
  it('welcomes the trial with its end date and links, and records the visit once', async () => {
    const calls = fakeTrpc({
      'auth.me': () => ({ data: { user: USER } }),
      'profile.markTrialWelcomeSeen': () => ({ data: { user: { ...USER, trialWelcomePending: false } } }),
    });
    renderAuthPage(<WelcomeTrialPage />, { path: '/welcome' });
    expect(await screen.findByRole('heading', { level: 1, name: /Bienvenue, Julien.*30 jours/ })).toBeInTheDocument();
    expect(normalize(screen.getByTestId('welcome-trial-end').textContent)).toContain('jusqu’au 24 décembre 2026');
    expect(screen.getByRole('link', { name: 'Créer un modèle' })).toHaveAttribute('href', '/fr/templates/create');
    expect(screen.getByRole('link', { name: 'Parcourir le marché' })).toHaveAttribute('href', '/fr/market');
    expect(screen.getByRole('link', { name: 'Voir les formules' })).toHaveAttribute('href', '/fr/subscription/pricing');
    await waitFor(() => expect(calls.filter((call) => call.procedure === 'profile.markTrialWelcomeSeen')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.filter((call) => call.procedure === 'profile.markTrialWelcomeSeen')).toHaveLength(1);
  });

  it('says why an account starts without a trial, leads to the plans, and records the visit once', async () => {
    const calls = fakeTrpc({
      'auth.me': () => ({ data: { user: WITHOUT_TRIAL } }),
      'profile.markTrialWelcomeSeen': () => ({ data: { user: { ...WITHOUT_TRIAL, trialWelcomePending: false } } }),
    });
    renderAuthPage(<WelcomeTrialPage />, { path: '/welcome' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Bienvenue, Julien' })).toBeInTheDocument();
    const why = normalize(screen.getByTestId('welcome-no-trial').textContent);
    expect(why).toContain('Cette adresse a déjà bénéficié d’un essai gratuit sur un compte précédent');
    expect(why).toContain('ce compte commence donc sans essai');
    expect(screen.getByRole('link', { name: 'Choisir une formule' })).toHaveAttribute('href', '/fr/subscription/pricing');
    expect(screen.queryByRole('link', { name: 'Créer un modèle' })).toBeNull();
    expect(screen.queryByTestId('welcome-trial-end')).toBeNull();
    expect(screen.queryByText(/30 jours/)).toBeNull();
    await waitFor(() => expect(calls.filter((call) => call.procedure === 'profile.markTrialWelcomeSeen')).toHaveLength(1));
  });

  it('says it in English and Dutch too', async () => {
    fakeTrpc({ 'auth.me': () => ({ data: { user: { ...WITHOUT_TRIAL, trialWelcomePending: false } } }) });
    const { unmount } = renderAuthPage(<WelcomeTrialPage />, { path: '/welcome', locale: 'en' });
    expect(await screen.findByTestId('welcome-no-trial')).toHaveTextContent('This address already had a free trial on an earlier account');
    expect(screen.getByRole('link', { name: 'Choose a plan' })).toHaveAttribute('href', '/en/subscription/pricing');
    unmount();
    renderAuthPage(<WelcomeTrialPage />, { path: '/welcome', locale: 'nl' });
    expect(await screen.findByTestId('welcome-no-trial')).toHaveTextContent('Dit adres had al een gratis proefperiode op een eerder account');
    expect(screen.getByRole('link', { name: 'Kies een formule' })).toHaveAttribute('href', '/nl/subscription/pricing');
  });

  it('does not record anything when the visit was already recorded', async () => {
    const calls = fakeTrpc({ 'auth.me': () => ({ data: { user: { ...USER, trialWelcomePending: false } } }) });
    renderAuthPage(<WelcomeTrialPage />, { path: '/welcome', locale: 'en' });
    expect(await screen.findByTestId('welcome-trial-end')).toHaveTextContent('until December 24, 2026');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.some((call) => call.procedure === 'profile.markTrialWelcomeSeen')).toBe(false);
  });
});
