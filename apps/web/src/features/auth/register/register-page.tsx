// /register: the practitioner's account (names, email, password with its rules, language, terms); success asks to verify the email.
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { BOT_CHECK_ACTIONS, LOCALE_NATIVE_NAMES, LOCALES, ZRegisterInput, type TLocale, type TRegisterInput } from '@praxiform/domain';
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
import {
  fieldErrorsFromIssues,
  serverFailure,
  validateWith,
  withConfirmationCheck,
  withRequiredFirst,
  type TFieldErrors,
} from '../common/form-errors';
import { getGuestApi } from '../common/guest-api';
import { useBotCheck } from '../common/bot-check';
import { BotCheckNotice } from '../common/bot-check-notice';
import { RegisterSuccess } from './register-success';
import { saveRegistrationProof } from './registration-proof';

const FIELDS = ['firstName', 'lastName', 'email', 'password', 'passwordConfirmation', 'language', 'acceptTerms'] as const;
type TField = (typeof FIELDS)[number];
type TValues = {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  passwordConfirmation: string;
  language: TLocale;
  acceptTerms: boolean;
};

export function RegisterPage() {
  const { t } = useTranslation(['auth', 'errors', 'common']);
  const locale = useLocale();
  const location = useLocation();
  const checklistId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<TValues>({
    firstName: '',
    lastName: '',
    email: '',
    password: '',
    passwordConfirmation: '',
    language: locale,
    acceptTerms: false,
  });
  const [fieldErrors, setFieldErrors] = useState<TFieldErrors<TField>>({});

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
    onError: (error) => {
      setFieldErrors(fieldErrorsFromIssues(serverFailure(error).issues, FIELDS));
    },
  });
  // After the answer has rendered (the submit button is enabled again).
  useEffect(() => {
    if (register.error) focusFirstInvalid(formRef.current);
  }, [register.error]);

  if (register.isSuccess) return <RegisterSuccess email={register.data.email || values.email.trim()} />;

  const set = <K extends TField>(field: K, value: TValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (fieldErrors[field]) setFieldErrors((errors) => ({ ...errors, [field]: undefined }));
  };
  const text = (field: Exclude<TField, 'acceptTerms' | 'language'>) => ({
    name: field,
    value: values[field],
    onChange: (event: { target: { value: string } }) => set(field, event.target.value),
    error: fieldErrors[field] ? t(`errors:validation.${fieldErrors[field]}`) : undefined,
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = validateWith(ZRegisterInput, values, FIELDS);
    if (!parsed.ok) {
      setFieldErrors(withRequiredFirst(withConfirmationCheck(parsed.errors, values), values));
      register.reset();
      focusFirstInvalid(formRef.current);
      return;
    }
    setFieldErrors({});
    register.mutate(parsed.data);
  };

  const failure = register.isError ? serverFailure(register.error) : null;
  const showFailure = failure && !(failure.code === 'VALIDATION_FAILED' && failure.issues.length > 0);
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
      <form ref={formRef} noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
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
          <Field label={t('auth:fields.firstName')} autoComplete="given-name" autoFocus {...text('firstName')} />
          <Field label={t('auth:fields.lastName')} autoComplete="family-name" {...text('lastName')} />
        </div>
        <EmailField {...text('email')} />
        <div className="flex flex-col gap-3">
          <PasswordField label={t('auth:fields.password')} autoComplete="new-password" describedBy={checklistId} {...text('password')} />
          <PasswordChecklist id={checklistId} password={values.password} />
        </div>
        <PasswordField label={t('auth:fields.passwordConfirmation')} autoComplete="new-password" {...text('passwordConfirmation')} />
        <SelectField
          label={t('auth:fields.language')}
          hint={t('auth:fields.languageHint')}
          name="language"
          value={values.language}
          onChange={(event) => set('language', event.target.value as TLocale)}
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
          onChange={(event) => set('acceptTerms', event.target.checked)}
          error={fieldErrors.acceptTerms ? t(`errors:validation.${fieldErrors.acceptTerms}`) : undefined}
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
