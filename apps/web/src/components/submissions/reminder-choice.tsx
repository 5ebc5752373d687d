// The reminder of a mailed link (docs/forms-api.md#reminders): off, or one mail 1, 2 or 3 days before the link expires.
import { useTranslation } from 'react-i18next';
import { REMINDER_DAYS, type TReminderDays } from '@praxiform/domain';
import { SelectField } from '../ui';

export function ReminderChoice({ value, onChange }: { value: TReminderDays; onChange: (days: TReminderDays) => void }) {
  const { t } = useTranslation('submissions');
  return (
    <SelectField
      label={t('send.reminder.label')}
      hint={t('send.reminder.hint')}
      value={String(value)}
      onChange={(event) => onChange(REMINDER_DAYS.find((days) => String(days) === event.target.value) ?? 0)}
    >
      {REMINDER_DAYS.map((days) => (
        <option key={days} value={days}>
          {days === 0 ? t('send.reminder.off') : t('send.reminder.daysBefore', { count: days })}
        </option>
      ))}
    </SelectField>
  );
}
