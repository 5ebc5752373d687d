// The fields of a patient (create, edit, new patient in the waiting room's assign dialog), with their errors.
import { useTranslation } from 'react-i18next';
import { LOCALES, NOTES_MAX } from '@praxiform/domain';
import { cn, SelectField, TextAreaField, TextField } from '../ui';
import type { TPatientFormKit } from './use-patient-form';
import { emailInputProps } from '../forms/email-input';

export function NotesCounter({ length }: { length: number }) {
  const { t } = useTranslation('patients');
  return (
    <span className={cn('tabular-nums', length > NOTES_MAX && 'font-medium text-red-700')}>
      {t('form.notesCounter', { count: length, max: NOTES_MAX })}
    </span>
  );
}

export function PatientFormFields({ kit }: { kit: TPatientFormKit }) {
  const { t } = useTranslation('patients');
  const { field, form } = kit;
  const notes = form.watch('notes');
  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('form.firstName')} {...field('firstName')} autoComplete="off" />
        <TextField label={t('form.lastName')} {...field('lastName')} autoComplete="off" />
        <TextField label={t('form.email')} {...emailInputProps} {...field('email')} autoComplete="off" />
        <TextField label={t('form.phone')} type="tel" inputMode="tel" optional {...field('phone')} autoComplete="off" />
      </div>
      <TextAreaField label={t('form.address')} optional rows={2} {...field('address')} />
      <SelectField label={t('form.preferredLanguage')} hint={t('form.preferredLanguageHint')} {...field('preferredLanguage')}>
        {LOCALES.map((code) => (
          <option key={code} value={code}>
            {t(`common:language.names.${code}`)}
          </option>
        ))}
      </SelectField>
      <TextAreaField label={t('form.notes')} optional rows={4} {...field('notes')} hint={<NotesCounter length={notes.length} />} />
    </div>
  );
}
