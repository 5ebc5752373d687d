// The fields every new link has: instructions for the patient, expiry day (today to a year) and the form's language.
import { useTranslation } from 'react-i18next';
import { INSTRUCTIONS_MAX, LOCALES, type TLocale } from '@praxiform/domain';
import { SelectField, TextAreaField, TextField } from '../ui';
import { expiryBounds, type TLinkOptionErrors, type TLinkOptions } from '../../lib/link-options';

/** The expiry day of a link, from today to a year ahead (a new link, or a resent one); `error` is an i18n key. */
export function ExpiryField({
  value,
  onChange,
  today,
  error,
}: {
  value: string;
  onChange: (expiresOn: string) => void;
  today: Date;
  error: string | undefined;
}) {
  const { t } = useTranslation('submissions');
  const { min, max } = expiryBounds(today);
  return (
    <TextField
      label={t('send.expiresOn')}
      hint={t('send.expiresHint')}
      type="date"
      min={min}
      max={max}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={error ? t(error) : undefined}
    />
  );
}

export function LinkOptionsFields({
  values,
  errors,
  onChange,
  today,
}: {
  values: TLinkOptions;
  errors: TLinkOptionErrors;
  onChange: (next: Partial<TLinkOptions>) => void;
  today: Date;
}) {
  const { t } = useTranslation('submissions');
  const message = (key: string | undefined) => (key ? t(key) : undefined);
  return (
    <>
      <TextAreaField
        label={t('send.instructions')}
        hint={t('send.instructionsHint')}
        optional
        rows={3}
        maxLength={INSTRUCTIONS_MAX}
        value={values.instructions}
        onChange={(e) => onChange({ instructions: e.target.value })}
        error={message(errors.instructions)}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <ExpiryField value={values.expiresOn} onChange={(expiresOn) => onChange({ expiresOn })} today={today} error={errors.expiresOn} />
        <SelectField
          label={t('send.language')}
          hint={t('send.languageHint')}
          value={values.language}
          onChange={(e) => onChange({ language: e.target.value as TLocale })}
        >
          {LOCALES.map((code) => (
            <option key={code} value={code}>
              {t(`common:language.names.${code}`)}
            </option>
          ))}
        </SelectField>
      </div>
    </>
  );
}
