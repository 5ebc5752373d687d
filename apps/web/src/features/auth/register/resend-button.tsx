// "Resend the verification email" for a known address, with the outcome announced under it.
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui';
import { useResendVerification } from './use-resend-verification';
import { FormAlert } from '../../../components/ui/form-alert';

export function ResendButton({ email, label }: { email: string; label?: string }) {
  const { t } = useTranslation('auth');
  const resend = useResendVerification();
  const outcome = resend.outcome(email);
  return (
    <div className="flex flex-col items-stretch gap-3">
      <Button variant="outline" size="lg" className="w-full" loading={resend.pending} onClick={() => resend.resend(email)}>
        {label ?? t('resend.button')}
      </Button>
      {outcome && <FormAlert tone={outcome.tone}>{outcome.message}</FormAlert>}
    </div>
  );
}
