// auth: registration, email verification, login with 2FA, logout, password reset, the current user.
import { router } from '../../trpc';
import { me } from './me';
import { register } from './register';
import { verifyEmail } from './verify-email';
import { confirmEmailChange } from './confirm-email-change';
import { resendVerification } from './resend-verification';
import { login } from './login';
import { verifyTwoFactor } from './verify-two-factor';
import { logout } from './logout';
import { forgotPassword } from './forgot-password';
import { resetPassword } from './reset-password';
import { providers } from './providers';

export const authRouter = router({
  me,
  register,
  verifyEmail,
  confirmEmailChange,
  resendVerification,
  login,
  verifyTwoFactor,
  logout,
  forgotPassword,
  resetPassword,
  providers,
});
