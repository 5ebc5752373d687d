// The route table (docs/product.md#routes): one tree per locale prefix, the unprefixed callbacks, the prefix-less redirect.
// Paths and names come from @praxiform/domain (routes.ts), which the server also reads to answer unknown paths with 404;
// this file adds the layouts, the guards and the pages. Layouts and guards are in the app shell; each page loads when
// first visited, with the page loader inside the layout meanwhile.
import { Suspense, type ComponentType } from 'react';
import { Outlet, ScrollRestoration, type RouteObject } from 'react-router-dom';
import { GENERIC_FORM_ROUTES, LOCALE_ROUTES, LOCALES, UNPREFIXED_ROUTES, type TLocale, type TRoutePage } from '@praxiform/domain';
import { AppLayout } from '../components/layout/app-layout';
import { CenteredLayout } from '../components/layout/centered-layout';
import { PageLoader } from '../components/layout/page-loader';
import { PublicLayout } from '../components/layout/public-layout';
import { ComingSoonPage } from '../features/shell/coming-soon-page';
import { NotFoundPage } from '../features/shell/not-found-page';
import { RouteErrorPage } from '../features/shell/route-error-page';
import { Guard } from './guard';
import { LocaleRoot } from './locale-root';
import { PAGE_REGISTRY } from './page-registry';
import { PrefixlessRedirect } from './prefixless-redirect';
import { PublicFormRoute } from './public-form-route';
import type { TRouteHandle } from './route-handle';
import type { TRouteName } from './route-names';
import { TitleSync } from './title-sync';

function handle(locale: TLocale | null, name: TRouteName, digitParams?: readonly string[]): TRouteHandle {
  return { name: locale ? `${locale}-${name}` : name, ...(digitParams ? { digitParams } : {}) };
}

/**
 * One Suspense boundary per page component. React-router renders a navigation in a transition, during which React
 * keeps an already visible boundary's old content on screen; a boundary with a new key is new, so it shows the loader
 * while the next page's chunk loads. Routes sharing a component (the builder's create and edit) share the key, so the
 * page keeps its state when the URL changes from one to the other.
 */
const boundaryKeys = new Map<ComponentType, string>();

function boundaryKey(Page: ComponentType, name: TRouteName): string {
  const key = boundaryKeys.get(Page) ?? name;
  boundaryKeys.set(Page, key);
  return key;
}

/** The page registered for the name, or, for a page a later release delivers, an honest "in preparation" state. */
function pageElement(name: TRouteName, centered: boolean) {
  const Page = PAGE_REGISTRY[name];
  if (!Page) return <ComingSoonPage name={name} centered={centered} />;
  return (
    <Suspense key={boundaryKey(Page, name)} fallback={<PageLoader />}>
      <Page />
    </Suspense>
  );
}

function pageRoutes(locale: TLocale | null, pages: readonly TRoutePage[], centered = false): RouteObject[] {
  return pages.map(([path, name]) => {
    const route = { handle: handle(locale, name), element: pageElement(name, centered) };
    return path === '' ? { index: true, ...route } : { path, ...route };
  });
}

function localeRoutes(locale: TLocale): RouteObject[] {
  return [
    { element: <PublicLayout />, children: [...pageRoutes(locale, LOCALE_ROUTES.public), { path: '*', element: <NotFoundPage /> }] },
    {
      element: <CenteredLayout />,
      children: [
        ...pageRoutes(locale, LOCALE_ROUTES.focused, true),
        { element: <Guard kind="guest" />, children: pageRoutes(locale, LOCALE_ROUTES.guest, true) },
        { element: <Guard kind="incomplete-profile" />, children: pageRoutes(locale, LOCALE_ROUTES.incompleteProfile, true) },
        { element: <Guard kind="login" />, children: pageRoutes(locale, LOCALE_ROUTES.login, true) },
      ],
    },
    ...GENERIC_FORM_ROUTES.paths.map((path): RouteObject => ({
      path,
      handle: handle(locale, GENERIC_FORM_ROUTES.name, GENERIC_FORM_ROUTES.digitParams),
      // Its texts (publicForm) load on first use.
      element: (
        <Suspense fallback={<PageLoader />}>
          <PublicFormRoute digitParams={GENERIC_FORM_ROUTES.digitParams} />
        </Suspense>
      ),
    })),
    {
      element: (
        <Guard kind="profile">
          <AppLayout />
        </Guard>
      ),
      children: [...pageRoutes(locale, LOCALE_ROUTES.app), { element: <Guard kind="admin" />, children: pageRoutes(locale, LOCALE_ROUTES.admin) }],
    },
  ];
}

function RootShell() {
  return (
    <>
      <TitleSync />
      <ScrollRestoration />
      <Outlet />
    </>
  );
}

export const routes: RouteObject[] = [
  {
    element: <RootShell />,
    errorElement: <RouteErrorPage />,
    children: [
      ...LOCALES.map((locale): RouteObject => ({ path: locale, element: <LocaleRoot locale={locale} />, children: localeRoutes(locale) })),
      // Served without a prefix (links in e-mails and the Google redirect point here).
      { element: <CenteredLayout />, children: pageRoutes(null, UNPREFIXED_ROUTES, true) },
      { index: true, element: <PrefixlessRedirect /> },
      { path: '*', element: <PrefixlessRedirect /> },
    ],
  },
];
