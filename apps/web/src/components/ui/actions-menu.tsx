// The "more actions" menu of a row (template, sent form): a ⋯ button, then items; a delete comes last, in red.
import type { ReactElement, ReactNode } from 'react';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { MoreHorizontal, type LucideIcon } from 'lucide-react';
import { cn } from './cn';

const itemClass =
  'flex cursor-pointer items-center gap-2.5 rounded-lg px-2.5 py-2 text-sm text-slate-700 outline-none data-[highlighted]:bg-slate-100 data-[highlighted]:text-slate-900 data-[disabled]:cursor-default data-[disabled]:opacity-50';
const dangerClass = 'text-red-700 data-[highlighted]:bg-red-50 data-[highlighted]:text-red-800';

/** `label` names the button for screen readers ("More actions for …"). */
export function ActionsMenu({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className="inline-flex size-9 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600 data-[state=open]:bg-slate-100"
        aria-label={label}
      >
        <MoreHorizontal className="size-5" aria-hidden="true" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-30 w-60 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg shadow-slate-900/10"
        >
          {children}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

type TItemProps = { icon: LucideIcon; label: string; danger?: boolean; disabled?: boolean };

/** An item that runs an action; a danger item (delete) is set apart by a separator before it. */
export function ActionsMenuItem({ icon: Icon, label, danger = false, disabled, onSelect }: TItemProps & { onSelect: () => void }) {
  return (
    <>
      {danger && <DropdownMenu.Separator className="my-1 h-px bg-slate-100 first:hidden" />}
      <DropdownMenu.Item className={cn(itemClass, danger && dangerClass)} disabled={disabled} onSelect={onSelect}>
        <ActionsMenuIcon icon={Icon} />
        {label}
      </DropdownMenu.Item>
    </>
  );
}

/** An item that navigates: `children` is the link, holding its icon and text. */
export function ActionsMenuLinkItem({ children }: { children: ReactElement }) {
  return (
    <DropdownMenu.Item asChild className={itemClass}>
      {children}
    </DropdownMenu.Item>
  );
}

/** The icon of a link item, styled like the others. */
export function ActionsMenuIcon({ icon: Icon }: { icon: LucideIcon }) {
  return <Icon className="size-4 opacity-70" aria-hidden="true" />;
}
