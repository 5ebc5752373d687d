// The guest entry's route table (guest-main.tsx, docs/architecture.md "The guest pages"): under each locale prefix,
// the public marketing and legal pages in the public layout and the sign-in pages (login, register, forgot and reset
// password) in the centered one, behind the guest guard, as in the SPA's table (route-table.tsx). Any other path is
// the SPA's: a navigation there loads the app (AppHandoff). These pages need no data router (loaders, actions,
// blockers): the table runs in react-router's declarative mode (<BrowserRouter>, useRoutes), half the router's code,
// with the title, the scroll and the error page the data router gives the SPA done here.
import { Component, useEffect, useLayoutEffect, type ReactNode } from 'react';
import { Outlet, matchRoutes, useLocation, useNavigationType, useRoutes, type RouteObject } from 'react-router-dom';
import { LOCALE_ROUTES, LOCALES, type TLocale } from '@praxiform/domain';
import { CenteredLayout } from '../components/layout/centered-layout';
import { PageLoader } from '../components/layout/page-loader';
import { PublicLayout } from '../components/layout/public-layout';
import { AUTH_GUEST_PAGES } from '../features/auth/guest-pages';
import { PUBLIC_PAGES } from '../features/public/pages';
import { RouteErrorPage } from '../features/shell/route-error-page';
import { Guard } from './guard';
import { LocaleRoot } from './locale-root';
import type { TPageRegistry } from './page-registry';
import { pageRoutesFrom } from './page-routes';
import { DocumentTitle } from './title-sync';

/** The pages the guest entry renders itself, by route name. */
export const GUEST_REGISTRY: TPageRegistry = {
  ...PUBLIC_PAGES,
  ...AUTH_GUEST_PAGES,
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

/** A new page starts at its top, or at its #anchor; back and forward keep the browser's own scroll restoration. */
function ScrollOnNavigation() {
  const location = useLocation();
  const navigationType = useNavigationType();
  useLayoutEffect(() => {
    if (navigationType === 'POP') return;
    const anchor = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    if (anchor) anchor.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [location.key, location.hash, navigationType]);
  return null;
}

function GuestTitle() {
  const matches = matchRoutes(guestRoutes, useLocation()) ?? [];
  return <DocumentTitle matches={matches.map(({ route, params }) => ({ handle: route.handle, params }))} />;
}

/** What the data router's errorElement does for the SPA: a page that throws shows the calm error page. */
class RouteErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <RouteErrorPage /> : this.props.children;
  }
}

function GuestRootShell() {
  return (
    <RouteErrorBoundary>
      <GuestTitle />
      <ScrollOnNavigation />
      <Outlet />
    </RouteErrorBoundary>
  );
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
    element: <GuestRootShell />,
    children: [
      ...LOCALES.map((locale): RouteObject => ({ path: locale, element: <LocaleRoot locale={locale} />, children: localeRoutes(locale) })),
      { path: '*', element: <AppHandoff /> },
    ],
  },
];

/** The guest pages under a router of the caller's (<BrowserRouter> in the browser, <MemoryRouter> in the prerender). */
export function GuestRoutes() {
  return useRoutes(guestRoutes);
}
