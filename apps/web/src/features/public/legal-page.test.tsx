// LegalPage: each document quotes the LEGAL constants, in every language, with a table of contents and its date.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LEGAL, LOCALES } from '@praxiform/domain';
import { LegalPage } from './legal-page';
import { LEGAL_KINDS } from './legal-document';
import { renderInLocale } from './test-utils';

const text = () => (document.body.textContent ?? '').replace(/\s/g, ' ');

describe('LegalPage', () => {
  it.each(LOCALES)('quotes the legal durations on the GDPR page in %s', (locale) => {
    renderInLocale(<LegalPage kind="rgpd" />, locale, '/rgpd');
    const body = text();
    const months = { fr: 'mois', en: 'months', nl: 'maanden' }[locale];
    const years = { fr: 'ans', en: 'years', nl: 'jaar' }[locale];
    expect(body).toContain(`${LEGAL.cookiesMonths} ${months}`);
    expect(body).toContain(`${LEGAL.connectionLogsMonths} ${months}`);
    expect(body).toContain(`${LEGAL.billingDataYears} ${years}`);
    expect(body).toContain(`${LEGAL.accountDataRetentionYearsAfterUse} ${years}`);
  });

  it.each(LOCALES)('states the minimum age in the terms of use in %s', (locale) => {
    renderInLocale(<LegalPage kind="cgu" />, locale, '/cgu');
    expect(text()).toContain(String(LEGAL.minimumAge));
  });

  it('quotes the notice periods in the terms of sale', () => {
    renderInLocale(<LegalPage kind="cgv" />, 'en', '/cgv');
    expect(text()).toContain(`at least ${LEGAL.priceChangeNoticeDays} days`);
    expect(text()).toContain(`notice period of ${LEGAL.cancellationNoticeMonths} month`);
  });

  it.each(LEGAL_KINDS)('renders %s with a table of contents linking to every section and the update date', (kind) => {
    renderInLocale(<LegalPage kind={kind} />, 'fr', `/${kind}`);
    const toc = screen.getByRole('navigation', { name: 'Sommaire' });
    const links = toc.querySelectorAll('a');
    expect(links.length).toBeGreaterThan(3);
    for (const link of links) expect(document.getElementById(link.getAttribute('href')?.slice(1) ?? '')).not.toBeNull();
    expect(text()).toContain('26 novembre 2026');
    expect(text()).not.toMatch(/\{\{|\}\}/);
  });

  it.each([
    ['fr', 'Essai gratuit\u00a0: une empreinte de l’adresse', 'ne permet pas de retrouver l’adresse', 'n’est utilisée à aucune autre fin'],
    ['en', 'Free trial: a fingerprint of the address', 'cannot be recovered from this fingerprint', 'used for nothing else'],
    ['nl', 'Gratis proefperiode: een vingerafdruk van het adres', 'niet uit deze vingerafdruk worden teruggehaald', 'voor niets anders gebruikt'],
  ] as const)(
    'the privacy policy (%s) says a keyed, one-way fingerprint of the address outlives the account, for one trial only',
    (locale, title, oneWay, only) => {
      renderInLocale(<LegalPage kind="privacy" />, locale, '/privacy');
      expect(screen.getByRole('heading', { name: new RegExp(title) })).toBeInTheDocument();
      expect(text()).toContain('HMAC-SHA-256');
      expect(text()).toContain(oneWay);
      expect(text()).toContain(only);
    },
  );

  it('formats the update date in Dutch', () => {
    renderInLocale(<LegalPage kind="privacy" />, 'nl', '/privacy');
    expect(text()).toContain('26 november 2026');
    expect(text()).toContain('praxiform.token');
  });
});
