// The answers of one completed form, read-only: every visible field in order, practitioner-only ones marked, the score
// with its band and whether it is a positive screen, the alert answers highlighted (docs/scores.md).
import { useQuery } from '@tanstack/react-query';
import { AlertTriangle, ClipboardList, Download, PencilLine } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge, Button, Dialog, Spinner, cn } from '../ui';
import { LocalizedLink, useLocale } from '../../lib/locale';
import { useTRPC } from '../../lib/trpc';
import { FieldPicture } from '../templates/field-picture';
import { ListError } from '../lists/list-error';
import { visibleAnswers, type TAnsweredField } from './answer-display';
import { ExportFailedAlert } from './export-failed-alert';
import { formatDate, scoreText } from '../../lib/format';
import { submissionPdf } from '../../lib/pdf-jobs';
import { usePdfExport } from '../../lib/pdf-export';
import type { TSubmissionDetail } from '../../lib/api-types';
import { AlertBadge, BandBadge } from '../scores/band-badge';
import { PositiveScreenBadge } from '../scores/positive-screen-badge';

function AnswerRow({ item, alert }: { item: TAnsweredField; alert: boolean }) {
  const { t } = useTranslation('submissions');
  const { field, depth, display } = item;
  return (
    <div
      className={cn(
        'flex flex-col gap-1 py-3',
        depth > 0 && 'border-l-2 border-brand-100 pl-3',
        alert && '-mx-2 rounded-lg border-l-4 border-red-600 bg-red-50 px-3',
      )}
      style={depth > 0 ? { marginLeft: `${(depth - 1) * 0.75}rem` } : undefined}
      data-alert={alert || undefined}
    >
      <dt className="flex flex-wrap items-center gap-2 text-sm font-medium text-slate-700">
        <span>{field.title}</span>
        {field.practitionerOnly && <Badge variant="brand">{t('answers.practitionerOnly')}</Badge>}
        {alert && (
          <Badge variant="danger">
            <AlertTriangle className="size-3" aria-hidden="true" />
            {t('common:scores.alertAnswer')}
          </Badge>
        )}
      </dt>
      <dd className="text-sm break-words whitespace-pre-wrap text-slate-900">
        {display.kind === 'empty' && <span className="text-slate-500 italic">{t('answers.noAnswer')}</span>}
        {display.kind === 'text' && display.text}
        {display.kind === 'list' && (
          <ul className="list-inside list-disc">
            {display.items.map((label, index) => (
              <li key={index}>{label}</li>
            ))}
          </ul>
        )}
        {display.kind === 'image' && <FieldPicture url={`/api/files/${encodeURIComponent(display.fileId)}`} alt={field.title} className="mt-1" />}
      </dd>
    </div>
  );
}

function AnswersBody({ submission }: { submission: TSubmissionDetail }) {
  const { t } = useTranslation('submissions');
  const locale = useLocale();
  const pdf = usePdfExport();
  const items = visibleAnswers(submission.fields, submission.answers ?? {}, locale);
  const score = scoreText(submission);
  const job = submissionPdf(submission, t('export.fileName'));
  const alerts = new Set(submission.alertFieldIds);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
        {submission.completedAt && <span>{t('history.completedOn', { date: formatDate(locale, submission.completedAt, true) })}</span>}
        {submission.consentAt && <span>{t('answers.consent', { date: formatDate(locale, submission.consentAt, true) })}</span>}
      </div>
      {score && (
        <p
          className="flex flex-wrap items-center gap-2 rounded-xl bg-brand-50 px-4 py-3 text-sm font-medium text-brand-900 ring-1 ring-brand-100"
          data-testid="answers-score"
        >
          <span>{t('answers.score', { score })}</span>
          <BandBadge band={submission.band} />
          <PositiveScreenBadge positive={submission.positiveScreen} />
        </p>
      )}
      {alerts.size > 0 && (
        <p
          className="flex flex-wrap items-center gap-2 rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-900 ring-1 ring-red-200"
          role="note"
        >
          <AlertBadge />
          {t('common:scores.alertAnswers', { count: alerts.size })}
        </p>
      )}
      {items.length === 0 ? (
        <p className="text-sm text-slate-600">{t('answers.none')}</p>
      ) : (
        <dl className="divide-y divide-slate-100">
          {items.map((item) => (
            <AnswerRow key={item.field.id} item={item} alert={alerts.has(item.field.id)} />
          ))}
        </dl>
      )}
      {pdf.failed && <ExportFailedAlert onRetry={pdf.retry} retrying={pdf.pending !== null} />}
      <div className="flex flex-col-reverse gap-2 border-t border-slate-100 pt-4 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={() => void pdf.run(job)} loading={pdf.pending !== null}>
          <Download aria-hidden="true" />
          {t('actions.exportPdf')}
        </Button>
        <Button asChild>
          <LocalizedLink to={`/forms/submissions/${submission.id}/edit`}>
            <PencilLine aria-hidden="true" />
            {t('actions.editAnswers')}
          </LocalizedLink>
        </Button>
      </div>
    </div>
  );
}

function AnswersLoader({ id }: { id: number }) {
  const { t } = useTranslation('submissions');
  const trpc = useTRPC();
  const query = useQuery(trpc.submissions.get.queryOptions({ id }));
  if (query.isPending) {
    return (
      <p className="flex items-center gap-2 py-6 text-sm text-slate-600">
        <Spinner />
        {t('answers.loading')}
      </p>
    );
  }
  if (query.isError)
    return <ListError title={t('answers.loadFailed')} error={query.error} onRetry={() => void query.refetch()} retrying={query.isRefetching} />;
  return <AnswersBody submission={query.data.submission} />;
}

export function AnswersDialog({
  submission,
  onOpenChange,
}: {
  submission: { id: number; formName: string } | null;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('submissions');
  return (
    <Dialog
      open={submission !== null}
      onOpenChange={onOpenChange}
      title={submission ? t('answers.title', { form: submission.formName }) : ''}
      icon={<ClipboardList className="size-5" />}
    >
      {submission && <AnswersLoader id={submission.id} />}
    </Dialog>
  );
}
