// Asks before leaving the builder with unsaved changes.
import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Blocker } from 'react-router-dom';
import { Button } from '../../components/ui';
import { Dialog } from '../../components/ui/dialog';
import { BUILDER_NS } from './builder-i18n';

export function UnsavedDialog({ blocker }: { blocker: Blocker }) {
  const { t } = useTranslation(BUILDER_NS, { nsMode: 'fallback' });
  return (
    <Dialog
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => {
        if (!open) blocker.reset?.();
      }}
      title={t('builder.unsaved.title')}
      description={t('builder.unsaved.text')}
      icon={<TriangleAlert className="size-5" aria-hidden="true" />}
    >
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={() => blocker.reset?.()}>
          {t('builder.unsaved.stay')}
        </Button>
        <Button variant="danger" onClick={() => blocker.proceed?.()}>
          {t('builder.unsaved.leave')}
        </Button>
      </div>
    </Dialog>
  );
}
