// /confirm-email-change/:token: the link mailed to a pending address (docs/auth-api.md#changing-the-address). Public,
// since it may be opened on another device: loading, then the new address, or what went wrong.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { MailCheck, MailX } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { Spinner } from '../../../components/ui';
import { FormAlert } from '../../../components/ui/form-alert';
import { useAuth } from '../../../lib/auth';
import { errorCodeOf } from '../../../lib/errors';
import { AuthCard } from '../common/auth-card';
import { getGuestApi } from '../common/guest-api';
import { TextLink } from '../common/text-link';

function failureKey(error: unknown): string {
  const code = errorCodeOf(error);
  if (code === 'LINK_INVALID' || code === 'VALIDATION_FAILED') return 'auth:confirmEmailChange.invalid';
  if (code === 'LINK_EXPIRED') return 'auth:confirmEmailChange.expired';
  if (code === 'EMAIL_CHANGE_ADDRESS_TAKEN' || code === 'RATE_LIMITED' || code === 'NETWORK_ERROR') return `errors:codes.${code}`;
  return 'auth:confirmEmailChange.failed';
}

export function ConfirmEmailChangePage() {
  const { t } = useTranslation(['auth', 'errors', 'common']);
  const { token } = useParams();
  const { user, isAuthenticated, setUser } = useAuth();
  const queryClient = useQueryClient();
  // A query, not an effect: the single-use token is sent once even when React mounts the page twice.
  const confirmation = useQuery({
    queryKey: ['auth', 'confirmEmailChange', token],
    queryFn: () => getGuestApi().auth.confirmEmailChange.mutate({ token: token ?? '' }),
    enabled: Boolean(token),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });
  const confirmed = confirmation.data?.email;

  // Opened in the signed-in browser of the same account: the app shows the new address at once.
  useEffect(() => {
    if (!confirmed || !user || user.email === confirmed) return;
    setUser({ ...user, email: confirmed });
    void queryClient.invalidateQueries();
  }, [confirmed, user, setUser, queryClient]);

  const footer = isAuthenticated ? (
    <TextLink to="/profile#information">{t('auth:confirmEmailChange.toProfile')}</TextLink>
  ) : (
    <TextLink to="/login">{t('auth:confirmEmailChange.toLogin')}</TextLink>
  );

  if (confirmed) {
    return (
      <AuthCard icon={<MailCheck />} tone="success" title={t('auth:confirmEmailChange.successTitle')} footer={footer}>
        <FormAlert tone="success">{t('auth:confirmEmailChange.success', { email: confirmed })}</FormAlert>
      </AuthCard>
    );
  }
  if (confirmation.isError || !token) {
    return (
      <AuthCard
        icon={<MailX />}
        tone="danger"
        title={t('common:pages.ConfirmEmailChange')}
        subtitle={t('auth:confirmEmailChange.failedTitle')}
        footer={footer}
      >
        <FormAlert>{t(token ? failureKey(confirmation.error) : 'auth:confirmEmailChange.invalid')}</FormAlert>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('common:pages.ConfirmEmailChange')}>
      <div className="flex flex-col items-center gap-3 py-4 text-sm text-slate-600" aria-busy="true">
        <Spinner className="size-7 text-brand-600" label={t('auth:confirmEmailChange.loading')} />
        <p aria-hidden="true">{t('auth:confirmEmailChange.loading')}</p>
      </div>
    </AuthCard>
  );
}
