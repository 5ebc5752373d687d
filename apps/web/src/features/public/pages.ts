// The public pages (landing, FAQ, legal texts, pricing), by route name (routes/page-registry.tsx renders them inside
// the public layout), each loaded when first visited, or preloaded before the guest entry hydrates its prerendered HTML
// (routes/lazy-page.ts).
import { createElement } from 'react';
import { lazyPage, type TLazyPage } from '../../routes/lazy-page';
import type { TLegalKind } from './legal-document';
import type { TPageRegistry } from '../../routes/page-registry';

const LegalPage = lazyPage(() => import('./legal-page').then((module) => module.LegalPage), ['legal']);
const LandingPage = lazyPage(() => import('./landing-page').then((module) => module.LandingPage), ['landing', 'faq', 'pricing']);
const FaqPage = lazyPage(() => import('./faq-page').then((module) => module.FaqPage), ['faq']);
const PricingPage = lazyPage(() => import('./pricing-page').then((module) => module.PricingPage), ['pricing', 'faq']);

/** A legal text's page, loaded (and preloaded) with the one legal page module. */
function legalPage(kind: TLegalKind): TLazyPage {
  const Page = () => createElement(LegalPage, { kind });
  return Object.assign(Page, { preload: LegalPage.preload });
}

export const PUBLIC_PAGES: TPageRegistry = {
  Landing: LandingPage,
  Faq: FaqPage,
  Cgv: legalPage('cgv'),
  Cgu: legalPage('cgu'),
  Rgpd: legalPage('rgpd'),
  Privacy: legalPage('privacy'),
  SubscriptionPricing: PricingPage,
};
