// Root of the /fr, /en and /nl trees: the URL prefix becomes the active (and remembered) locale.
import { useLayoutEffect } from 'react';
import { Outlet } from 'react-router-dom';
import type { TLocale } from '@praxiform/domain';
import { activateLocale } from '../lib/i18n';

export function LocaleRoot({ locale }: { locale: TLocale }) {
  useLayoutEffect(() => {
    activateLocale(locale);
  }, [locale]);
  return <Outlet />;
}
