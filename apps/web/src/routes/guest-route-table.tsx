// The guest entry's route table (guest-main.tsx, docs/architecture.md "The guest pages"): under each locale prefix,
// the public marketing and legal pages in the public layout and the sign-in pages (login, register, forgot and reset
// password) in the centered one, behind the guest guard, as in the SPA's table (route-table.tsx). Any other path is
// the SPA's: a navigation there loads the app (AppHandoff).
import { useEffect } from 'react';
import { useLocation, type RouteObject } from 'react-router-dom';
import { LOCALE_ROUTES, LOCALES, type TLocale } from '@praxiform/domain';
import { CenteredLayout } from '../components/layout/centered-layout';
import { PageLoader } from '../components/layout/page-loader';
import { PublicLayout } from '../components/layout/public-layout';
import { AUTH_PAGES } from '../features/auth/pages';
import { PUBLIC_PAGES } from '../features/public/pages';
import { RouteErrorPage } from '../features/shell/route-error-page';
import { Guard } from './guard';
import { LocaleRoot } from './locale-root';
import type { TPageRegistry } from './page-registry';
import { RootShell, pageRoutesFrom } from './page-routes';

/** The pages the guest entry renders itself, by route name. */
export const GUEST_REGISTRY: TPageRegistry = {
  ...PUBLIC_PAGES,
  login: AUTH_PAGES.login,
  register: AUTH_PAGES.register,
  ForgotPassword: AUTH_PAGES.ForgotPassword,
  ResetPassword: AUTH_PAGES.ResetPassword,
};

const pageRoutes = pageRoutesFrom(GUEST_REGISTRY);

/**
 * A path of the SPA reached from a guest page (after sign-in, a link to the app): the browser loads it, and the
 * server answers with the SPA. The first location of the page is never reloaded (key 'default'): the server sent this
 * entry for it, and reloading it would loop.
 */
function AppHandoff() {
  const location = useLocation();
  const external = location.key !== 'default';
  useEffect(() => {
    if (external) window.location.replace(`${location.pathname}${location.search}${location.hash}`);
  }, [external, location]);
  return <PageLoader />;
}

function localeRoutes(locale: TLocale): RouteObject[] {
  return [
    { element: <PublicLayout />, children: pageRoutes(locale, LOCALE_ROUTES.public) },
    { element: <CenteredLayout />, children: [{ element: <Guard kind="guest" />, children: pageRoutes(locale, LOCALE_ROUTES.guest, true) }] },
    { path: '*', element: <AppHandoff /> },
  ];
}

export const guestRoutes: RouteObject[] = [
  {
    element: <RootShell />,
    errorElement: <RouteErrorPage />,
    children: [
      ...LOCALES.map((locale): RouteObject => ({ path: locale, element: <LocaleRoot locale={locale} />, children: localeRoutes(locale) })),
      { path: '*', element: <AppHandoff /> },
    ],
  },
];
