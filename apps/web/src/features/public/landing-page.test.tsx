// LandingPage: the free-trial call to action, the features and the pricing section in each language.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@praxiform/domain';
import { LandingPage } from './landing-page';
import { PricingPage } from './pricing-page';
import { renderInLocale } from './test-utils';

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
  it.each(LOCALES)('renders plans, comparison and FAQ teaser in %s', (locale) => {
    renderInLocale(<PricingPage />, locale, '/subscription/pricing');
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('table')).toBeInTheDocument();
    const body = document.body.textContent ?? '';
    expect(body).not.toMatch(/\{\{|\}\}|(included|comparison|plans|perks|teaser)\.[a-z]/);
  });
});
