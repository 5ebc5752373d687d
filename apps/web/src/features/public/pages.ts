// The public pages (landing, FAQ, legal texts, pricing), by route name (routes/page-registry.tsx renders them inside
// the public layout), each loaded when first visited.
import { createElement } from 'react';
import { lazyPage } from '../../routes/lazy-page';
import type { TPageRegistry } from '../../routes/page-registry';

const LegalPage = lazyPage(() => import('./legal-page').then((module) => module.LegalPage), ['legal']);

function CgvPage() {
  return createElement(LegalPage, { kind: 'cgv' });
}

function CguPage() {
  return createElement(LegalPage, { kind: 'cgu' });
}

function RgpdPage() {
  return createElement(LegalPage, { kind: 'rgpd' });
}

function PrivacyPage() {
  return createElement(LegalPage, { kind: 'privacy' });
}

export const PUBLIC_PAGES: TPageRegistry = {
  Landing: lazyPage(() => import('./landing-page').then((module) => module.LandingPage), ['landing', 'faq', 'pricing']),
  Faq: lazyPage(() => import('./faq-page').then((module) => module.FaqPage), ['faq']),
  Cgv: CgvPage,
  Cgu: CguPage,
  Rgpd: RgpdPage,
  Privacy: PrivacyPage,
  SubscriptionPricing: lazyPage(() => import('./pricing-page').then((module) => module.PricingPage), ['pricing', 'faq']),
};
