// /forgot-password: the address, then a neutral confirmation that never says whether an account exists.
import { useMutation } from '@tanstack/react-query';
import { MailCheck } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { BOT_CHECK_ACTIONS, ZEmailInput } from '@praxiform/domain';
import { Button } from '../../../components/ui';
import { AuthCard } from '../common/auth-card';
import { EmailField } from '../common/email-field';
import { FormAlert } from '../../../components/ui/form-alert';
import { SubmitButton } from '../common/submit-button';
import { TextLink } from '../common/text-link';
import { focusFirstInvalid } from '../common/focus';
import { serverFailure, validateWith } from '../common/form-errors';
import { getGuestApi } from '../common/guest-api';
import { useBotCheck } from '../common/bot-check';
import { BotCheckNotice } from '../common/bot-check-notice';
import { readLoginState } from '../sign-in/login-state';

export function ForgotPasswordPage() {
  const { t } = useTranslation(['auth', 'errors', 'common']);
  const formRef = useRef<HTMLFormElement>(null);
  const [email, setEmail] = useState(readLoginState(useLocation().state).email ?? '');
  const [error, setError] = useState<string | undefined>();
  const botCheck = useBotCheck(BOT_CHECK_ACTIONS.forgotPassword);
  const request = useMutation({
    mutationFn: async (address: string) => {
      const recaptchaToken = await botCheck.token();
      return getGuestApi().auth.forgotPassword.mutate(recaptchaToken ? { email: address, recaptchaToken } : { email: address });
    },
  });
  useEffect(() => {
    if (request.error) focusFirstInvalid(formRef.current);
  }, [request.error]);
  const footer = <TextLink to="/login">{t('auth:links.backToLogin')}</TextLink>;

  if (request.isSuccess) {
    return (
      <AuthCard
        icon={<MailCheck />}
        tone="success"
        title={t('auth:forgotPassword.sentTitle')}
        subtitle={
          <p>
            <Trans
              t={t}
              i18nKey="auth:forgotPassword.sentText"
              values={{ email: request.variables }}
              components={{ strong: <strong className="font-semibold [overflow-wrap:anywhere] text-slate-900" /> }}
            />
          </p>
        }
        footer={footer}
      >
        <Button variant="outline" size="lg" className="w-full" onClick={() => request.reset()}>
          {t('auth:forgotPassword.sendAgain')}
        </Button>
      </AuthCard>
    );
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = validateWith(ZEmailInput, { email }, ['email'] as const);
    if (!parsed.ok) {
      setError(t(`errors:validation.${email.trim() ? (parsed.errors.email ?? 'EMAIL_INVALID') : 'REQUIRED'}`));
      focusFirstInvalid(formRef.current);
      return;
    }
    setError(undefined);
    request.mutate(parsed.data.email);
  };

  const failure = request.isError ? serverFailure(request.error) : null;
  return (
    <AuthCard title={t('common:pages.ForgotPassword')} subtitle={t('auth:forgotPassword.subtitle')} footer={footer}>
      <form ref={formRef} noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
        {failure && <FormAlert>{t(`errors:codes.${failure.code}`)}</FormAlert>}
        <EmailField
          name="email"
          autoFocus
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            setError(undefined);
          }}
          error={error}
        />
        <SubmitButton pending={request.isPending}>{t('auth:forgotPassword.submit')}</SubmitButton>
        <BotCheckNotice enabled={botCheck.enabled} />
      </form>
    </AuthCard>
  );
}
