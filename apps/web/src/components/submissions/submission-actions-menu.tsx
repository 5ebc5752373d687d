// The "more actions" menu of one sent form; which actions exist depends on its status (docs/product.md#states).
import { ClipboardList, Download, Link2, PencilLine, RotateCw, Trash2, XCircle, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { OPEN_SUBMISSION_STATUSES } from '@praxiform/domain';
import { ActionsMenu, ActionsMenuIcon, ActionsMenuItem, ActionsMenuLinkItem } from '../ui';
import { LocalizedLink } from '../../lib/locale';
import type { TSubmissionView } from '../../lib/api-types';

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
    <ActionsMenu label={t('actions.more', { form: submission.formName })}>
      {actions.map((action) =>
        action === 'editAnswers' ? (
          <ActionsMenuLinkItem key={action}>
            <LocalizedLink to={`/forms/submissions/${submission.id}/edit`}>
              <ActionsMenuIcon icon={ICONS[action]} />
              {t('actions.editAnswers')}
            </LocalizedLink>
          </ActionsMenuLinkItem>
        ) : (
          <ActionsMenuItem
            key={action}
            icon={ICONS[action]}
            label={t(`actions.${action}`)}
            danger={action === 'delete'}
            onSelect={() => onAction(action)}
          />
        ),
      )}
    </ActionsMenu>
  );
}
