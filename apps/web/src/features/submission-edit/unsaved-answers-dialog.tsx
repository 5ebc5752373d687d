// Asks before leaving edit mode with answers changed since the last save.
import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Blocker } from 'react-router-dom';
import { Button } from '../../components/ui';
import { Dialog } from '../../components/ui/dialog';

export function UnsavedAnswersDialog({ blocker }: { blocker: Blocker }) {
  const { t } = useTranslation('publicForm');
  return (
    <Dialog
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => {
        if (!open) blocker.reset?.();
      }}
      title={t('edit.unsavedTitle')}
      description={t('edit.unsavedText')}
      icon={<TriangleAlert className="size-5" aria-hidden="true" />}
    >
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={() => blocker.reset?.()}>
          {t('edit.stay')}
        </Button>
        <Button variant="danger" onClick={() => blocker.proceed?.()}>
          {t('edit.leave')}
        </Button>
      </div>
    </Dialog>
  );
}
