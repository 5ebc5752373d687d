// /auth/google/callback?code&state: finishes the Google login on the server, then hands the session (sessionStorage,
// never the URL) to /oauth/success, or the pending login to /verify-two-factor; a failure goes back to login with its message.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router-dom';
import { Spinner } from '../../../components/ui';
import { errorCodeOf } from '../../../lib/errors';
import { apiRequest } from '../../../lib/http';
import { localizedPath, useLocale } from '../../../lib/locale';
import { AuthCard } from '../common/auth-card';
import { saveOAuthSession, savePendingTwoFactor } from './auth-storage';
import { parseSignInResult, type TSignInResult } from './sign-in-result';

async function finishGoogleLogin(code: string, state: string): Promise<TSignInResult> {
  const body = await apiRequest<unknown>('/auth/google/callback', { method: 'POST', body: { code, state } }, { onUnauthorized: () => undefined });
  const result = parseSignInResult(body);
  if (!result) throw new Error('GOOGLE_AUTH_FAILED');
  return result;
}

function loginErrorKey(error: unknown): string {
  const code = errorCodeOf(error);
  if (
    code === 'ACCOUNT_BLOCKED' ||
    code === 'GOOGLE_ACCOUNT_UNVERIFIED' ||
    code === 'RATE_LIMITED' ||
    code === 'NETWORK_ERROR' ||
    code === 'GOOGLE_NOT_CONFIGURED'
  )
    return `errors:codes.${code}`;
  return 'auth:google.failed';
}

export function GoogleCallbackPage() {
  const { t } = useTranslation(['auth', 'common']);
  const locale = useLocale();
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  const state = params.get('state') ?? '';
  // A query keyed by the one-time code: sent once, even if React mounts the page twice.
  const finish = useQuery({
    queryKey: ['auth', 'googleCallback', code, state],
    queryFn: () => finishGoogleLogin(code, state),
    enabled: Boolean(code && state),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });

  const refused = !code || !state || params.has('error');
  if (refused || finish.isError) {
    return (
      <Navigate
        to={localizedPath(locale, '/login')}
        replace
        state={{ errorMessageKey: refused ? 'auth:google.failed' : loginErrorKey(finish.error) }}
      />
    );
  }
  if (finish.data?.status === 'two_factor_required') {
    savePendingTwoFactor({ pendingToken: finish.data.pendingToken });
    return <Navigate to={localizedPath(locale, '/verify-two-factor')} replace />;
  }
  if (finish.data?.status === 'authenticated') {
    saveOAuthSession({ token: finish.data.token, user: finish.data.user });
    return <Navigate to={localizedPath(locale, '/oauth/success')} replace />;
  }
  return (
    <AuthCard title={t('common:pages.GoogleCallback')} subtitle={t('auth:google.finishingHint')}>
      <div className="flex justify-center py-2">
        <Spinner className="size-7 text-brand-600" label={t('auth:google.finishing')} />
      </div>
    </AuthCard>
  );
}
