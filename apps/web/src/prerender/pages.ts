// What the prerender (entry-server.tsx) needs to know about each guest page beyond the route table: whether it is
// prerendered, and the text its meta description (and og:description) is taken from. Each page's description is the
// lead of its own heading, so it is translated with the page and never says something the page does not.
import { GUEST_ENTRY_PAGES, LOCALES, TRIAL_DAYS, type TGuestEntryPageName, type TLocale } from '@praxiform/domain';
import { legalValues } from '../features/public/legal-values';
import { localizedPath } from '../lib/locale-core';

/** Every guest page but the password reset, whose content depends on the link's token. */
export type TPublicPageName = Exclude<TGuestEntryPageName, 'ResetPassword'>;

/** One page of one language to prerender; url is the SPA's path (/fr, /en/faq…). */
export type TPrerenderedPage = { locale: TLocale; path: string; name: TPublicPageName; url: string };

/** The i18n key (namespace:key) of the page's description and its interpolation values. */
export function pageDescription(name: TPublicPageName, locale: TLocale): [key: string, values: Record<string, unknown>] {
  const values = legalValues(locale);
  switch (name) {
    case 'Landing':
      return ['landing:hero.subtitle', values];
    case 'Faq':
      return ['faq:page.subtitle', values];
    case 'SubscriptionPricing':
      return ['pricing:page.lead', { ...values, days: TRIAL_DAYS }];
    case 'Cgv':
      return ['legal:cgv.intro', values];
    case 'Cgu':
      return ['legal:cgu.intro', values];
    case 'Rgpd':
      return ['legal:rgpd.intro', values];
    case 'Privacy':
      return ['legal:privacy.intro', values];
    case 'login':
      return ['auth:login.subtitle', values];
    case 'register':
      return ['auth:register.subtitle', values];
    case 'ForgotPassword':
      return ['auth:forgotPassword.subtitle', values];
  }
}

/** The pages to prerender: each prerendered guest page in each language. */
export const PRERENDERED_PAGES: readonly TPrerenderedPage[] = LOCALES.flatMap((locale) =>
  GUEST_ENTRY_PAGES.flatMap(([path, name]) =>
    name === 'ResetPassword' ? [] : [{ locale, path, name, url: localizedPath(locale, path === '' ? '/' : `/${path}`) }],
  ),
);
