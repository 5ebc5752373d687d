// LandingPage: the free-trial call to action, the features and the pricing section in each language; Stripe in test
// mode is said in the plan section of the landing and on the pricing page.
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOCALES } from '@praxiform/domain';
import { LandingPage } from './landing-page';
import { PricingPage } from './pricing-page';
import { renderInLocale } from './test-utils';
import { fakeTrpc } from '../../test/render-page';
import { BILLING_PLANS } from '../../test/account-fixtures';

// The plans' amounts come from billing.plans (the Stripe Prices).
const PLANS = BILLING_PLANS;

beforeEach(() => fakeTrpc({ 'billing.plans': () => ({ data: PLANS }) }));
afterEach(() => vi.unstubAllGlobals());

describe('LandingPage', () => {
  it('offers the 30-day free trial, linking to registration', () => {
    renderInLocale(<LandingPage />, 'fr');
    const cta = screen.getAllByText('Commencer l’essai gratuit de 30 jours').map((label) => label.closest('a'));
    expect(cta.length).toBeGreaterThan(0);
    for (const link of cta) expect(link).toHaveAttribute('href', '/fr/register');
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
  });

  it.each(LOCALES)('renders every section without missing translations in %s', (locale) => {
    renderInLocale(<LandingPage />, locale);
    expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThanOrEqual(5);
    const body = document.body.textContent ?? '';
    expect(body).not.toMatch(/\{\{|\}\}|(hero|features|steps|trust|visual|plans|items)\.[a-z]/);
  });
});

describe('Stripe in test mode', () => {
  beforeEach(() => fakeTrpc({ 'billing.plans': () => ({ data: { ...PLANS, testMode: true } }) }));

  it('the landing says so in its plan section', async () => {
    renderInLocale(<LandingPage />, 'fr');
    const section = document.getElementById('pricing');
    if (!section) throw new Error('no plan section');
    expect(await within(section).findByRole('note')).toHaveTextContent('aucun argent réel n’est prélevé');
  });

  it('the pricing page says so above the plans', async () => {
    renderInLocale(<PricingPage />, 'en', '/subscription/pricing');
    expect(await screen.findByRole('note')).toHaveTextContent('Test mode: payments are simulated, no real money is charged.');
  });
});

describe('PricingPage', () => {
  it.each(LOCALES)('renders plans, comparison and FAQ teaser in %s', async (locale) => {
    renderInLocale(<PricingPage />, locale, '/subscription/pricing');
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('table')).toBeInTheDocument();
    const body = document.body.textContent ?? '';
    expect(body).not.toMatch(/\{\{|\}\}|(included|comparison|plans|perks|teaser)\.[a-z]/);
  });
});
