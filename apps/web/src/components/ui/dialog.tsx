// Modal dialog (Radix Dialog): focus trapped, Escape closes, a bottom sheet on phones.
import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from './cn';

export type TDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  icon?: ReactNode;
  tone?: 'default' | 'danger';
  children: ReactNode;
};

export function Dialog({ open, onOpenChange, title, description, icon, tone = 'default', children }: TDialogProps) {
  const { t } = useTranslation('common');
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-slate-950/50 backdrop-blur-[2px] data-[state=open]:animate-[fade-in_150ms_ease-out]" />
        <RadixDialog.Content
          className={cn(
            'fixed inset-x-0 bottom-0 z-50 flex max-h-[92dvh] flex-col overflow-y-auto rounded-t-2xl bg-white shadow-2xl outline-none',
            'sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-[min(34rem,calc(100vw-2rem))] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl',
            'data-[state=open]:animate-[fade-in_150ms_ease-out]',
          )}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className="flex items-start gap-3 border-b border-slate-100 px-5 py-4 sm:px-6">
            {icon && (
              <span
                className={cn(
                  'mt-0.5 inline-flex size-9 shrink-0 items-center justify-center rounded-lg ring-1',
                  tone === 'danger' ? 'bg-red-50 text-red-600 ring-red-100' : 'bg-brand-50 text-brand-600 ring-brand-100',
                )}
                aria-hidden="true"
              >
                {icon}
              </span>
            )}
            <div className="min-w-0 flex-1">
              <RadixDialog.Title className="text-lg font-semibold tracking-tight text-slate-900">{title}</RadixDialog.Title>
              {description && <RadixDialog.Description className="mt-1 text-sm leading-6 text-slate-600">{description}</RadixDialog.Description>}
            </div>
            <RadixDialog.Close
              className="-mt-1 -mr-2 inline-flex size-9 shrink-0 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-900"
              aria-label={t('dialog.close')}
            >
              <X className="size-5" aria-hidden="true" />
            </RadixDialog.Close>
          </div>
          <div className="px-5 py-5 sm:px-6">{children}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

export const DialogClose = RadixDialog.Close;
