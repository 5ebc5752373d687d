// "Export failed, try again" with a button that repeats the export.
import { useTranslation } from 'react-i18next';
import { RetryAlert } from '../ui';

export function ExportFailedAlert({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation('submissions');
  return (
    <RetryAlert retryLabel={t('export.retry')} onRetry={onRetry} retrying={retrying}>
      {t('export.failed')}
    </RetryAlert>
  );
}
