// Side drawer for phones (Radix Dialog): focus trapped inside, Escape and the overlay close it.
import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../ui';

export type TDrawerProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  side?: 'left' | 'right';
  header?: ReactNode;
  children: ReactNode;
};

export function Drawer({ open, onOpenChange, title, side = 'left', header, children }: TDrawerProps) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-950/40 backdrop-blur-[2px] data-[state=open]:animate-[fade-in_150ms_ease-out]" />
        <Dialog.Content
          className={cn(
            'fixed inset-y-0 z-50 flex w-[min(20rem,85vw)] flex-col bg-white shadow-2xl outline-none',
            side === 'left'
              ? 'left-0 data-[state=open]:animate-[slide-in-left_200ms_ease-out]'
              : 'right-0 data-[state=open]:animate-[slide-in-right_200ms_ease-out]',
          )}
          aria-describedby={undefined}
        >
          <div className="flex h-16 items-center justify-between gap-3 border-b border-slate-200 px-4">
            {header}
            <Dialog.Title className="sr-only">{title}</Dialog.Title>
            <Dialog.Close
              className="ml-auto inline-flex size-9 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900"
              aria-label={t('nav.closeMenu')}
            >
              <X className="size-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <div className="flex-1 overflow-y-auto">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
