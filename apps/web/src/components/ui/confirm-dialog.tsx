// A confirmation before an action that cannot be undone (delete, make private): the danger button runs it.
import type { ReactNode } from 'react';
import { AlertTriangle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { FormAlert } from './form-alert';
import { Dialog } from './dialog';

export type TConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  pending?: boolean;
  error?: string | null;
};

export function ConfirmDialog({ open, onOpenChange, title, description, confirmLabel, onConfirm, pending = false, error }: TConfirmDialogProps) {
  const { t } = useTranslation('common');
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} description={description} icon={<AlertTriangle className="size-5" />} tone="danger">
      <div className="flex flex-col gap-4">
        {error && <FormAlert tone="error">{error}</FormAlert>}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={pending}>
            {t('dialog.cancel')}
          </Button>
          <Button variant="danger" onClick={onConfirm} loading={pending}>
            {confirmLabel}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
