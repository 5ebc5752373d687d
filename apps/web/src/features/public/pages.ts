// The public pages (landing, FAQ, legal texts, pricing), by route name (routes/page-registry.tsx renders them inside
// the public layout), each loaded when first visited. They are also prerendered (src/prerender/): on such a page
// main.tsx preloads the page's code and texts before hydrating, so that the page renders at once, in step with the
// rest of the static HTML, instead of suspending (a suspended part would lose its HTML on the first update above it).
import { createElement, lazy, type ComponentType } from 'react';
import type { TNamespace } from '@praxiform/i18n';
import { loadNamespaces } from '../../lib/i18n';
import type { TPageRegistry } from '../../routes/page-registry';
import type { TRouteName } from '../../routes/route-names';

type TPreloadablePage<TProps extends object> = ComponentType<TProps> & { preload: () => Promise<void> };

/**
 * routes/lazy-page.ts's lazyPage with a preload: the page's module and namespaces load on first render (suspending
 * meanwhile, as any lazy page) or before it, through preload(); once loaded, the page renders without suspending.
 */
function lazyPage<TProps extends object>(load: () => Promise<ComponentType<TProps>>, namespaces: readonly TNamespace[]): TPreloadablePage<TProps> {
  let Loaded: ComponentType<TProps> | null = null;
  let loading: Promise<void> | null = null;
  const preload = () =>
    (loading ??= Promise.all([load(), loadNamespaces(namespaces)]).then(([Page]) => {
      Loaded = Page;
    }));
  const Lazy = lazy(async () => {
    await preload();
    return { default: Loaded as ComponentType<TProps> };
  });
  function PublicPage(props: TProps) {
    return Loaded ? createElement(Loaded, props) : createElement(Lazy, props);
  }
  return Object.assign(PublicPage, { preload });
}

const LegalPage = lazyPage(() => import('./legal-page').then((module) => module.LegalPage), ['legal']);
const LandingPage = lazyPage(() => import('./landing-page').then((module) => module.LandingPage), ['landing', 'faq', 'pricing']);
const FaqPage = lazyPage(() => import('./faq-page').then((module) => module.FaqPage), ['faq']);
const PricingPage = lazyPage(() => import('./pricing-page').then((module) => module.PricingPage), ['pricing', 'faq']);

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
  Landing: LandingPage,
  Faq: FaqPage,
  Cgv: CgvPage,
  Cgu: CguPage,
  Rgpd: RgpdPage,
  Privacy: PrivacyPage,
  SubscriptionPricing: PricingPage,
};

/** Loads a public page's code and texts ahead of its first render (main.tsx, before hydrating its prerendered HTML). */
export const PUBLIC_PAGE_PRELOADS: Partial<Record<TRouteName, () => Promise<void>>> = {
  Landing: LandingPage.preload,
  Faq: FaqPage.preload,
  Cgv: LegalPage.preload,
  Cgu: LegalPage.preload,
  Rgpd: LegalPage.preload,
  Privacy: LegalPage.preload,
  SubscriptionPricing: PricingPage.preload,
};
