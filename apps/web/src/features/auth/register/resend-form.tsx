// Form to receive a new verification link: the address, then a neutral "sent" message or the reason it failed.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ZEmailInput } from '@praxiform/domain';
import { useZodForm } from '../../../components/forms/form-kit';
import { useResendVerification } from './use-resend-verification';
import { EmailField } from '../common/email-field';
import { FormAlert } from '../../../components/ui/form-alert';
import { SubmitButton } from '../common/submit-button';

export function ResendForm({ initialEmail = '', autoFocus = false }: { initialEmail?: string; autoFocus?: boolean }) {
  const { t } = useTranslation(['auth', 'errors']);
  const { form, formId, field, submit } = useZodForm(ZEmailInput, { email: initialEmail });
  const [sentTo, setSentTo] = useState('');
  const resend = useResendVerification();
  const outcome = resend.outcome(sentTo);

  const onSubmit = submit(({ email }) => {
    setSentTo(email);
    resend.resend(email);
  });
  const email = field('email');
  // An empty address asks for the one used to register.
  const emailError = form.formState.errors.email?.message === 'REQUIRED' ? t('auth:resend.emailRequired') : email.error;

  return (
    <form id={formId} noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <EmailField autoFocus={autoFocus} {...email} error={emailError} />
      <SubmitButton pending={resend.pending}>{t('auth:resend.button')}</SubmitButton>
      {outcome && <FormAlert tone={outcome.tone}>{outcome.message}</FormAlert>}
    </form>
  );
}
