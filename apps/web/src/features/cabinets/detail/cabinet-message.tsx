// The outcome of the last action on /cabinet/{id} (invited, mail not sent, duplicated, unshared...), with an optional
// follow-up link and a dismiss button.
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/ui/form-alert';
import { LocalizedLink } from '../../../lib/locale';

export type TCabinetMessage = { tone: 'success' | 'error' | 'warning'; text: string; link?: { to: string; label: string } } | null;

export function CabinetMessage({ message, onDismiss }: { message: TCabinetMessage; onDismiss: () => void }) {
  const { t } = useTranslation('cabinet');
  if (!message) return null;
  return (
    <FormAlert
      tone={message.tone}
      action={
        <button
          type="button"
          onClick={onDismiss}
          className="-my-1 inline-flex min-h-8 items-center gap-1 rounded-md px-2 text-xs font-medium hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-current"
        >
          <X className="size-4" aria-hidden="true" />
          {t('message.dismiss')}
        </button>
      }
    >
      <span>{message.text}</span>
      {message.link && (
        <>
          {' '}
          <LocalizedLink to={message.link.to} className="font-semibold underline underline-offset-2">
            {message.link.label}
          </LocalizedLink>
        </>
      )}
    </FormAlert>
  );
}
