// /verify-email/:token checks the mail link (loading, then the confirmation page or an error with a resend form);
// /verify-email alone is the resend form. In the browser that registered, the link signs in and opens the profile form
// (registration-proof.ts, docs/auth-api.md#signing-up); elsewhere the confirmation page asks to sign in once.
import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { MailWarning, MailX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { Spinner } from '../../../components/ui';
import { errorCodeOf } from '../../../lib/errors';
import { localizedPath, useLocale } from '../../../lib/locale';
import { AuthCard } from '../common/auth-card';
import { FormAlert } from '../../../components/ui/form-alert';
import { ResendForm } from './resend-form';
import { TextLink } from '../common/text-link';
import { getGuestApi } from '../common/guest-api';
import { useAuth } from '../../../lib/auth';
import { homePathFor } from '../sign-in/sign-in-result';
import { clearRegistrationProof, readRegistrationProof } from './registration-proof';

function failureKey(error: unknown): string {
  const code = errorCodeOf(error);
  if (code === 'LINK_INVALID') return 'auth:verifyEmail.invalid';
  if (code === 'LINK_EXPIRED') return 'auth:verifyEmail.expired';
  if (code === 'RATE_LIMITED' || code === 'NETWORK_ERROR') return `errors:codes.${code}`;
  return 'auth:verifyEmail.failed';
}

export function VerifyEmailPage() {
  const { t } = useTranslation(['auth', 'errors', 'common']);
  const { token } = useParams();
  const locale = useLocale();
  // A query, not an effect: the single-use token is sent once even when React mounts the page twice.
  const verification = useQuery({
    queryKey: ['auth', 'verifyEmail', token],
    queryFn: async () => {
      const answer = await getGuestApi().auth.verifyEmail.mutate({ token: token ?? '', signInProof: readRegistrationProof() });
      // The address is verified: the proof has done its work, signed in or not.
      clearRegistrationProof();
      return answer;
    },
    enabled: Boolean(token),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const signedIn = useRef(false);
  const session = verification.data?.session;
  useEffect(() => {
    if (!session || signedIn.current) return;
    signedIn.current = true;
    signIn(session.token, session.user);
    void navigate(localizedPath(locale, homePathFor(session.user)), { replace: true });
  }, [session, signIn, navigate, locale]);
  const footer = <TextLink to="/login">{t('auth:links.backToLogin')}</TextLink>;

  if (!token) {
    return (
      <AuthCard icon={<MailWarning />} tone="neutral" title={t('common:pages.VerifyEmail')} footer={footer}>
        <div className="flex flex-col gap-5">
          <FormAlert tone="info">{t('auth:verifyEmail.missingToken')}</FormAlert>
          <ResendForm autoFocus />
        </div>
      </AuthCard>
    );
  }
  if (verification.isSuccess && !session) {
    const { status, email } = verification.data;
    return <Navigate to={localizedPath(locale, '/email-verified')} replace state={{ status, email }} />;
  }
  if (verification.isError) {
    return (
      <AuthCard icon={<MailX />} tone="danger" title={t('common:pages.VerifyEmail')} subtitle={t('auth:verifyEmail.failedTitle')} footer={footer}>
        <div className="flex flex-col gap-5">
          <FormAlert>{t(failureKey(verification.error))}</FormAlert>
          <div className="flex flex-col gap-1">
            <h2 className="text-base font-semibold text-slate-900">{t('auth:verifyEmail.resendTitle')}</h2>
            <p className="text-sm text-slate-600">{t('auth:verifyEmail.requestNew')}</p>
          </div>
          <ResendForm />
        </div>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('common:pages.VerifyEmail')}>
      <div className="flex flex-col items-center gap-3 py-4 text-sm text-slate-600" aria-busy="true">
        <Spinner className="size-7 text-brand-600" label={t('auth:verifyEmail.loading')} />
        <p aria-hidden="true">{t('auth:verifyEmail.loading')}</p>
      </div>
    </AuthCard>
  );
}
