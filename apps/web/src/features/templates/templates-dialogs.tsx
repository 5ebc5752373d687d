// The dialogs My templates opens: preview, delete and make-private confirmations, share to a user or to shared practices.
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { ShareDialog } from './share-dialog';
import { CabinetShareDialog } from '../../components/templates/cabinet-share-dialog';
import { TemplatePreviewDialog } from '../../components/templates/template-preview-dialog';
import type { TTemplateActions } from './use-template-actions';

export function TemplatesDialogs({ actions }: { actions: TTemplateActions }) {
  const { t } = useTranslation('templates');
  const { dialog, closeDialog, mutations, failed } = actions;
  const template = dialog?.template ?? null;
  const onOpenChange = (open: boolean) => !open && closeDialog();
  return (
    <>
      <TemplatePreviewDialog template={dialog?.kind === 'preview' ? template : null} source="templates" onClose={closeDialog} />
      <ConfirmDialog
        open={dialog?.kind === 'delete'}
        onOpenChange={onOpenChange}
        title={t('list.delete.title')}
        description={t('list.delete.text', { name: template?.name ?? '' })}
        confirmLabel={t('list.delete.confirm')}
        onConfirm={() => template && actions.confirmDelete(template)}
        pending={mutations.remove.isPending}
        error={mutations.remove.isError ? failed('errors:generic.deleteFailed', mutations.remove.error) : null}
      />
      <ConfirmDialog
        open={dialog?.kind === 'unpublish'}
        onOpenChange={onOpenChange}
        title={t('list.unpublish.title')}
        description={t('list.unpublish.text', { name: template?.name ?? '' })}
        confirmLabel={t('list.unpublish.confirm')}
        onConfirm={() => template && actions.confirmUnpublish(template)}
        pending={mutations.unpublish.isPending}
        error={mutations.unpublish.isError ? failed('list.messages.visibilityFailed', mutations.unpublish.error) : null}
      />
      <ShareDialog
        open={dialog?.kind === 'share'}
        template={dialog?.kind === 'share' ? template : null}
        onOpenChange={onOpenChange}
        onShared={(email) => template && actions.shared(template, email)}
      />
      <CabinetShareDialog
        template={dialog?.kind === 'shareCabinet' ? template : null}
        onOpenChange={onOpenChange}
        onShared={(names) => template && actions.sharedToCabinets(template, names)}
      />
    </>
  );
}
