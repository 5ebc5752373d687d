// The "more actions" menu of one of my templates: preview, duplicate, make public or private, share, delete.
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Copy, Eye, Globe, Lock, MoreHorizontal, Send, Trash2, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../components/ui';
import type { TTemplateSummary } from './template-types';

export type TTemplateAction = 'preview' | 'duplicate' | 'publish' | 'unpublish' | 'share' | 'delete';

const itemClass =
  'flex cursor-pointer items-center gap-2.5 rounded-lg px-2.5 py-2 text-sm text-slate-700 outline-none data-[highlighted]:bg-slate-100 data-[highlighted]:text-slate-900 data-[disabled]:cursor-default data-[disabled]:opacity-50';

const ICONS: Record<TTemplateAction, LucideIcon> = { preview: Eye, duplicate: Copy, publish: Globe, unpublish: Lock, share: Send, delete: Trash2 };

export function TemplateActionsMenu({ template, onAction, busy }: { template: TTemplateSummary; onAction: (action: TTemplateAction) => void; busy: boolean }) {
  const { t } = useTranslation('templates');
  const published = template.publicCopyId !== null;
  const actions: TTemplateAction[] = ['preview', 'duplicate', published ? 'unpublish' : 'publish', 'share', 'delete'];
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className="inline-flex size-9 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600 data-[state=open]:bg-slate-100"
        aria-label={t('list.actions.more', { name: template.name })}
      >
        <MoreHorizontal className="size-5" aria-hidden="true" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={6} className="z-30 w-60 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg shadow-slate-900/10">
          {actions.map((action) => {
            const Icon = ICONS[action];
            return (
              <div key={action}>
                {action === 'delete' && <DropdownMenu.Separator className="my-1 h-px bg-slate-100" />}
                <DropdownMenu.Item
                  className={cn(itemClass, action === 'delete' && 'text-red-700 data-[highlighted]:bg-red-50 data-[highlighted]:text-red-800')}
                  disabled={busy && action !== 'preview'}
                  onSelect={() => onAction(action)}
                >
                  <Icon className="size-4 opacity-70" aria-hidden="true" />
                  {t(`list.actions.${action}`)}
                </DropdownMenu.Item>
              </div>
            );
          })}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
