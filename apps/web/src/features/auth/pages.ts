// The pages of the accounts feature, by route name (routes/page-registry.tsx renders them), each loaded when first visited.
import { lazyPage } from '../../routes/lazy-page';
import type { TPageRegistry } from '../../routes/page-registry';

export const AUTH_PAGES: TPageRegistry = {
  login: lazyPage(() => import('./sign-in/login-page').then((module) => module.LoginPage), ['auth']),
  register: lazyPage(() => import('./register/register-page').then((module) => module.RegisterPage), ['auth']),
  VerifyEmail: lazyPage(() => import('./register/verify-email-page').then((module) => module.VerifyEmailPage), ['auth']),
  ConfirmEmailChange: lazyPage(() => import('./email-change/confirm-email-change-page').then((module) => module.ConfirmEmailChangePage), ['auth']),
  EmailVerified: lazyPage(() => import('./register/email-verified-page').then((module) => module.EmailVerifiedPage), ['auth']),
  VerifyTwoFactor: lazyPage(() => import('./sign-in/verify-two-factor-page').then((module) => module.VerifyTwoFactorPage), ['auth']),
  ForgotPassword: lazyPage(() => import('./password/forgot-password-page').then((module) => module.ForgotPasswordPage), ['auth']),
  ResetPassword: lazyPage(() => import('./password/reset-password-page').then((module) => module.ResetPasswordPage), ['auth']),
  GoogleCallback: lazyPage(() => import('./sign-in/google-callback-page').then((module) => module.GoogleCallbackPage), ['auth']),
  OAuthSuccess: lazyPage(() => import('./sign-in/oauth-success-page').then((module) => module.OAuthSuccessPage), ['auth']),
};
