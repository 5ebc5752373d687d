// After a successful login step: keep the session and open the app, or hand the pending 2FA login to its page.
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAuth } from '../../../lib/auth';
import { takeReturnAfterSignIn } from '../../../lib/google-sign-in';
import { localizedPath, useLocale } from '../../../lib/locale';
import { clearPendingTwoFactor, savePendingTwoFactor } from './auth-storage';
import { homePathFor, returnPathFrom, type TSignInResult } from './sign-in-result';

export function useCompleteSignIn() {
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const locale = useLocale();
  const location = useLocation();
  const returnPath = returnPathFrom(location.state);

  return useCallback(
    (result: TSignInResult, email?: string) => {
      if (result.status === 'two_factor_required') {
        savePendingTwoFactor({ pendingToken: result.pendingToken, ...(email ? { email } : {}) });
        void navigate(localizedPath(locale, '/verify-two-factor'), { state: returnPath ? { from: returnPath } : undefined });
        return;
      }
      clearPendingTwoFactor();
      signIn(result.token, result.user);
      // A Google sign-in with 2FA ends here: the page that asked for it (saveReturnAfterSignIn) comes next.
      const back = takeReturnAfterSignIn();
      const saved = back ? localizedPath(locale, back) : null;
      const next = returnPath ?? saved;
      const target = result.user.profileCompleted && next ? next : localizedPath(locale, homePathFor(result.user));
      // flushSync: the new session and the new location render together, so the guest guard never redirects in between.
      void navigate(target, { replace: true, flushSync: true });
    },
    [signIn, navigate, locale, returnPath],
  );
}
