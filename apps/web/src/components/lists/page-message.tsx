// The outcome of the last action on a page (duplicated, published, shared, invited, failed), with an optional follow-up
// link, until dismissed. Its one text is the shell's (common), so any page may use it.
import { useTranslation } from 'react-i18next';
import { LocalizedLink } from '../../lib/locale';
import { AlertDismissButton, FormAlert } from '../ui/form-alert';

export type TPageMessageState = { tone: 'success' | 'error' | 'warning'; text: string; link?: { to: string; label: string } } | null;

export function PageMessage({ message, onDismiss }: { message: TPageMessageState; onDismiss: () => void }) {
  const { t } = useTranslation('common');
  if (!message) return null;
  return (
    <FormAlert tone={message.tone} trailing={<AlertDismissButton label={t('messages.dismiss')} onClick={onDismiss} />}>
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
