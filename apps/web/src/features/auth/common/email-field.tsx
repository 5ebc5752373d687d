// The email field of the account forms (sign-in, register, forgot password, resend the verification email).
import { useTranslation } from 'react-i18next';
import { emailInputProps } from '../../../components/forms/email-input';
import { Field, type TFieldProps } from './field';

export function EmailField(props: Omit<TFieldProps, 'label' | 'type' | 'inputMode'>) {
  const { t } = useTranslation('auth');
  return <Field label={t('fields.email')} autoComplete="email" placeholder={t('fields.emailPlaceholder')} {...emailInputProps} {...props} />;
}
