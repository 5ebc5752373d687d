// The pages of the accounts feature, by route name (routes/page-registry.tsx renders them).
import type { TPageRegistry } from '../../routes/page-registry';
import { EmailVerifiedPage } from './pages/email-verified-page';
import { ForgotPasswordPage } from './pages/forgot-password-page';
import { GoogleCallbackPage } from './pages/google-callback-page';
import { LoginPage } from './pages/login-page';
import { OAuthSuccessPage } from './pages/oauth-success-page';
import { RegisterPage } from './pages/register-page';
import { ResetPasswordPage } from './pages/reset-password-page';
import { VerifyEmailPage } from './pages/verify-email-page';
import { VerifyTwoFactorPage } from './pages/verify-two-factor-page';

export const AUTH_PAGES: TPageRegistry = {
  login: LoginPage,
  register: RegisterPage,
  VerifyEmail: VerifyEmailPage,
  EmailVerified: EmailVerifiedPage,
  VerifyTwoFactor: VerifyTwoFactorPage,
  ForgotPassword: ForgotPasswordPage,
  ResetPassword: ResetPasswordPage,
  GoogleCallback: GoogleCallbackPage,
  OAuthSuccess: OAuthSuccessPage,
};
