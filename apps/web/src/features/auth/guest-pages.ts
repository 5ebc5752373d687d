// The sign-in pages the guest entry serves (routes/guest-route-table.tsx), by route name, each loaded when first
// visited; the SPA registers them too, with the feature's other pages (pages.ts). Kept apart so that the guest build
// sees none of the other pages' code.
import { lazyPage } from '../../routes/lazy-page';
import type { TPageRegistry } from '../../routes/page-registry';

export const AUTH_GUEST_PAGES = {
  login: lazyPage(() => import('./sign-in/login-page').then((module) => module.LoginPage), ['auth']),
  register: lazyPage(() => import('./register/register-page').then((module) => module.RegisterPage), ['auth']),
  ForgotPassword: lazyPage(() => import('./password/forgot-password-page').then((module) => module.ForgotPasswordPage), ['auth']),
  ResetPassword: lazyPage(() => import('./password/reset-password-page').then((module) => module.ResetPasswordPage), ['auth']),
} satisfies TPageRegistry;
