// One waiting-room form: name, status, dates, who answered (generic links), score; assign, answers, cancel or delete.
import { ClipboardList, Link2, UserCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge, Button } from '../../components/ui';
import { useLocale } from '../../lib/locale';
import { formatDate, scoreText } from '../../lib/format';
import { SubmissionActionsMenu, submissionActions, type TSubmissionAction } from '../../components/submissions/submission-actions-menu';
import { SubmissionStatusBadge } from '../../components/submissions/submission-status-badge';
import type { TSubmissionView } from '../../lib/api-types';

export type TWaitingRoomAction = TSubmissionAction | 'assign';

function respondentName(submission: TSubmissionView): string | null {
  const respondent = submission.respondent;
  if (!respondent) return null;
  return [respondent.firstName, respondent.lastName].filter(Boolean).join(' ') || null;
}

export function WaitingRoomItem({
  submission,
  onAction,
}: {
  submission: TSubmissionView;
  onAction: (action: TWaitingRoomAction, submission: TSubmissionView) => void;
}) {
  const { t } = useTranslation('submissions');
  const locale = useLocale();
  const score = scoreText(submission);
  const name = respondentName(submission);
  const email = submission.respondent?.email ?? null;
  const completed = submission.status === 'completed';
  return (
    <li
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center sm:gap-4 sm:p-5"
      data-testid="waiting-room-item"
    >
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-medium break-words text-slate-900">{submission.formName}</span>
          <SubmissionStatusBadge status={submission.status} />
          {submission.viaGenericLink && (
            <Badge variant="neutral">
              <Link2 className="size-3" aria-hidden="true" />
              {t('waitingRoom.generic')}
            </Badge>
          )}
        </div>
        {(name || email) && (
          <p className="text-sm break-words text-slate-700">
            {t('waitingRoom.respondent')} <span className="font-medium text-slate-900">{[name, email].filter(Boolean).join(' · ')}</span>
          </p>
        )}
        <p className="flex flex-wrap gap-x-3 gap-y-0.5 text-xs text-slate-500">
          <span>{t('history.createdOn', { date: formatDate(locale, submission.createdAt) })}</span>
          {submission.completedAt && <span>{t('history.completedOn', { date: formatDate(locale, submission.completedAt, true) })}</span>}
          {!completed && submission.expiresAt && (
            <span>
              {t(submission.status === 'expired' ? 'history.expiredOn' : 'history.expiresOn', { date: formatDate(locale, submission.expiresAt) })}
            </span>
          )}
        </p>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2 sm:justify-end">
        {score && (
          <span className="text-sm text-slate-600">
            {t('history.score')} <span className="font-semibold text-slate-900 tabular-nums">{score}</span>
          </span>
        )}
        <div className="ml-auto flex items-center gap-1">
          {completed && (
            <>
              <span className="hidden sm:inline-flex">
                <Button variant="outline" size="sm" onClick={() => onAction('viewAnswers', submission)}>
                  <ClipboardList aria-hidden="true" />
                  {t('actions.viewAnswers')}
                </Button>
              </span>
              <Button size="sm" onClick={() => onAction('assign', submission)}>
                <UserCheck aria-hidden="true" />
                {t('waitingRoom.assign')}
              </Button>
            </>
          )}
          <SubmissionActionsMenu
            submission={submission}
            actions={submissionActions(submission, false)}
            onAction={(action) => onAction(action, submission)}
          />
        </div>
      </div>
    </li>
  );
}
