// /reset-password?token&email: a new password with the rules checklist; success goes to login, a bad link offers a new one.
import { useMutation } from '@tanstack/react-query';
import { LinkIcon } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';

import { lazySchema, useZodForm } from '../../../components/forms/form-kit';
import { Button } from '../../../components/ui';
import { LocalizedLink, localizedPath, useLocale } from '../../../lib/locale';
import { AuthCard } from '../common/auth-card';
import { FormAlert } from '../../../components/ui/form-alert';
import { PasswordChecklist } from '../../../components/forms/password-checklist';
import { PasswordField } from '../common/password-field';
import { SubmitButton } from '../common/submit-button';
import { TextLink } from '../common/text-link';
import { focusFirstInvalid } from '../common/focus';
import { confirmationProblem } from '../common/password-confirmation';
import { isFieldFailure, serverFailure } from '../common/server-failure';
import { getGuestApi } from '../common/guest-api';

const RESET_SCHEMA = lazySchema(() => import('../common/schemas').then((module) => module.ZResetPasswordInput));

type TResetInput = { token: string; email: string; password: string; passwordConfirmation: string };

function BadLink({ expired, email }: { expired: boolean; email: string }) {
  const { t } = useTranslation('auth');
  return (
    <AuthCard
      icon={<LinkIcon />}
      tone="danger"
      title={t('resetPassword.invalidTitle')}
      subtitle={t(expired ? 'resetPassword.expired' : 'resetPassword.invalid')}
      footer={<TextLink to="/login">{t('links.backToLogin')}</TextLink>}
    >
      <Button asChild size="lg" className="w-full">
        <LocalizedLink to="/forgot-password" state={email ? { email } : undefined}>
          {t('resetPassword.requestNew')}
        </LocalizedLink>
      </Button>
    </AuthCard>
  );
}

export function ResetPasswordPage() {
  const { t } = useTranslation(['auth', 'errors', 'common']);
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const email = params.get('email')?.trim() ?? '';
  const locale = useLocale();
  const navigate = useNavigate();
  const checklistId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  // The link's token and address ride along as values of their own, checked by the same schema.
  const { form, formId, field, setErrors, submit, showServerErrors } = useZodForm(RESET_SCHEMA, {
    token,
    email,
    password: '',
    passwordConfirmation: '',
  });

  const reset = useMutation({
    mutationFn: (input: TResetInput) => getGuestApi().auth.resetPassword.mutate(input),
    onSuccess: () => navigate(localizedPath(locale, '/login'), { replace: true, state: { notice: 'passwordReset', email } }),
    onError: (error) => showServerErrors(error),
  });
  useEffect(() => {
    if (reset.error) focusFirstInvalid(formRef.current);
  }, [reset.error]);

  const failure = reset.isError ? serverFailure(reset.error) : null;
  if (!token || !email || failure?.code === 'LINK_INVALID' || failure?.code === 'LINK_EXPIRED') {
    return <BadLink expired={failure?.code === 'LINK_EXPIRED'} email={email} />;
  }

  const onSubmit = submit(
    (input) => reset.mutate(input),
    () => {
      reset.reset();
      // The mismatch shows on the first submit too, even where zod skips the refinement (password-confirmation.ts).
      const problem = confirmationProblem(form.getValues());
      if (problem && !form.getFieldState('passwordConfirmation').error) setErrors({ passwordConfirmation: problem });
    },
  );

  const showFailure = failure && !isFieldFailure(failure);
  return (
    <AuthCard
      title={t('common:pages.ResetPassword')}
      subtitle={t('auth:resetPassword.subtitle', { email })}
      footer={<TextLink to="/login">{t('auth:links.backToLogin')}</TextLink>}
    >
      <form ref={formRef} id={formId} noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
        {showFailure && <FormAlert>{t(`errors:codes.${failure.code}`)}</FormAlert>}
        {/* Lets password managers file the new password under the right account. */}
        <input type="email" name="email" autoComplete="username" value={email} readOnly hidden />
        <div className="flex flex-col gap-3">
          <PasswordField
            label={t('auth:fields.newPassword')}
            autoComplete="new-password"
            autoFocus
            describedBy={checklistId}
            {...field('password')}
          />
          <PasswordChecklist id={checklistId} password={form.watch('password')} />
        </div>
        <PasswordField label={t('auth:fields.passwordConfirmation')} autoComplete="new-password" {...field('passwordConfirmation')} />
        <p className="text-xs/5 text-slate-500">{t('auth:resetPassword.sessionsNote')}</p>
        <SubmitButton pending={reset.isPending}>{t('auth:resetPassword.submit')}</SubmitButton>
      </form>
    </AuthCard>
  );
}
