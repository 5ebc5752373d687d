// PricingPlans: the amounts of billing.plans (the Stripe Prices) in the page's language with the monthly equivalent and
// savings; loading, error with retry, payments not configured (no pay button, a note); signed in: Stripe Checkout
// (busy, translated failures), already subscribed: manage from the profile.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_STORAGE_KEY, type TLocale } from '@praxiform/domain';
import { resources } from '@praxiform/i18n';
import type { TCurrentUser } from '../../lib/api-types';
import { fakeTrpc, type TFakeAnswer } from '../../test/render-page';
import { PricingPlans } from './pricing-plans';
import { renderInLocale } from './test-utils';

// Intl separates the amount and the symbol with a (narrow) no-break space in French.
const normalize = (text: string | null) => (text ?? '').replace(/\s/g, ' ');

const PLANS = {
  configured: true,
  plans: [
    { plan: 'monthly', months: 1, amount: 2900, currency: 'eur' },
    { plan: 'quarterly', months: 3, amount: 7900, currency: 'eur' },
    { plan: 'yearly', months: 12, amount: 29000, currency: 'eur' },
  ],
};
const NOT_CONFIGURED = { configured: false, plans: PLANS.plans.map((plan) => ({ ...plan, amount: null, currency: null })) };

const SUBSCRIPTION: TCurrentUser['subscription'] = {
  status: 'trial',
  plan: null,
  trialEndsAt: '2026-12-24T10:00:00.000Z',
  trialDaysLeft: 30,
  currentPeriodEnd: null,
  cancelAtPeriodEnd: false,
  paymentFailed: false,
  entitled: true,
  trialAlreadyUsed: false,
};
function user(subscription: Partial<typeof SUBSCRIPTION> = {}) {
  return {
    id: 1,
    firstName: 'Julien',
    lastName: 'Lefèvre',
    email: 'julien@cabinet.fr',
    role: 'trial',
    isAdministrator: false,
    profileCompleted: true,
    interfaceLanguage: 'fr',
    subscription: { ...SUBSCRIPTION, ...subscription },
    trialWelcomePending: false,
  };
}

function signedIn(subscription: Partial<typeof SUBSCRIPTION> = {}) {
  window.localStorage.setItem(TOKEN_STORAGE_KEY, 'session-token');
  return { 'auth.me': (): TFakeAnswer => ({ data: { user: user(subscription) } }) };
}

/** A batched call arrives as { 0: input }, a lone one as the input itself. */
const inputOf = (input: unknown) => (input as Record<string, unknown> | undefined)?.[0] ?? input;

const pricing = resources.fr.pricing as { billing: Record<string, string> };
const errors = resources.fr.errors as { codes: Record<string, string> };

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('PricingPlans', { timeout: 20_000 }, () => {
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
        data: { configured: true, plans: PLANS.plans.map((plan) => ({ ...plan, amount: plan.amount + 100 * plan.months })) },
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
});
