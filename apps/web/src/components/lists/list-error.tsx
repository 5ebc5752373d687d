// Error state of a list: what failed, why (a network failure says the server is unreachable), and a retry.
import { RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui';
import { errorCodeOf } from '../../lib/errors';
import { FormAlert } from '../ui/form-alert';
import { useErrorMessage } from '../../lib/use-messages';

export function ListError({ title, error, onRetry, retrying }: { title: string; error: unknown; onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const unreachable = errorCodeOf(error) === 'NETWORK_ERROR';
  return (
    <FormAlert
      tone="error"
      action={
        <Button variant="outline" size="sm" onClick={onRetry} loading={retrying}>
          <RefreshCw aria-hidden="true" />
          {t('errors:generic.retry')}
        </Button>
      }
    >
      <p className="font-medium">{title}</p>
      <p>{unreachable ? t('errors:generic.serverUnreachable') : errorMessage(error)}</p>
    </FormAlert>
  );
}
