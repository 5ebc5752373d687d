// The profile's Subscription section: loading and error states, the status with its dates, cancel after a
// confirmation that names the end of access, resume, the Stripe portal, a call to subscribe, translated failures; a
// first payment awaiting confirmation is said, in place of the call to subscribe.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_STORAGE_KEY } from '@praxiform/domain';
import { resources } from '@praxiform/i18n';
import type { TBillingStatus } from '../../lib/api-types';
import { fakeTrpc, renderAuthPage, type TFakeAnswer } from '../../test/render-page';
import { SubscriptionSection } from './subscription-section';

const ACTIVE: TBillingStatus = {
  configured: true,
  status: 'active',
  plan: 'quarterly',
  trialEndsAt: '2026-11-01T10:00:00.000Z',
  trialDaysLeft: null,
  currentPeriodEnd: '2027-02-24T10:00:00.000Z',
  cancelAtPeriodEnd: false,
  paymentFailed: false,
  entitled: true,
  canResume: false,
  hasCustomer: true,
  trialAlreadyUsed: false,
  paymentPending: false,
  trialCarriedUntil: null,
};
const CANCELED: TBillingStatus = { ...ACTIVE, status: 'canceled', cancelAtPeriodEnd: true, canResume: true };
const TRIAL: TBillingStatus = {
  ...ACTIVE,
  status: 'trial',
  plan: null,
  trialEndsAt: '2026-12-24T10:00:00.000Z',
  trialDaysLeft: 30,
  currentPeriodEnd: null,
  hasCustomer: false,
};

const USER = {
  id: 1,
  firstName: 'Julien',
  lastName: 'Lefèvre',
  email: 'julien@cabinet.fr',
  role: 'member',
  isAdministrator: false,
  profileCompleted: true,
  interfaceLanguage: 'fr',
  subscription: { ...ACTIVE },
  trialWelcomePending: false,
};

const errors = resources.fr.errors as { codes: Record<string, string> };
const normalize = (text: string | null | undefined) => (text ?? '').replace(/\s/g, ' ');

function serve(status: TBillingStatus | (() => TFakeAnswer), more: Record<string, (input: unknown) => TFakeAnswer> = {}) {
  return fakeTrpc({
    'auth.me': () => ({ data: { user: USER } }),
    'billing.status': typeof status === 'function' ? status : () => ({ data: status }),
    ...more,
  });
}

beforeEach(() => window.localStorage.setItem(TOKEN_STORAGE_KEY, 'session-token'));
afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('SubscriptionSection', () => {
  it('shows a skeleton, then the status, plan and renewal date', async () => {
    serve(ACTIVE);
    renderAuthPage(<SubscriptionSection />, { path: '/profile' });
    expect(screen.getByTestId('subscription-loading')).toBeInTheDocument();
    const region = await screen.findByRole('region', { name: 'Abonnement' });
    expect(await within(region).findByTestId('subscription-status')).toHaveTextContent('Actif');
    expect(region).toHaveTextContent('Trimestriel');
    expect(normalize(region.textContent)).toContain('Prochain renouvellement24 février 2027');
    expect(within(region).getByRole('button', { name: 'Gérer le paiement et les factures' })).toBeInTheDocument();
    expect(within(region).queryByRole('button', { name: 'Reprendre l’abonnement' })).toBeNull();
  });

  it('a failed load says why and retries', async () => {
    let fail = true;
    serve(() => (fail ? { error: { appCode: 'INTERNAL', httpStatus: 500 } } : { data: ACTIVE }));
    renderAuthPage(<SubscriptionSection />, { path: '/profile' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Votre abonnement n’a pas pu être chargé.');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByTestId('subscription-status')).toHaveTextContent('Actif');
  });

  it('cancels only after a confirmation naming the end of access, then shows the end date and resume', async () => {
    const calls = serve(ACTIVE, { 'billing.cancel': () => ({ data: CANCELED }) });
    renderAuthPage(<SubscriptionSection />, { path: '/profile' });
    fireEvent.click(await screen.findByRole('button', { name: 'Résilier l’abonnement' }));
    const dialog = await screen.findByRole('dialog', { name: /^Résilier l’abonnement/ });
    expect(normalize(dialog.textContent)).toContain('jusqu’au 24 février 2027');
    expect(calls.some((call) => call.procedure === 'billing.cancel')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Résilier' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByTestId('subscription-status')).toHaveTextContent('Résilié');
    expect(normalize(screen.getByRole('region').textContent)).toContain('Se termine le24 février 2027');
    expect(
      normalize(
        screen
          .getAllByRole('status')
          .map((node) => node.textContent)
          .join(' '),
      ),
    ).toContain('Abonnement résilié : accès conservé jusqu’au 24 février 2027.');
    expect(screen.getByRole('button', { name: 'Reprendre l’abonnement' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Résilier l’abonnement' })).toBeNull();
  });

  it('a refused cancellation is said in the dialog', async () => {
    serve(ACTIVE, { 'billing.cancel': () => ({ error: { appCode: 'SUBSCRIPTION_NOT_CANCELABLE', httpStatus: 409 } }) });
    renderAuthPage(<SubscriptionSection />, { path: '/profile' });
    fireEvent.click(await screen.findByRole('button', { name: 'Résilier l’abonnement' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Résilier' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(errors.codes.SUBSCRIPTION_NOT_CANCELABLE!);
  });

  it('resumes a canceled subscription', async () => {
    const calls = serve(CANCELED, { 'billing.resume': () => ({ data: ACTIVE }) });
    renderAuthPage(<SubscriptionSection />, { path: '/profile' });
    fireEvent.click(await screen.findByRole('button', { name: 'Reprendre l’abonnement' }));
    expect(normalize(screen.getByRole('region').textContent)).toContain('vous gardez l’accès jusqu’au 24 février 2027');
    await waitFor(() => expect(screen.getByTestId('subscription-status')).toHaveTextContent('Actif'));
    expect(screen.getByText('Abonnement repris : il sera renouvelé normalement.')).toBeInTheDocument();
    expect(calls.filter((call) => call.procedure === 'billing.resume')).toHaveLength(1);
  });

  it('a refused resume is said in words', async () => {
    serve(CANCELED, { 'billing.resume': () => ({ error: { appCode: 'SUBSCRIPTION_NOT_RESUMABLE', httpStatus: 409 } }) });
    renderAuthPage(<SubscriptionSection />, { path: '/profile' });
    fireEvent.click(await screen.findByRole('button', { name: 'Reprendre l’abonnement' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('La reprise a échoué.');
    expect(normalize(alert.textContent)).toContain(normalize(errors.codes.SUBSCRIPTION_NOT_RESUMABLE));
  });

  it('opens the Stripe portal, or says why it could not', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    let fail = true;
    serve(ACTIVE, {
      'billing.portal': () =>
        fail ? { error: { appCode: 'PAYMENT_SESSION_FAILED', httpStatus: 502 } } : { data: { url: 'http://stripe.test/portal/9' } },
    });
    renderAuthPage(<SubscriptionSection />, { path: '/profile' });
    fireEvent.click(await screen.findByRole('button', { name: 'Gérer le paiement et les factures' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('L’espace de paiement n’a pas pu s’ouvrir.');
    expect(alert).toHaveTextContent(errors.codes.PAYMENT_SESSION_FAILED!);
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Gérer le paiement et les factures' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://stripe.test/portal/9'));
  });

  it('during a trial: its end, the days left and a call to choose a plan, no portal without a customer', async () => {
    serve(TRIAL);
    renderAuthPage(<SubscriptionSection />, { path: '/profile' });
    expect(await screen.findByTestId('subscription-status')).toHaveTextContent('Essai gratuit');
    expect(normalize(screen.getByRole('region').textContent)).toContain('Fin de l’essai24 décembre 2026 (30 jours restants)');
    expect(screen.getByRole('link', { name: 'Choisir une formule' })).toHaveAttribute('href', '/fr/subscription/pricing');
    expect(screen.queryByRole('button', { name: 'Gérer le paiement et les factures' })).toBeNull();
  });

  it('without Stripe: says payments are not configured, no action', async () => {
    serve({ ...TRIAL, configured: false });
    renderAuthPage(<SubscriptionSection />, { path: '/profile' });
    expect(await screen.findByText('Le paiement en ligne n’est pas configuré sur ce serveur.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Choisir une formule' })).toBeNull();
  });

  it('an administrator without a subscription is not told that access has ended', async () => {
    serve({ ...TRIAL, status: 'none', trialEndsAt: null, trialDaysLeft: null, entitled: true });
    renderAuthPage(<SubscriptionSection />, { path: '/profile' });
    expect(await screen.findByTestId('subscription-status')).toHaveTextContent('Aucun abonnement');
    expect(screen.queryByText(/Votre accès a pris fin/)).toBeNull();
  });

  it('an account that started without a trial says its address already had one, with a call to choose a plan', async () => {
    serve({ ...TRIAL, status: 'none', trialEndsAt: null, trialDaysLeft: null, entitled: false, hasCustomer: false, trialAlreadyUsed: true });
    renderAuthPage(<SubscriptionSection />, { path: '/profile' });
    expect(await screen.findByTestId('subscription-status')).toHaveTextContent('Aucun abonnement');
    expect(screen.getByText(/Cette adresse a déjà bénéficié d’un essai gratuit sur un compte précédent/)).toBeInTheDocument();
    expect(screen.queryByText(/Votre accès a pris fin/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Choisir une formule' })).toBeInTheDocument();
  });

  it('an ended access says the data stays readable, with a call to choose a plan', async () => {
    serve({ ...TRIAL, status: 'expired', trialDaysLeft: null, entitled: false });
    renderAuthPage(<SubscriptionSection />, { path: '/profile' });
    expect(await screen.findByTestId('subscription-status')).toHaveTextContent('Terminé');
    expect(screen.getByText(/Votre accès a pris fin/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choisir une formule' })).toBeInTheDocument();
  });

  it('a first payment awaiting confirmation is said, with no second call to subscribe', async () => {
    serve({ ...TRIAL, status: 'expired', trialDaysLeft: null, entitled: false, hasCustomer: true, paymentPending: true });
    renderAuthPage(<SubscriptionSection />, { path: '/profile' });
    const line = await screen.findByTestId('subscription-payment-pending');
    expect(normalize(line.textContent)).toBe(
      'Premier paiement en attente de confirmation : votre abonnement sera actif dès que Stripe l’aura confirmé.',
    );
    expect(screen.queryByText(/Votre accès a pris fin/)).toBeNull();
    expect(screen.queryByRole('link', { name: 'Choisir une formule' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Gérer le paiement et les factures' })).toBeInTheDocument();
  });

  it.each([
    ['en', 'First payment awaiting confirmation'],
    ['nl', 'Eerste betaling wacht op bevestiging'],
  ] as const)('the pending first payment in %s', async (locale, text) => {
    serve({ ...TRIAL, paymentPending: true, hasCustomer: true });
    renderAuthPage(<SubscriptionSection />, { locale, path: '/profile' });
    expect(await screen.findByTestId('subscription-payment-pending')).toHaveTextContent(text);
  });

  it('no pending payment: no such line', async () => {
    serve(TRIAL);
    renderAuthPage(<SubscriptionSection />, { path: '/profile' });
    await screen.findByTestId('subscription-status');
    expect(screen.queryByTestId('subscription-payment-pending')).toBeNull();
  });
});
