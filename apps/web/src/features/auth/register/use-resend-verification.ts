// auth.resendVerification as a mutation, with the answer turned into a message for the page.
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorCodeOf } from '../../../lib/errors';
import { getGuestApi } from '../common/guest-api';

export type TResendOutcome = { tone: 'success' | 'error' | 'info'; message: string };

export function useResendVerification() {
  const { t } = useTranslation(['auth', 'errors']);
  const mutation = useMutation({
    mutationFn: (email: string) => getGuestApi().auth.resendVerification.mutate({ email }),
  });

  const outcome = (email: string): TResendOutcome | null => {
    if (mutation.isSuccess) return { tone: 'success', message: t('auth:resend.sent', { email }) };
    if (!mutation.isError) return null;
    const code = errorCodeOf(mutation.error);
    if (code === 'EMAIL_ALREADY_VERIFIED') return { tone: 'info', message: t('errors:codes.EMAIL_ALREADY_VERIFIED') };
    if (code === 'MAIL_SEND_FAILED' || code === 'INTERNAL' || code === 'UNKNOWN') return { tone: 'error', message: t('auth:resend.sendFailed') };
    return { tone: 'error', message: t(`errors:codes.${code}`) };
  };

  return { resend: mutation.mutate, pending: mutation.isPending, succeeded: mutation.isSuccess, outcome, reset: mutation.reset };
}
