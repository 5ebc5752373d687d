// Every form sent to the patient, newest first: status, dates, score with its band (and a positive screen), the alert,
// and the actions its status allows.
import { ClipboardList, FileClock, Link2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui';
import { useLocale } from '../../lib/locale';
import { formatDate, scoreText } from '../../lib/format';
import { SubmissionActionsMenu, submissionActions, type TSubmissionAction } from '../../components/submissions/submission-actions-menu';
import { SubmissionStatusBadge } from '../../components/submissions/submission-status-badge';
import type { TSubmissionView } from '../../lib/api-types';
import { AlertBadge, BandBadge } from '../../components/scores/band-badge';
import { PositiveScreenBadge } from '../../components/scores/positive-screen-badge';

function SubmissionDates({ submission }: { submission: TSubmissionView }) {
  const { t } = useTranslation('submissions');
  const locale = useLocale();
  const date = (value: string | null) => formatDate(locale, value);
  const lines: string[] = [];
  if (submission.sentAt) lines.push(t('history.sentOn', { date: date(submission.sentAt) }));
  else lines.push(t('history.createdOn', { date: date(submission.createdAt) }));
  if (submission.completedAt) lines.push(t('history.completedOn', { date: date(submission.completedAt) }));
  else if (submission.status === 'expired' && submission.expiresAt) lines.push(t('history.expiredOn', { date: date(submission.expiresAt) }));
  else if (submission.expiresAt) lines.push(t('history.expiresOn', { date: date(submission.expiresAt) }));
  // The link's reminder mail (docs/forms-api.md#reminders): when it went, or when it will while the link is open.
  if (submission.reminder.sentAt) lines.push(t('history.reminderSentOn', { date: date(submission.reminder.sentAt) }));
  else if (submission.reminder.dueAt && !submission.completedAt && submission.status !== 'expired') {
    lines.push(t('history.reminderDueOn', { date: date(submission.reminder.dueAt) }));
  }
  return (
    <p className="flex flex-wrap gap-x-3 gap-y-0.5 text-xs text-slate-500">
      {lines.map((line) => (
        <span key={line}>{line}</span>
      ))}
    </p>
  );
}

export function SubmissionRow({
  submission,
  hasLink,
  onAction,
}: {
  submission: TSubmissionView;
  hasLink: boolean;
  onAction: (action: TSubmissionAction, submission: TSubmissionView) => void;
}) {
  const { t } = useTranslation('submissions');
  const score = scoreText(submission);
  const actions = submissionActions(submission, hasLink);
  const primary: TSubmissionAction | null = submission.status === 'completed' ? 'viewAnswers' : actions.includes('copyLink') ? 'copyLink' : null;
  return (
    <li className="flex flex-col gap-3 px-4 py-4 sm:flex-row sm:items-center sm:gap-4 sm:px-5" data-testid="submission-row">
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-medium break-words text-slate-900">{submission.formName}</span>
          <SubmissionStatusBadge status={submission.status} />
          {submission.alert && <AlertBadge />}
        </div>
        <SubmissionDates submission={submission} />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3 sm:flex-nowrap sm:justify-end">
        {score ? (
          <span className="flex flex-col items-start gap-1 text-sm text-slate-600 sm:items-end">
            <span className="whitespace-nowrap">
              <span className="sr-only sm:not-sr-only">{t('history.score')} </span>
              <span className="font-semibold text-slate-900 tabular-nums" data-testid="submission-score">
                {score}
              </span>
            </span>
            <BandBadge band={submission.band} />
            <PositiveScreenBadge positive={submission.positiveScreen} />
          </span>
        ) : (
          <span />
        )}
        <div className="flex items-center gap-1">
          {primary && (
            <Button variant="outline" size="sm" onClick={() => onAction(primary, submission)}>
              {primary === 'viewAnswers' ? <ClipboardList aria-hidden="true" /> : <Link2 aria-hidden="true" />}
              {t(`actions.${primary}`)}
            </Button>
          )}
          <SubmissionActionsMenu submission={submission} actions={actions} onAction={(action) => onAction(action, submission)} />
        </div>
      </div>
    </li>
  );
}

export function HistoryEmpty({ onSend }: { onSend: () => void }) {
  const { t } = useTranslation('submissions');
  return (
    <div className="flex flex-col items-center gap-3 px-6 py-10 text-center">
      <FileClock className="size-8 text-slate-400" aria-hidden="true" />
      <p className="text-sm text-slate-600">{t('history.empty')}</p>
      <Button variant="outline" size="sm" onClick={onSend}>
        {t('history.sendFirst')}
      </Button>
    </div>
  );
}
