// The pages of the accounts feature, by route name (routes/page-registry.tsx renders them).
import type { TPageRegistry } from '../../routes/page-registry';
import { EmailVerifiedPage } from './register/email-verified-page';
import { ForgotPasswordPage } from './password/forgot-password-page';
import { GoogleCallbackPage } from './sign-in/google-callback-page';
import { LoginPage } from './sign-in/login-page';
import { OAuthSuccessPage } from './sign-in/oauth-success-page';
import { RegisterPage } from './register/register-page';
import { ResetPasswordPage } from './password/reset-password-page';
import { VerifyEmailPage } from './register/verify-email-page';
import { VerifyTwoFactorPage } from './sign-in/verify-two-factor-page';

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
