// PricingPlans: three plans, prices formatted in the active locale, correct monthly equivalent and savings.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PLAN_PRICES_EUR, SUBSCRIPTION_PLANS, type TLocale } from '@praxiform/domain';
import { formatEuros } from './format';
import { planOffer } from './pricing-math';
import { PricingPlans } from './pricing-plans';
import { renderInLocale } from './test-utils';

// Intl separates the amount and the symbol with a (narrow) no-break space in French.
const normalize = (text: string | null) => (text ?? '').replace(/\s/g, ' ');

describe('PricingPlans', { timeout: 20_000 }, () => {
  it('lists the three plans with a link to registration each', () => {
    renderInLocale(<PricingPlans />, 'fr');
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(3);
    for (const name of ['Mensuel', 'Trimestriel', 'Annuel']) expect(screen.getByRole('heading', { name })).toBeInTheDocument();
    for (const link of screen.getAllByRole('link', { name: /Commencer l’essai gratuit/ })) expect(link).toHaveAttribute('href', '/fr/register');
  });

  it.each([
    ['fr', '29 €', '290 €', '24,17 €'],
    ['en', '€29', '€290', '€24.17'],
  ] as const)('formats prices in %s', (locale, monthly, yearly, yearlyPerMonth) => {
    renderInLocale(<PricingPlans />, locale);
    expect(normalize(screen.getByTestId('plan-monthly-price').textContent)).toBe(monthly);
    expect(normalize(screen.getByTestId('plan-yearly-price').textContent)).toBe(yearly);
    expect(normalize(screen.getByTestId('plan-yearly-per-month').textContent)).toContain(yearlyPerMonth);
  });

  it.each(['fr', 'en', 'nl'] as const)('shows every plan price and the savings in %s', (locale: TLocale) => {
    renderInLocale(<PricingPlans />, locale);
    for (const plan of SUBSCRIPTION_PLANS) {
      expect(normalize(screen.getByTestId(`plan-${plan}-price`).textContent)).toBe(normalize(formatEuros(locale, PLAN_PRICES_EUR[plan])));
    }
    const quarterly = planOffer('quarterly');
    const yearly = planOffer('yearly');
    expect(normalize(screen.getByTestId('plan-quarterly-savings').textContent)).toContain(normalize(formatEuros(locale, quarterly.savings)));
    expect(normalize(screen.getByTestId('plan-yearly-savings').textContent)).toContain(normalize(formatEuros(locale, yearly.savings)));
    expect(screen.queryByTestId('plan-monthly-savings')).toBeNull();
  });

  it('states the savings of the current prices (8 € a quarter, 58 € a year, 16 %)', () => {
    renderInLocale(<PricingPlans />, 'fr');
    expect(normalize(screen.getByTestId('plan-quarterly-savings').textContent)).toContain('8 €');
    expect(normalize(screen.getByTestId('plan-yearly-savings').textContent)).toContain('58 €');
    expect(normalize(screen.getByTestId('plan-yearly-savings-percent').textContent)).toBe('−16 %');
    const yearlyCard = screen.getByRole('heading', { name: 'Annuel' }).closest('li');
    expect(yearlyCard && within(yearlyCard).getByText('Le plus avantageux')).toBeInTheDocument();
  });
});
