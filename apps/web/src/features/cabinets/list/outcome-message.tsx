// The outcome of the last answer on /cabinet (invitation declined, or why an answer failed), until dismissed.
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/ui';

export type TOutcome = { tone: 'success' | 'error'; text: string };

export function OutcomeMessage({ outcome, onDismiss }: { outcome: TOutcome | null; onDismiss: () => void }) {
  const { t } = useTranslation('cabinets');
  if (!outcome) return null;
  return (
    <FormAlert
      tone={outcome.tone}
      action={
        <button
          type="button"
          onClick={onDismiss}
          className="-my-1 inline-flex size-8 items-center justify-center rounded-md hover:bg-black/5"
          aria-label={t('list.dismiss')}
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      }
    >
      {outcome.text}
    </FormAlert>
  );
}
