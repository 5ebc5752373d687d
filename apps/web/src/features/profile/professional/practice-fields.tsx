// The practice's registration number and work address, both optional: in the profile form and when completing the profile.
import { useTranslation } from 'react-i18next';
import { TextAreaField, TextField } from '../../../components/ui';

export type TPracticeValue = { registrationNumber: string; workAddress: string };

export function PracticeFields({
  value,
  onChange,
  message,
}: {
  value: TPracticeValue;
  onChange: (next: Partial<TPracticeValue>) => void;
  message: (field: keyof TPracticeValue) => string | undefined;
}) {
  const { t } = useTranslation('profile');
  return (
    <>
      <TextField
        label={t('fields.registrationNumber')}
        hint={t('fields.registrationNumberHint')}
        optional
        value={value.registrationNumber}
        onChange={(event) => onChange({ registrationNumber: event.target.value })}
        error={message('registrationNumber')}
        maxLength={50}
      />
      <TextAreaField
        label={t('fields.workAddress')}
        optional
        rows={2}
        value={value.workAddress}
        onChange={(event) => onChange({ workAddress: event.target.value })}
        error={message('workAddress')}
        autoComplete="street-address"
        maxLength={300}
      />
    </>
  );
}
