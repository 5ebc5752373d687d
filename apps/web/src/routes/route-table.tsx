// The route table (docs/product.md#routes): one tree per locale prefix, the unprefixed callbacks, the prefix-less redirect.
// Paths and names come from @praxiform/domain (routes.ts), which the server also reads to answer unknown paths with 404;
// this file adds the layouts, the guards and the pages. Layouts and guards are in the app shell; each page loads when
// first visited, with the page loader inside the layout meanwhile.
import { Suspense } from 'react';
import { Outlet, ScrollRestoration, type RouteObject } from 'react-router-dom';
import { GENERIC_FORM_ROUTES, LOCALE_ROUTES, LOCALES, UNPREFIXED_ROUTES, type TLocale } from '@praxiform/domain';
import { AppLayout } from '../components/layout/app-layout';
import { CenteredLayout } from '../components/layout/centered-layout';
import { PageLoader } from '../components/layout/page-loader';
import { PublicLayout } from '../components/layout/public-layout';
import { NotFoundPage } from '../features/shell/not-found-page';
import { RouteErrorPage } from '../features/shell/route-error-page';
import { Guard } from './guard';
import { LocaleRoot } from './locale-root';
import { PAGE_REGISTRY } from './page-registry';
import { PrefixlessRedirect } from './prefixless-redirect';
import { PublicFormRoute } from './public-form-route';
import { handle, pageRoutesFrom } from './page-routes';
import { TitleSync } from './title-sync';

const pageRoutes = pageRoutesFrom(PAGE_REGISTRY);

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
