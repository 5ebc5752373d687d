// The outcome of the last action on a page (duplicated, published, shared, invited, failed), with an optional follow-up
// link, until dismissed. Its one text is the shell's (common), so any page may use it.
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LocalizedLink } from '../../lib/locale';
import { FormAlert } from '../ui/form-alert';

export type TPageMessageState = { tone: 'success' | 'error' | 'warning'; text: string; link?: { to: string; label: string } } | null;

export function PageMessage({ message, onDismiss }: { message: TPageMessageState; onDismiss: () => void }) {
  const { t } = useTranslation('common');
  if (!message) return null;
  return (
    <FormAlert
      tone={message.tone}
      trailing={
        <button
          type="button"
          onClick={onDismiss}
          className="-my-1 inline-flex size-8 items-center justify-center rounded-md hover:bg-black/5"
          aria-label={t('messages.dismiss')}
        >
          <X className="size-4" aria-hidden="true" />
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
