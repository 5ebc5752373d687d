// React side of the locale: the active locale from the URL prefix, localized paths and a prefix-adding Link.
import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { isLocale, type TLocale } from '@praxiform/domain';
import { detectBrowserLocale, localeFromPath, localizedPath } from './locale-core';

export { localizedPath } from './locale-core';

/** Active locale: the URL prefix; on prefix-less pages the i18next language (or the detected one). */
export function useLocale(): TLocale {
  const { pathname } = useLocation();
  const { i18n } = useTranslation();
  const fromPath = localeFromPath(pathname);
  if (fromPath) return fromPath;
  return isLocale(i18n.language) ? i18n.language : detectBrowserLocale();
}

export type TLocalizedLinkProps = Omit<ComponentPropsWithoutRef<typeof Link>, 'to'> & {
  /** Prefix-less path, e.g. '/market' or '/faq#billing'. */
  to: string;
};

/** React Router Link whose `to` gets the active locale prefix. */
export const LocalizedLink = forwardRef<HTMLAnchorElement, TLocalizedLinkProps>(function LocalizedLink({ to, ...rest }, ref) {
  const locale = useLocale();
  return <Link ref={ref} to={localizedPath(locale, to)} {...rest} />;
});
