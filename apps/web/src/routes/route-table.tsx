// The route table (docs/product.md#routes): one tree per locale prefix, the unprefixed callbacks, the prefix-less redirect.
import { Outlet, ScrollRestoration, type RouteObject } from 'react-router-dom';
import { LOCALES, type TLocale } from '@praxiform/domain';
import { AppLayout } from '../components/layout/app-layout';
import { CenteredLayout } from '../components/layout/centered-layout';
import { PublicLayout } from '../components/layout/public-layout';
import { FaqPage, LandingPage, LegalPage, PricingPage } from '../features/public';
import { ComingSoonPage } from '../features/shell/coming-soon-page';
import { DebugUserPage } from '../features/profile/debug-user-page';
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

type TPage = readonly [path: string, name: TRouteName];

const FOCUSED_PUBLIC_PAGES: readonly TPage[] = [
  ['oauth/success', 'OAuthSuccess'],
  ['auth/google/callback', 'GoogleCallback'],
  ['verify-email', 'VerifyEmail'],
  ['verify-email/:token', 'VerifyEmail'],
  ['verify-two-factor', 'VerifyTwoFactor'],
  ['email-verified', 'EmailVerified'],
  ['form/:token', 'PublicForm'],
];

const GUEST_PAGES: readonly TPage[] = [
  ['login', 'login'],
  ['register', 'register'],
  ['forgot-password', 'ForgotPassword'],
  ['reset-password', 'ResetPassword'],
];

const APP_PAGES: readonly TPage[] = [
  ['home', 'Home'],
  ['dashboard', 'Dashboard'],
  ['profile', 'Profile'],
  ['forms/pending', 'PendingForms'],
  ['support', 'Support'],
  ['templates', 'Templates'],
  ['market', 'Market'],
  ['cabinet', 'Cabinet'],
  ['cabinet/:id', 'CabinetDetail'],
  ['subscription/success', 'SubscriptionSuccess'],
  ['patients/:id', 'patient-detail'],
  ['templates/create', 'CreateTemplate'],
  ['templates/:id/edit', 'EditTemplate'],
  ['market/create', 'CreatePublicTemplate'],
  ['market/:id/edit', 'EditPublicTemplate'],
  ['forms/create', 'CreateForm'],
  ['forms/:id/edit', 'EditForm'],
  ['forms/pending/new', 'CreatePendingForm'],
  ['forms/submissions/:id/edit', 'EditSubmission'],
];

const ADMIN_PAGES: readonly TPage[] = [
  ['admin/users', 'admin-users'],
  ['admin/support', 'admin-support'],
  ['admin/support/:id', 'admin-support-ticket'],
  ['admin/announcements', 'admin-announcements'],
];

const FORM_DIGIT_PARAMS = ['templateId', 'userId'] as const;

function handle(locale: TLocale | null, name: TRouteName, digitParams?: readonly string[]): TRouteHandle {
  return { name: locale ? `${locale}-${name}` : name, ...(digitParams ? { digitParams } : {}) };
}

/** The page registered for the name, or, for a page a later release delivers, an honest "in preparation" state. */
function comingSoon(locale: TLocale | null, centered = false) {
  return ([path, name]: TPage): RouteObject => {
    const Page = PAGE_REGISTRY[name];
    return { path, handle: handle(locale, name), element: Page ? <Page /> : <ComingSoonPage name={name} centered={centered} /> };
  };
}

function localeRoutes(locale: TLocale): RouteObject[] {
  const page = (path: string, name: TRouteName, element: RouteObject['element']): RouteObject => ({ path, handle: handle(locale, name), element });
  return [
    {
      element: <PublicLayout />,
      children: [
        { index: true, handle: handle(locale, 'Landing'), element: <LandingPage /> },
        page('faq', 'Faq', <FaqPage />),
        page('cgv', 'Cgv', <LegalPage kind="cgv" />),
        page('cgu', 'Cgu', <LegalPage kind="cgu" />),
        page('rgpd', 'Rgpd', <LegalPage kind="rgpd" />),
        page('privacy', 'Privacy', <LegalPage kind="privacy" />),
        page('subscription/pricing', 'SubscriptionPricing', <PricingPage />),
        { path: '*', element: <NotFoundPage /> },
      ],
    },
    {
      element: <CenteredLayout />,
      children: [
        ...FOCUSED_PUBLIC_PAGES.map(comingSoon(locale, true)),
        { element: <Guard kind="guest" />, children: GUEST_PAGES.map(comingSoon(locale, true)) },
        { element: <Guard kind="incomplete-profile" />, children: [comingSoon(locale, true)(['complete-profile', 'CompleteProfile'])] },
        { element: <Guard kind="login" />, children: [page('debug/user', 'DebugUser', <DebugUserPage />)] },
      ],
    },
    ...['form/:templateId/:userId', 'form/:templateId/:userId/*'].map((path): RouteObject => ({
      path,
      handle: handle(locale, 'PublicForm', FORM_DIGIT_PARAMS),
      element: <PublicFormRoute digitParams={FORM_DIGIT_PARAMS} />,
    })),
    {
      element: (
        <Guard kind="profile">
          <AppLayout />
        </Guard>
      ),
      children: [...APP_PAGES.map(comingSoon(locale)), { element: <Guard kind="admin" />, children: ADMIN_PAGES.map(comingSoon(locale)) }],
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
      {
        element: <CenteredLayout />,
        children: [
          ['auth/google/callback', 'GoogleCallback'] as const,
          ['verify-email', 'VerifyEmail'] as const,
          ['verify-email/:token', 'VerifyEmail'] as const,
        ].map(comingSoon(null, true)),
      },
      { index: true, element: <PrefixlessRedirect /> },
      { path: '*', element: <PrefixlessRedirect /> },
    ],
  },
];
