// The pages of the accounts feature, by route name (routes/page-registry.tsx renders them), each loaded when first visited.
import { lazyPage } from '../../routes/lazy-page';
import type { TPageRegistry } from '../../routes/page-registry';
import { AUTH_GUEST_PAGES } from './guest-pages';

export const AUTH_PAGES: TPageRegistry = {
  ...AUTH_GUEST_PAGES,
  VerifyEmail: lazyPage(() => import('./register/verify-email-page').then((module) => module.VerifyEmailPage), ['auth']),
  ConfirmEmailChange: lazyPage(() => import('./email-change/confirm-email-change-page').then((module) => module.ConfirmEmailChangePage), ['auth']),
  EmailVerified: lazyPage(() => import('./register/email-verified-page').then((module) => module.EmailVerifiedPage), ['auth']),
  VerifyTwoFactor: lazyPage(() => import('./sign-in/verify-two-factor-page').then((module) => module.VerifyTwoFactorPage), ['auth']),
  GoogleCallback: lazyPage(() => import('./sign-in/google-callback-page').then((module) => module.GoogleCallbackPage), ['auth']),
  OAuthSuccess: lazyPage(() => import('./sign-in/oauth-success-page').then((module) => module.OAuthSuccessPage), ['auth']),
};
