// /forgot-password: the address, then a neutral confirmation that never says whether an account exists.
import { useMutation } from '@tanstack/react-query';
import { MailCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { BOT_CHECK_ACTIONS } from '@praxiform/domain';
import { lazySchema, useZodForm } from '../../../components/forms/form-kit';
import { Button } from '../../../components/ui';
import { AuthCard } from '../common/auth-card';
import { EmailField } from '../common/email-field';
import { FormAlert } from '../../../components/ui/form-alert';
import { SubmitButton } from '../common/submit-button';
import { TextLink } from '../common/text-link';
import { focusFirstInvalid } from '../common/focus';
import { serverFailure } from '../common/server-failure';
import { getGuestApi } from '../common/guest-api';
import { useBotCheck } from '../common/bot-check';
import { BotCheckNotice } from '../common/bot-check-notice';
import { readLoginState } from '../sign-in/login-state';

const EMAIL_SCHEMA = lazySchema(() => import('../common/schemas').then((module) => module.ZEmailInput));

export function ForgotPasswordPage() {
  const { t } = useTranslation(['auth', 'errors', 'common']);
  const formRef = useRef<HTMLFormElement>(null);
  const { formId, field, submit } = useZodForm(EMAIL_SCHEMA, { email: readLoginState(useLocation().state).email ?? '' });
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

  const failure = request.isError ? serverFailure(request.error) : null;
  return (
    <AuthCard title={t('common:pages.ForgotPassword')} subtitle={t('auth:forgotPassword.subtitle')} footer={footer}>
      <form ref={formRef} id={formId} noValidate onSubmit={submit((input) => request.mutate(input.email))} className="flex flex-col gap-5">
        {failure && <FormAlert>{t(`errors:codes.${failure.code}`)}</FormAlert>}
        <EmailField autoFocus {...field('email')} />
        <SubmitButton pending={request.isPending}>{t('auth:forgotPassword.submit')}</SubmitButton>
        <BotCheckNotice enabled={botCheck.enabled} />
      </form>
    </AuthCard>
  );
}
