// /register: the practitioner's account (names, email, password with its rules, language, terms); success asks to verify the email.
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useRef } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { BOT_CHECK_ACTIONS, LOCALE_NATIVE_NAMES, LOCALES, type TLocale, type TRegisterInput } from '@praxiform/domain';
import { lazySchema, useZodForm } from '../../../components/forms/form-kit';
import { AuthCard } from '../common/auth-card';
import { CheckboxField } from './checkbox-field';
import { Field } from '../common/field';
import { EmailField } from '../common/email-field';
import { FormAlert } from '../../../components/ui/form-alert';
import { PasswordChecklist } from '../../../components/forms/password-checklist';
import { PasswordField } from '../common/password-field';
import { SelectField } from './select-field';
import { SubmitButton } from '../common/submit-button';
import { TextLink, textLinkClassName } from '../common/text-link';
import { LocalizedLink, useLocale } from '../../../lib/locale';
import { focusFirstInvalid } from '../common/focus';
import { confirmationProblem } from '../common/password-confirmation';
import { isFieldFailure, serverFailure } from '../common/server-failure';
import { getGuestApi } from '../common/guest-api';
import { useBotCheck } from '../common/bot-check';
import { BotCheckNotice } from '../common/bot-check-notice';
import { RegisterSuccess } from './register-success';
import { saveRegistrationProof } from './registration-proof';

const REGISTER_SCHEMA = lazySchema(() => import('../common/schemas').then((module) => module.ZRegisterInput));

export function RegisterPage() {
  const { t } = useTranslation(['auth', 'errors', 'common']);
  const locale = useLocale();
  const location = useLocation();
  const checklistId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const { form, formId, field, errorOf, setField, setErrors, submit, showServerErrors } = useZodForm(REGISTER_SCHEMA, {
    firstName: '',
    lastName: '',
    email: '',
    password: '',
    passwordConfirmation: '',
    language: locale,
    acceptTerms: false,
  });

  const botCheck = useBotCheck(BOT_CHECK_ACTIONS.register);
  const register = useMutation({
    mutationFn: async (input: TRegisterInput) => {
      const recaptchaToken = await botCheck.token();
      return getGuestApi().auth.register.mutate(recaptchaToken ? { ...input, recaptchaToken } : input);
    },
    // This browser keeps the proof: the mail's link opened here signs in (registration-proof.ts).
    onSuccess: ({ signInProof }) => {
      if (signInProof) saveRegistrationProof(signInProof);
    },
    onError: (error) => showServerErrors(error),
  });
  // After the answer has rendered (the submit button is enabled again).
  useEffect(() => {
    if (register.error) focusFirstInvalid(formRef.current);
  }, [register.error]);

  const values = form.watch();
  if (register.isSuccess) return <RegisterSuccess email={register.data.email || values.email.trim()} />;

  const onSubmit = submit(
    (input) => register.mutate(input),
    () => {
      register.reset();
      // The mismatch shows on the first submit too, while zod skips the refinement for the other fields' errors.
      const problem = confirmationProblem(form.getValues());
      if (problem && !form.getFieldState('passwordConfirmation').error) setErrors({ passwordConfirmation: problem });
    },
  );

  const failure = register.isError ? serverFailure(register.error) : null;
  const showFailure = failure && !isFieldFailure(failure);
  // Arrived from a cabinet invitation mailed to an address without an account (docs/cabinets-api.md).
  const invited = new URLSearchParams(location.search).has('invite');

  return (
    <AuthCard
      title={t('auth:register.title')}
      subtitle={t('auth:register.subtitle')}
      footer={
        <p>
          {t('auth:register.haveAccount')} <TextLink to="/login">{t('auth:links.login')}</TextLink>
        </p>
      }
    >
      <form ref={formRef} id={formId} noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
        {invited && <FormAlert tone="info">{t('auth:register.inviteNote')}</FormAlert>}
        {showFailure &&
          (failure.code === 'EMAIL_ALREADY_USED' ? (
            <FormAlert
              action={
                <TextLink to="/login" state={{ email: values.email.trim() }}>
                  {t('auth:register.emailUsedAction')}
                </TextLink>
              }
            >
              {t('auth:register.emailUsed')}
            </FormAlert>
          ) : (
            <FormAlert>{t(`errors:codes.${failure.code}`)}</FormAlert>
          ))}
        <div className="grid gap-5 sm:grid-cols-2">
          <Field label={t('auth:fields.firstName')} autoComplete="given-name" autoFocus {...field('firstName')} />
          <Field label={t('auth:fields.lastName')} autoComplete="family-name" {...field('lastName')} />
        </div>
        <EmailField {...field('email')} />
        <div className="flex flex-col gap-3">
          <PasswordField label={t('auth:fields.password')} autoComplete="new-password" describedBy={checklistId} {...field('password')} />
          <PasswordChecklist id={checklistId} password={values.password} />
        </div>
        <PasswordField label={t('auth:fields.passwordConfirmation')} autoComplete="new-password" {...field('passwordConfirmation')} />
        <SelectField
          label={t('auth:fields.language')}
          hint={t('auth:fields.languageHint')}
          name="language"
          value={values.language}
          onChange={(event) => setField('language', event.target.value as TLocale)}
        >
          {LOCALES.map((code) => (
            <option key={code} value={code} lang={code}>
              {LOCALE_NATIVE_NAMES[code]}
            </option>
          ))}
        </SelectField>
        <CheckboxField
          name="acceptTerms"
          checked={values.acceptTerms}
          onChange={(event) => setField('acceptTerms', event.target.checked)}
          error={errorOf('acceptTerms')}
          label={
            <Trans
              t={t}
              i18nKey="auth:register.acceptTerms"
              components={{
                terms: <LocalizedLink to="/cgu" target="_blank" rel="noopener" className={textLinkClassName} />,
                privacy: <LocalizedLink to="/privacy" target="_blank" rel="noopener" className={textLinkClassName} />,
              }}
            />
          }
        />
        <SubmitButton pending={register.isPending}>{t('auth:register.submit')}</SubmitButton>
        <BotCheckNotice enabled={botCheck.enabled} />
      </form>
    </AuthCard>
  );
}
