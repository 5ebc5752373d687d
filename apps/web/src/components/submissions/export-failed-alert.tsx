// "Export failed, try again" with a button that repeats the export.
import { RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, FormAlert } from '../ui';

export function ExportFailedAlert({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation('submissions');
  return (
    <FormAlert
      tone="error"
      action={
        <Button variant="outline" size="sm" onClick={onRetry} loading={retrying}>
          <RefreshCw aria-hidden="true" />
          {t('export.retry')}
        </Button>
      }
    >
      {t('export.failed')}
    </FormAlert>
  );
}
