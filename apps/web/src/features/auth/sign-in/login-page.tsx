// /login: email and password (Google when the server offers it); unverified emails get a resend action.
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { BOT_CHECK_ACTIONS, type TLoginInput } from '@praxiform/domain';
import { lazySchema, useZodForm } from '../../../components/forms/form-kit';
import { AuthCard } from '../common/auth-card';
import { Divider } from './divider';
import { EmailField } from '../common/email-field';
import { FormAlert } from '../../../components/ui/form-alert';
import { GoogleButton } from './google-button';
import { LoginError } from './login-error';
import { PasswordField } from '../common/password-field';
import { SubmitButton } from '../common/submit-button';
import { TextLink } from '../common/text-link';
import { focusFirstInvalid } from '../common/focus';
import { getGuestApi } from '../common/guest-api';
import { providersQuery, useBotCheck } from '../common/bot-check';
import { BotCheckNotice } from '../common/bot-check-notice';
import { readLoginState } from './login-state';
import { useCompleteSignIn } from './use-complete-sign-in';
import { useFieldMessage } from '../../../lib/use-messages';

const LOGIN_SCHEMA = lazySchema(() => import('../common/schemas').then((module) => module.ZLoginInput));

export function LoginPage() {
  const { t } = useTranslation(['auth', 'errors', 'common']);
  const location = useLocation();
  const handedOver = readLoginState(location.state);
  const formRef = useRef<HTMLFormElement>(null);
  const fieldMessage = useFieldMessage();
  const { form, formId, field, submit, showServerErrors } = useZodForm(LOGIN_SCHEMA, { email: handedOver.email ?? '', password: '' });
  const [googleError, setGoogleError] = useState<string | null>(null);
  const completeSignIn = useCompleteSignIn();

  const providers = useQuery(providersQuery);
  const botCheck = useBotCheck(BOT_CHECK_ACTIONS.login);
  const login = useMutation({
    mutationFn: async (input: TLoginInput) => {
      const recaptchaToken = await botCheck.token();
      return getGuestApi().auth.login.mutate(recaptchaToken ? { ...input, recaptchaToken } : input);
    },
    onSuccess: (result, input) => completeSignIn(result, input.email),
    onError: (error) => showServerErrors(error),
  });
  // After the answer has rendered (the submit button is enabled again).
  useEffect(() => {
    if (login.error) focusFirstInvalid(formRef.current);
  }, [login.error]);

  const send = submit(
    (input) => login.mutate(input),
    () => login.reset(),
  );
  const email = form.watch('email');
  const password = field('password');
  // An empty password asks for it ("enter your password") rather than saying "required".
  const passwordError = form.formState.errors.password?.message === 'REQUIRED' ? fieldMessage('PASSWORD_REQUIRED') : password.error;
  const handedOverError = handedOver.errorMessageKey && !login.isError && !googleError ? t(handedOver.errorMessageKey) : null;
  const notice = handedOver.notice && login.isIdle ? t(`auth:login.notices.${handedOver.notice}`) : null;

  return (
    <AuthCard
      title={t('common:pages.login')}
      subtitle={t('auth:login.subtitle')}
      footer={
        <p>
          {t('auth:login.noAccount')} <TextLink to="/register">{t('auth:login.startTrial')}</TextLink>
        </p>
      }
    >
      <div className="flex flex-col gap-4">
        {notice && <FormAlert tone={handedOver.notice === 'passwordReset' ? 'success' : 'info'}>{notice}</FormAlert>}
        {handedOverError && <FormAlert>{handedOverError}</FormAlert>}
        {googleError && <FormAlert>{googleError}</FormAlert>}
        {login.isError && <LoginError error={login.error} typedEmail={email} />}
      </div>
      {providers.data?.google && (
        <div className="mt-4">
          <GoogleButton onError={setGoogleError} />
          <Divider label={t('auth:divider')} />
        </div>
      )}
      <form
        ref={formRef}
        id={formId}
        noValidate
        onSubmit={(event) => {
          setGoogleError(null);
          void send(event);
        }}
        className="mt-4 flex flex-col gap-5"
      >
        <EmailField autoComplete="username" autoFocus {...field('email')} />
        <PasswordField
          label={t('auth:fields.password')}
          labelAside={
            <TextLink to="/forgot-password" className="text-sm" state={email ? { email } : undefined}>
              {t('auth:links.forgotPassword')}
            </TextLink>
          }
          autoComplete="current-password"
          {...password}
          error={passwordError}
        />
        <SubmitButton pending={login.isPending}>{t('auth:login.submit')}</SubmitButton>
        <BotCheckNotice enabled={botCheck.enabled} />
      </form>
    </AuthCard>
  );
}
