// /verify-email/:token checks the mail link (loading, then the confirmation page or an error with a resend form);
// /verify-email alone is the resend form.
import { useQuery } from '@tanstack/react-query';
import { MailWarning, MailX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router-dom';
import { Spinner } from '../../../components/ui';
import { errorCodeOf } from '../../../lib/errors';
import { localizedPath, useLocale } from '../../../lib/locale';
import { AuthCard } from '../common/auth-card';
import { FormAlert } from '../../../components/ui/form-alert';
import { ResendForm } from './resend-form';
import { TextLink } from '../common/text-link';
import { getGuestApi } from '../common/guest-api';

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
    queryFn: () => getGuestApi().auth.verifyEmail.mutate({ token: token ?? '' }),
    enabled: Boolean(token),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });
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
  if (verification.isSuccess) {
    return <Navigate to={localizedPath(locale, '/email-verified')} replace state={{ status: verification.data.status }} />;
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
