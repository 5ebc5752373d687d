// PricingPlans: the amounts of billing.plans (the Stripe Prices) in the page's language with the monthly equivalent and
// savings; loading, error with retry, payments not configured (no pay button, a note); signed in: Stripe Checkout
// (busy, translated failures), already subscribed: manage from the profile. Stripe in test mode: a note; the remaining
// trial days kept by subscribing now: the date of the first payment (signed in), the rule in the notes (signed out).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_STORAGE_KEY, type TLocale } from '@praxiform/domain';
import { resources } from '@praxiform/i18n';
import type { TBillingStatus } from '../../lib/api-types';
import { BILLING_PLANS, billingStatus, currentUser, TRIAL_END, type TSubscription } from '../../test/account-fixtures';
import { fakeTrpc, type TFakeAnswer } from '../../test/render-page';
import { PricingPlans } from './pricing-plans';
import { renderInLocale } from './test-utils';

// Intl separates the amount and the symbol with a (narrow) no-break space in French.
const normalize = (text: string | null) => (text ?? '').replace(/\s/g, ' ');

const PLANS = BILLING_PLANS;
const NOT_CONFIGURED = { configured: false, testMode: false, plans: PLANS.plans.map((plan) => ({ ...plan, amount: null, currency: null })) };

const user = (subscription: Partial<TSubscription> = {}) => currentUser({ subscription });
const STATUS = billingStatus();

function signedIn(subscription: Partial<TSubscription> = {}, status: Partial<TBillingStatus> = {}) {
  window.localStorage.setItem(TOKEN_STORAGE_KEY, 'session-token');
  return {
    'auth.me': (): TFakeAnswer => ({ data: { user: user(subscription) } }),
    'billing.status': (): TFakeAnswer => ({ data: { ...STATUS, ...subscription, ...status } }),
  };
}

/** A batched call arrives as { 0: input }, a lone one as the input itself. */
const inputOf = (input: unknown) => (input as Record<string, unknown> | undefined)?.[0] ?? input;

const pricing = resources.fr.pricing as { billing: Record<string, string>; trialCarryOver: string };
const errors = resources.fr.errors as { codes: Record<string, string> };

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('PricingPlans', () => {
  it('shows a skeleton while loading, then the three plans with a link to registration each (signed out)', async () => {
    fakeTrpc({ 'billing.plans': () => ({ data: PLANS }) });
    renderInLocale(<PricingPlans />, 'fr');
    expect(screen.getByTestId('plans-loading')).toHaveTextContent(pricing.billing.loading!);
    expect(await screen.findAllByRole('heading', { level: 3 })).toHaveLength(3);
    for (const name of ['Mensuel', 'Trimestriel', 'Annuel']) expect(screen.getByRole('heading', { name })).toBeInTheDocument();
    for (const link of screen.getAllByRole('link', { name: /Commencer l’essai gratuit/ })) expect(link).toHaveAttribute('href', '/fr/register');
    expect(screen.getByRole('link', { name: pricing.billing.signIn })).toHaveAttribute('href', '/fr/login');
    expect(screen.queryByTestId('payments-not-configured')).toBeNull();
  });

  it.each([
    ['fr', '29 €', '290 €', '24,17 €', '58 €'],
    ['en', '€29', '€290', '€24.17', '€58'],
    ['nl', '€ 29', '€ 290', '€ 24,17', '€ 58'],
  ] as const)('formats the fetched amounts in %s', async (locale: TLocale, monthly, yearly, yearlyPerMonth, yearlySavings) => {
    fakeTrpc({ 'billing.plans': () => ({ data: PLANS }) });
    renderInLocale(<PricingPlans />, locale);
    expect(normalize((await screen.findByTestId('plan-monthly-price')).textContent)).toBe(monthly);
    expect(normalize(screen.getByTestId('plan-yearly-price').textContent)).toBe(yearly);
    expect(normalize(screen.getByTestId('plan-yearly-per-month').textContent)).toContain(yearlyPerMonth);
    expect(normalize(screen.getByTestId('plan-yearly-savings').textContent)).toContain(yearlySavings);
    expect(screen.queryByTestId('plan-monthly-savings')).toBeNull();
  });

  it('follows the amounts of Stripe, not numbers of the code', async () => {
    fakeTrpc({
      'billing.plans': () => ({
        data: { configured: true, testMode: false, plans: PLANS.plans.map((plan) => ({ ...plan, amount: plan.amount + 100 * plan.months })) },
      }),
    });
    renderInLocale(<PricingPlans />, 'fr');
    expect(normalize((await screen.findByTestId('plan-monthly-price')).textContent)).toBe('30 €');
    expect(normalize(screen.getByTestId('plan-yearly-price').textContent)).toBe('302 €');
    const yearlyCard = screen.getByRole('heading', { name: 'Annuel' }).closest('li');
    expect(yearlyCard && within(yearlyCard).getByText('Le plus avantageux')).toBeInTheDocument();
  });

  it('without Stripe: the plans without amounts nor pay button, and a note', async () => {
    fakeTrpc({ 'billing.plans': () => ({ data: NOT_CONFIGURED }), ...signedIn() });
    renderInLocale(<PricingPlans />, 'fr');
    expect(normalize((await screen.findByTestId('payments-not-configured')).textContent)).toBe(normalize(pricing.billing.notConfigured!));
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(3);
    expect(screen.queryByTestId('plan-monthly-price')).toBeNull();
    expect(screen.queryByRole('button', { name: /S’abonner/ })).toBeNull();
  });

  it('a failed load says why and retries', async () => {
    let fail = true;
    const calls = fakeTrpc({
      'billing.plans': () => (fail ? { error: { appCode: 'INTERNAL', httpStatus: 500 } } : { data: PLANS }),
    });
    renderInLocale(<PricingPlans />, 'fr');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(pricing.billing.loadFailed!);
    expect(alert).toHaveTextContent(errors.codes.INTERNAL!);
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByTestId('plan-monthly-price')).toBeInTheDocument();
    expect(calls.filter((call) => call.procedure === 'billing.plans')).toHaveLength(2);
  });

  it('signed in during a trial: subscribe opens Stripe Checkout for the plan', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const calls = fakeTrpc({
      'billing.plans': () => ({ data: PLANS }),
      'billing.checkout': () => ({ data: { url: 'http://stripe.test/checkout/cs_1' } }),
      ...signedIn(),
    });
    renderInLocale(<PricingPlans />, 'fr');
    fireEvent.click(await screen.findByTestId('plan-yearly-subscribe'));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://stripe.test/checkout/cs_1'));
    expect(inputOf(calls.find((call) => call.procedure === 'billing.checkout')?.input)).toEqual({ plan: 'yearly' });
    expect(screen.getByTestId('plan-yearly-subscribe')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByTestId('plan-monthly-subscribe')).toBeDisabled();
    expect(screen.queryByRole('link', { name: /Commencer l’essai gratuit/ })).toBeNull();
  });

  it.each(['PAYMENT_SESSION_FAILED', 'ALREADY_SUBSCRIBED'])('a refused checkout (%s) is said in words', async (code) => {
    fakeTrpc({
      'billing.plans': () => ({ data: PLANS }),
      'billing.checkout': () => ({ error: { appCode: code, httpStatus: 502 } }),
      ...signedIn({ status: 'expired', entitled: false, trialDaysLeft: null }),
    });
    renderInLocale(<PricingPlans />, 'fr');
    fireEvent.click(await screen.findByTestId('plan-monthly-subscribe'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(pricing.billing.checkoutFailed!);
    expect(alert).toHaveTextContent(errors.codes[code]!);
    expect(screen.getByTestId('plan-monthly-subscribe')).toBeEnabled();
  });

  it('already subscribed: no pay button, a link to manage it in the profile', async () => {
    fakeTrpc({ 'billing.plans': () => ({ data: PLANS }), ...signedIn({ status: 'active', plan: 'monthly', trialDaysLeft: null }) });
    renderInLocale(<PricingPlans />, 'fr');
    expect(await screen.findByRole('link', { name: pricing.billing.manage })).toHaveAttribute('href', '/fr/profile#subscription');
    expect(screen.queryByTestId('plan-monthly-subscribe')).toBeNull();
  });

  it('Stripe in test mode: a note says no real money is charged', async () => {
    fakeTrpc({ 'billing.plans': () => ({ data: { ...PLANS, testMode: true } }) });
    renderInLocale(<PricingPlans />, 'fr');
    const note = await screen.findByRole('note');
    expect(normalize(note.textContent)).toBe('Mode test : les paiements sont simulés, aucun argent réel n’est prélevé.');
  });

  it.each([
    ['en', 'Test mode: payments are simulated, no real money is charged.'],
    ['nl', 'Testmodus: betalingen worden gesimuleerd, er wordt geen echt geld afgeschreven.'],
  ] as const)('the test-mode note in %s', async (locale, text) => {
    fakeTrpc({ 'billing.plans': () => ({ data: { ...PLANS, testMode: true } }) });
    renderInLocale(<PricingPlans />, locale);
    expect(await screen.findByRole('note')).toHaveTextContent(text);
  });

  it('live mode: no test-mode note', async () => {
    fakeTrpc({ 'billing.plans': () => ({ data: PLANS }) });
    renderInLocale(<PricingPlans />, 'fr');
    await screen.findByTestId('plan-monthly-price');
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('signed out: the notes say that subscribing during the trial keeps its remaining days', async () => {
    const calls = fakeTrpc({ 'billing.plans': () => ({ data: PLANS }) });
    renderInLocale(<PricingPlans />, 'fr');
    await screen.findByTestId('plan-monthly-price');
    expect(normalize(document.body.textContent)).toContain(normalize(pricing.trialCarryOver));
    expect(pricing.trialCarryOver).toBe('En vous abonnant pendant votre essai gratuit, vous conservez les jours d’essai restants.');
    expect(calls.some((call) => call.procedure === 'billing.status')).toBe(false);
  });

  it.each([
    ['en', 'Subscribing during your free trial keeps the remaining trial days.'],
    ['nl', 'Neemt u tijdens uw gratis proefperiode een abonnement, dan behoudt u de resterende proefdagen.'],
  ] as const)('signed out in %s: the trial kept in the notes', async (locale, text) => {
    fakeTrpc({ 'billing.plans': () => ({ data: PLANS }) });
    renderInLocale(<PricingPlans />, locale);
    await screen.findByTestId('plan-monthly-price');
    expect(document.body).toHaveTextContent(text);
  });

  it('signed in during a trial: subscribing now keeps the remaining days, the first payment on its end', async () => {
    fakeTrpc({ 'billing.plans': () => ({ data: PLANS }), ...signedIn({}, { trialCarriedUntil: TRIAL_END }) });
    renderInLocale(<PricingPlans />, 'fr');
    const note = await screen.findByTestId('trial-carried-note');
    expect(normalize(note.textContent)).toBe(
      'En vous abonnant maintenant, vous conservez vos jours d’essai restants : le premier paiement aura lieu le 24 décembre 2026.',
    );
    // Each subscribe button is described by its plan and by the note.
    expect(normalize(screen.getByTestId('plan-yearly-subscribe').getAttribute('aria-describedby'))).toContain(note.id);
    expect(screen.getByTestId('plan-yearly-subscribe')).toHaveAccessibleDescription(/premier paiement aura lieu le 24/);
    // The general rule is for visitors; the practitioner reads the date.
    expect(normalize(document.body.textContent)).not.toContain(normalize(pricing.trialCarryOver));
  });

  it.each([
    ['en', 'Subscribing now keeps your remaining trial days: the first payment is on December 24, 2026.'],
    ['nl', 'Neemt u nu een abonnement, dan behoudt u uw resterende proefdagen: de eerste betaling vindt plaats op 24 december 2026.'],
  ] as const)('the first payment date of a kept trial in %s', async (locale, text) => {
    fakeTrpc({ 'billing.plans': () => ({ data: PLANS }), ...signedIn({}, { trialCarriedUntil: TRIAL_END }) });
    renderInLocale(<PricingPlans />, locale);
    expect(normalize((await screen.findByTestId('trial-carried-note')).textContent)).toBe(text);
  });

  it('less than 48 h of trial left: nothing about keeping the trial', async () => {
    const calls = fakeTrpc({ 'billing.plans': () => ({ data: PLANS }), ...signedIn({ trialDaysLeft: 1 }, { trialCarriedUntil: null }) });
    renderInLocale(<PricingPlans />, 'fr');
    await screen.findByTestId('plan-monthly-subscribe');
    await waitFor(() => expect(calls.some((call) => call.procedure === 'billing.status')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('trial-carried-note')).toBeNull();
    expect(document.body.textContent).not.toMatch(/jours d’essai restants/);
    expect(screen.getByTestId('plan-monthly-subscribe')).toHaveAccessibleDescription('Mensuel');
  });

  it('after the trial: billing.status is not asked, nothing about keeping a trial', async () => {
    const calls = fakeTrpc({ 'billing.plans': () => ({ data: PLANS }), ...signedIn({ status: 'expired', entitled: false, trialDaysLeft: null }) });
    renderInLocale(<PricingPlans />, 'fr');
    await screen.findByTestId('plan-monthly-subscribe');
    expect(screen.queryByTestId('trial-carried-note')).toBeNull();
    expect(calls.some((call) => call.procedure === 'billing.status')).toBe(false);
  });
});
