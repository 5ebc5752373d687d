// The fields every new link has: instructions for the patient, expiry day (today to a year) and the form's language.
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { INSTRUCTIONS_MAX, LOCALES } from '@praxiform/domain';
import { SelectField, TextAreaField, TextField } from '../ui';
import { expiryBounds } from '../../lib/link-options';
import type { TLinkOptionsForm } from './link-options-form';

type TExpiryProps = Omit<ComponentProps<typeof TextField>, 'label' | 'hint' | 'type' | 'min' | 'max' | 'error'> & {
  today: Date;
  /** The error code of the day (a refused day says which rule it breaks). */
  code: string | undefined;
};

/** The expiry day of a link, from today to a year ahead (a new link, or a resent one); takes the kit's `field('expiresOn')`. */
export function ExpiryField({ today, code, ...input }: TExpiryProps) {
  const { t } = useTranslation('submissions');
  const { min, max } = expiryBounds(today);
  const error =
    code === undefined
      ? undefined
      : code === 'EXPIRY_IN_PAST' || code === 'EXPIRY_TOO_FAR'
        ? t(`errors:codes.${code}`)
        : t('errors:validation.DATE_INVALID');
  return <TextField label={t('send.expiresOn')} hint={t('send.expiresHint')} type="date" min={min} max={max} {...input} error={error} />;
}

export function LinkOptionsFields({ kit }: { kit: TLinkOptionsForm }) {
  const { t } = useTranslation('submissions');
  const { field, form, today } = kit;
  return (
    <>
      <TextAreaField
        label={t('send.instructions')}
        hint={t('send.instructionsHint')}
        optional
        rows={3}
        maxLength={INSTRUCTIONS_MAX}
        {...field('instructions')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <ExpiryField {...field('expiresOn')} today={today} code={form.formState.errors.expiresOn?.message} />
        <SelectField label={t('send.language')} hint={t('send.languageHint')} {...field('language')}>
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
