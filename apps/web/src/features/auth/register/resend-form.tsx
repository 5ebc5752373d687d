// Form to receive a new verification link: the address, then a neutral "sent" message or the reason it failed.
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ZEmailInput } from '@praxiform/domain';
import { focusFirstInvalid } from '../common/focus';
import { validateWith } from '../common/form-errors';
import { useResendVerification } from './use-resend-verification';
import { EmailField } from '../common/email-field';
import { FormAlert } from '../../../components/ui/form-alert';
import { SubmitButton } from '../common/submit-button';

export function ResendForm({ initialEmail = '', autoFocus = false }: { initialEmail?: string; autoFocus?: boolean }) {
  const { t } = useTranslation(['auth', 'errors']);
  const formRef = useRef<HTMLFormElement>(null);
  const [email, setEmail] = useState(initialEmail);
  const [sentTo, setSentTo] = useState('');
  const [error, setError] = useState<string | undefined>();
  const resend = useResendVerification();
  const outcome = resend.outcome(sentTo);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!email.trim()) {
      setError(t('auth:resend.emailRequired'));
      focusFirstInvalid(formRef.current);
      return;
    }
    const parsed = validateWith(ZEmailInput, { email }, ['email'] as const);
    if (!parsed.ok) {
      setError(t(`errors:validation.${parsed.errors.email ?? 'EMAIL_INVALID'}`));
      focusFirstInvalid(formRef.current);
      return;
    }
    setError(undefined);
    setSentTo(parsed.data.email);
    resend.resend(parsed.data.email);
  };

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <EmailField
        name="email"
        autoFocus={autoFocus}
        value={email}
        onChange={(event) => {
          setEmail(event.target.value);
          setError(undefined);
        }}
        error={error}
      />
      <SubmitButton pending={resend.pending}>{t('auth:resend.button')}</SubmitButton>
      {outcome && <FormAlert tone={outcome.tone}>{outcome.message}</FormAlert>}
    </form>
  );
}
