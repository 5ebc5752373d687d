// Error state of a list: what failed, why (a network failure says the server is unreachable), and a retry.
import { useTranslation } from 'react-i18next';
import { RetryAlert } from '../ui';
import { errorCodeOf } from '../../lib/errors';
import { useErrorMessage } from '../../lib/use-messages';

export function ListError({ title, error, onRetry, retrying }: { title: string; error: unknown; onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const unreachable = errorCodeOf(error) === 'NETWORK_ERROR';
  return (
    <RetryAlert retryLabel={t('errors:generic.retry')} onRetry={onRetry} retrying={retrying}>
      <p className="font-medium">{title}</p>
      <p>{unreachable ? t('errors:generic.serverUnreachable') : errorMessage(error)}</p>
    </RetryAlert>
  );
}
