// The fields of a patient (create, edit, new patient in the waiting room's assign dialog), with their errors.
import { useTranslation } from 'react-i18next';
import { LOCALES, NOTES_MAX } from '@praxiform/domain';
import { cn, SelectField, TextAreaField, TextField } from '../ui';
import type { TFieldErrors } from '../../lib/field-errors';
import { useFieldMessage } from '../../lib/use-messages';
import type { TPatientFormValues } from '../../lib/patient-form-values';
import { emailInputProps } from '../forms/email-input';

export function NotesCounter({ length }: { length: number }) {
  const { t } = useTranslation('patients');
  return (
    <span className={cn('tabular-nums', length > NOTES_MAX && 'font-medium text-red-700')}>
      {t('form.notesCounter', { count: length, max: NOTES_MAX })}
    </span>
  );
}

export function PatientFormFields({
  values,
  errors,
  onChange,
}: {
  values: TPatientFormValues;
  errors: TFieldErrors;
  onChange: (next: Partial<TPatientFormValues>) => void;
}) {
  const { t } = useTranslation('patients');
  const fieldMessage = useFieldMessage();
  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('form.firstName')}
          value={values.firstName}
          onChange={(e) => onChange({ firstName: e.target.value })}
          error={fieldMessage(errors.firstName)}
          autoComplete="off"
        />
        <TextField
          label={t('form.lastName')}
          value={values.lastName}
          onChange={(e) => onChange({ lastName: e.target.value })}
          error={fieldMessage(errors.lastName)}
          autoComplete="off"
        />
        <TextField
          label={t('form.email')}
          {...emailInputProps}
          value={values.email}
          onChange={(e) => onChange({ email: e.target.value })}
          error={fieldMessage(errors.email)}
          autoComplete="off"
        />
        <TextField
          label={t('form.phone')}
          type="tel"
          inputMode="tel"
          optional
          value={values.phone}
          onChange={(e) => onChange({ phone: e.target.value })}
          error={fieldMessage(errors.phone)}
          autoComplete="off"
        />
      </div>
      <TextAreaField
        label={t('form.address')}
        optional
        rows={2}
        value={values.address}
        onChange={(e) => onChange({ address: e.target.value })}
        error={fieldMessage(errors.address)}
      />
      <SelectField
        label={t('form.preferredLanguage')}
        hint={t('form.preferredLanguageHint')}
        value={values.preferredLanguage}
        onChange={(e) => onChange({ preferredLanguage: e.target.value as TPatientFormValues['preferredLanguage'] })}
      >
        {LOCALES.map((code) => (
          <option key={code} value={code}>
            {t(`common:language.names.${code}`)}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        label={t('form.notes')}
        optional
        rows={4}
        value={values.notes}
        onChange={(e) => onChange({ notes: e.target.value })}
        error={fieldMessage(errors.notes)}
        hint={<NotesCounter length={values.notes.length} />}
      />
    </div>
  );
}
