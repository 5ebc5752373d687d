// /oauth/success: stores the session the Google callback handed over, then opens the app (or the profile form, or the
// page that asked for a fresh Google sign-in).
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Spinner } from '../../../components/ui';
import { useAuth } from '../../../lib/auth';
import { localizedPath, useLocale } from '../../../lib/locale';
import { AuthCard } from '../common/auth-card';
import { takeReturnAfterSignIn } from '../../../lib/google-sign-in';
import { clearOAuthSession, readOAuthSession } from './auth-storage';
import { homePathFor } from './sign-in-result';

export function OAuthSuccessPage() {
  const { t } = useTranslation(['auth', 'common']);
  const { signIn, isAuthenticated } = useAuth();
  const navigate = useNavigate();
  const locale = useLocale();
  const handled = useRef(false);

  useEffect(() => {
    if (handled.current) return;
    handled.current = true;
    const session = readOAuthSession();
    if (session) {
      signIn(session.token, session.user);
      clearOAuthSession();
      // A page that sent the user through Google again (the profile, before a change of address) gets them back.
      const back = takeReturnAfterSignIn();
      const path = session.user?.profileCompleted && back ? back : homePathFor(session.user);
      void navigate(localizedPath(locale, path), { replace: true });
      return;
    }
    // Reloaded after the hand-over: an existing session simply continues; otherwise start again.
    void navigate(localizedPath(locale, isAuthenticated ? '/dashboard' : '/login'), {
      replace: true,
      ...(isAuthenticated ? {} : { state: { errorMessageKey: 'auth:google.failed' } }),
    });
  }, [signIn, navigate, locale, isAuthenticated]);

  return (
    <AuthCard title={t('auth:oauthSuccess.title')} subtitle={t('auth:oauthSuccess.redirecting')}>
      <div className="flex justify-center py-2">
        <Spinner className="size-7 text-brand-600" label={t('auth:oauthSuccess.redirecting')} />
      </div>
    </AuthCard>
  );
}
