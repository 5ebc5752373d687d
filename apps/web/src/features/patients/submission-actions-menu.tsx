// The "more actions" menu of one sent form; which actions exist depends on its status (spec section 4).
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { ClipboardList, Download, Link2, MoreHorizontal, PencilLine, RotateCw, Trash2, XCircle, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { OPEN_SUBMISSION_STATUSES } from '@praxiform/domain';
import { cn } from '../../components/ui';
import { LocalizedLink } from '../../lib/locale';
import type { TSubmissionView } from './types';

export type TSubmissionAction = 'copyLink' | 'viewAnswers' | 'editAnswers' | 'exportPdf' | 'resend' | 'cancel' | 'delete';

const ICONS: Record<TSubmissionAction, LucideIcon> = {
  copyLink: Link2,
  viewAnswers: ClipboardList,
  editAnswers: PencilLine,
  exportPdf: Download,
  resend: RotateCw,
  cancel: XCircle,
  delete: Trash2,
};

function isOpenStatus(status: string): boolean {
  return (OPEN_SUBMISSION_STATUSES as readonly string[]).includes(status);
}

/** What can be done with a form in this status; copying needs the link created while this page was open. */
export function submissionActions(submission: TSubmissionView, hasLink: boolean): TSubmissionAction[] {
  if (submission.status === 'completed') return ['viewAnswers', 'editAnswers', 'exportPdf', 'delete'];
  const withPatient = submission.patientId !== null;
  const actions: TSubmissionAction[] = [];
  if (hasLink && isOpenStatus(submission.status)) actions.push('copyLink');
  if (withPatient) actions.push('resend');
  if (isOpenStatus(submission.status)) actions.push('cancel');
  actions.push('delete');
  return actions;
}

const itemClass =
  'flex cursor-pointer items-center gap-2.5 rounded-lg px-2.5 py-2 text-sm text-slate-700 outline-none data-[highlighted]:bg-slate-100 data-[highlighted]:text-slate-900 data-[disabled]:cursor-default data-[disabled]:opacity-50';

export function SubmissionActionsMenu({
  submission,
  actions,
  onAction,
}: {
  submission: TSubmissionView;
  actions: readonly TSubmissionAction[];
  onAction: (action: TSubmissionAction) => void;
}) {
  const { t } = useTranslation('submissions');
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className="inline-flex size-9 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600 data-[state=open]:bg-slate-100"
        aria-label={t('actions.more', { form: submission.formName })}
      >
        <MoreHorizontal className="size-5" aria-hidden="true" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={6} className="z-30 w-60 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg shadow-slate-900/10">
          {actions.map((action) => {
            const Icon = ICONS[action];
            return (
              <div key={action}>
                {action === 'delete' && actions.length > 1 && <DropdownMenu.Separator className="my-1 h-px bg-slate-100" />}
                {action === 'editAnswers' ? (
                  <DropdownMenu.Item asChild className={itemClass}>
                    <LocalizedLink to={`/forms/submissions/${submission.id}/edit`}>
                      <Icon className="size-4 opacity-70" aria-hidden="true" />
                      {t('actions.editAnswers')}
                    </LocalizedLink>
                  </DropdownMenu.Item>
                ) : (
                  <DropdownMenu.Item
                    className={cn(itemClass, action === 'delete' && 'text-red-700 data-[highlighted]:bg-red-50 data-[highlighted]:text-red-800')}
                    onSelect={() => onAction(action)}
                  >
                    <Icon className="size-4 opacity-70" aria-hidden="true" />
                    {t(`actions.${action}`)}
                  </DropdownMenu.Item>
                )}
              </div>
            );
          })}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
