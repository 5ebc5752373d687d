// /reset-password?token&email: a new password with the rules checklist; success goes to login, a bad link offers a new one.
import { useMutation } from '@tanstack/react-query';
import { LinkIcon } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ZResetPasswordInput } from '@praxiform/domain';
import { Button } from '../../../components/ui';
import { LocalizedLink, localizedPath, useLocale } from '../../../lib/locale';
import { AuthCard } from '../common/auth-card';
import { FormAlert } from '../../../components/ui/form-alert';
import { PasswordChecklist } from '../../../components/forms/password-checklist';
import { PasswordField } from '../common/password-field';
import { SubmitButton } from '../common/submit-button';
import { TextLink } from '../common/text-link';
import { focusFirstInvalid } from '../common/focus';
import { fieldErrorsFromIssues, serverFailure, validateWith, withConfirmationCheck, type TFieldErrors } from '../common/form-errors';
import { getGuestApi } from '../common/guest-api';

const FIELDS = ['password', 'passwordConfirmation'] as const;
type TField = (typeof FIELDS)[number];
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
  const [values, setValues] = useState({ password: '', passwordConfirmation: '' });
  const [fieldErrors, setFieldErrors] = useState<TFieldErrors<TField>>({});

  const reset = useMutation({
    mutationFn: (input: TResetInput) => getGuestApi().auth.resetPassword.mutate(input),
    onSuccess: () => navigate(localizedPath(locale, '/login'), { replace: true, state: { notice: 'passwordReset', email } }),
    onError: (error) => setFieldErrors(fieldErrorsFromIssues(serverFailure(error).issues, FIELDS)),
  });
  useEffect(() => {
    if (reset.error) focusFirstInvalid(formRef.current);
  }, [reset.error]);

  const failure = reset.isError ? serverFailure(reset.error) : null;
  if (!token || !email || failure?.code === 'LINK_INVALID' || failure?.code === 'LINK_EXPIRED') {
    return <BadLink expired={failure?.code === 'LINK_EXPIRED'} email={email} />;
  }

  const set = (field: TField) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    if (fieldErrors[field]) setFieldErrors((errors) => ({ ...errors, [field]: undefined }));
  };
  const fieldError = (field: TField) => (fieldErrors[field] ? t(`errors:validation.${fieldErrors[field]}`) : undefined);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = validateWith(ZResetPasswordInput, { token, email, ...values }, FIELDS);
    if (!parsed.ok) {
      setFieldErrors(withConfirmationCheck(parsed.errors, values));
      reset.reset();
      focusFirstInvalid(formRef.current);
      return;
    }
    setFieldErrors({});
    reset.mutate(parsed.data);
  };

  const showFailure = failure && !(failure.code === 'VALIDATION_FAILED' && failure.issues.length > 0);
  return (
    <AuthCard
      title={t('common:pages.ResetPassword')}
      subtitle={t('auth:resetPassword.subtitle', { email })}
      footer={<TextLink to="/login">{t('auth:links.backToLogin')}</TextLink>}
    >
      <form ref={formRef} noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
        {showFailure && <FormAlert>{t(`errors:codes.${failure.code}`)}</FormAlert>}
        {/* Lets password managers file the new password under the right account. */}
        <input type="email" name="email" autoComplete="username" value={email} readOnly hidden />
        <div className="flex flex-col gap-3">
          <PasswordField
            label={t('auth:fields.newPassword')}
            name="password"
            autoComplete="new-password"
            autoFocus
            describedBy={checklistId}
            value={values.password}
            onChange={set('password')}
            error={fieldError('password')}
          />
          <PasswordChecklist id={checklistId} password={values.password} />
        </div>
        <PasswordField
          label={t('auth:fields.passwordConfirmation')}
          name="passwordConfirmation"
          autoComplete="new-password"
          value={values.passwordConfirmation}
          onChange={set('passwordConfirmation')}
          error={fieldError('passwordConfirmation')}
        />
        <p className="text-xs/5 text-slate-500">{t('auth:resetPassword.sessionsNote')}</p>
        <SubmitButton pending={reset.isPending}>{t('auth:resetPassword.submit')}</SubmitButton>
      </form>
    </AuthCard>
  );
}
