// LandingPage: the free-trial call to action, the features and the pricing section in each language.
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOCALES } from '@praxiform/domain';
import { LandingPage } from './landing-page';
import { PricingPage } from './pricing-page';
import { renderInLocale } from './test-utils';
import { fakeTrpc } from '../../test/render-page';

// The plans' amounts come from billing.plans (the Stripe Prices).
const PLANS = {
  configured: true,
  plans: [
    { plan: 'monthly', months: 1, amount: 2900, currency: 'eur' },
    { plan: 'quarterly', months: 3, amount: 7900, currency: 'eur' },
    { plan: 'yearly', months: 12, amount: 29000, currency: 'eur' },
  ],
};

beforeEach(() => fakeTrpc({ 'billing.plans': () => ({ data: PLANS }) }));
afterEach(() => vi.unstubAllGlobals());

// Rendering whole pages in jsdom is slow: allow more than the default 5 s.
describe('LandingPage', { timeout: 20_000 }, () => {
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

describe('PricingPage', { timeout: 20_000 }, () => {
  it.each(LOCALES)('renders plans, comparison and FAQ teaser in %s', async (locale) => {
    renderInLocale(<PricingPage />, locale, '/subscription/pricing');
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('table')).toBeInTheDocument();
    const body = document.body.textContent ?? '';
    expect(body).not.toMatch(/\{\{|\}\}|(included|comparison|plans|perks|teaser)\.[a-z]/);
  });
});
