// /login: email and password (Google when the server offers it); unverified emails get a resend action.
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { BOT_CHECK_ACTIONS, ZLoginInput, type TLoginInput } from '@praxiform/domain';
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
import { fieldErrorsFromIssues, serverFailure, validateWith, withRequiredFirst, type TFieldErrors } from '../common/form-errors';
import { getGuestApi } from '../common/guest-api';
import { providersQuery, useBotCheck } from '../common/bot-check';
import { BotCheckNotice } from '../common/bot-check-notice';
import { readLoginState } from './login-state';
import { useCompleteSignIn } from './use-complete-sign-in';

const FIELDS = ['email', 'password'] as const;
type TField = (typeof FIELDS)[number];

export function LoginPage() {
  const { t } = useTranslation(['auth', 'errors', 'common']);
  const location = useLocation();
  const handedOver = readLoginState(location.state);
  const formRef = useRef<HTMLFormElement>(null);
  const [email, setEmail] = useState(handedOver.email ?? '');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<TFieldErrors<TField>>({});
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
    onError: (error) => {
      const errors = fieldErrorsFromIssues(serverFailure(error).issues, FIELDS);
      setFieldErrors(errors);
    },
  });
  // After the answer has rendered (the submit button is enabled again).
  useEffect(() => {
    if (login.error) focusFirstInvalid(formRef.current);
  }, [login.error]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setGoogleError(null);
    const parsed = validateWith(ZLoginInput, { email, password }, FIELDS);
    if (!parsed.ok) {
      setFieldErrors(withRequiredFirst(parsed.errors, { email }));
      login.reset();
      focusFirstInvalid(formRef.current);
      return;
    }
    setFieldErrors({});
    login.mutate(parsed.data);
  };

  const edit = (field: TField, setter: (value: string) => void) => (value: string) => {
    setter(value);
    if (fieldErrors[field]) setFieldErrors((errors) => ({ ...errors, [field]: undefined }));
  };
  const fieldError = (field: TField) => (fieldErrors[field] ? t(`errors:validation.${fieldErrors[field]}`) : undefined);
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
      <form ref={formRef} noValidate onSubmit={onSubmit} className="mt-4 flex flex-col gap-5">
        <EmailField
          name="email"
          autoComplete="username"
          autoFocus
          value={email}
          onChange={(event) => edit('email', setEmail)(event.target.value)}
          error={fieldError('email')}
        />
        <PasswordField
          label={t('auth:fields.password')}
          labelAside={
            <TextLink to="/forgot-password" className="text-sm" state={email ? { email } : undefined}>
              {t('auth:links.forgotPassword')}
            </TextLink>
          }
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => edit('password', setPassword)(event.target.value)}
          error={fieldError('password')}
        />
        <SubmitButton pending={login.isPending}>{t('auth:login.submit')}</SubmitButton>
        <BotCheckNotice enabled={botCheck.enabled} />
      </form>
    </AuthCard>
  );
}
