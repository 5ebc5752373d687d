// The message of a failed login: one sentence per code; an unverified email gets a "resend the link" action.
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui';
import { isFieldFailure, serverFailure } from '../common/server-failure';
import { useResendVerification } from '../register/use-resend-verification';
import { FormAlert } from '../../../components/ui/form-alert';

export function LoginError({ error, typedEmail }: { error: unknown; typedEmail: string }) {
  const { t } = useTranslation(['auth', 'errors']);
  const failure = serverFailure(error);
  const resend = useResendVerification();

  if (isFieldFailure(failure)) return null;
  if (failure.code !== 'EMAIL_NOT_VERIFIED') return <FormAlert>{t(`errors:codes.${failure.code}`)}</FormAlert>;

  const email = typeof failure.details.email === 'string' ? failure.details.email : typedEmail.trim();
  const outcome = resend.outcome(email);
  return (
    <div className="flex flex-col gap-3">
      <FormAlert
        action={
          !resend.succeeded && (
            <Button variant="outline" size="sm" loading={resend.pending} onClick={() => resend.resend(email)}>
              {t('auth:login.resend')}
            </Button>
          )
        }
      >
        <strong className="font-semibold">{t('errors:codes.EMAIL_NOT_VERIFIED')}</strong>
        <span className="block">{t('auth:login.notVerifiedHint')}</span>
      </FormAlert>
      {outcome && <FormAlert tone={outcome.tone}>{outcome.tone === 'success' ? t('auth:login.resent', { email }) : outcome.message}</FormAlert>}
    </div>
  );
}
