// The history card of the patient page: every form sent to the patient (submissions.listForPatient) and its dialogs.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Card } from '../../components/ui';
import { useTRPC } from '../../lib/trpc';
import { ListError } from '../../components/lists/list-error';
import { ExportFailedAlert } from '../../components/submissions/export-failed-alert';
import { submissionPdf } from '../../lib/pdf-jobs';
import { usePdfExport } from '../../lib/pdf-export';
import { SubmissionDialogs, useSubmissionDialog } from '../../components/submissions/submission-dialogs';
import { HistoryEmpty, SubmissionRow } from './submission-history';
import type { TSubmissionAction } from '../../components/submissions/submission-actions-menu';
import type { TLinkResult, TPatientDetail, TSubmissionView } from '../../lib/api-types';

export function PatientHistory({
  patient,
  links,
  onLink,
  onSend,
}: {
  patient: TPatientDetail;
  links: Readonly<Record<number, string>>;
  onLink: (result: TLinkResult) => void;
  onSend: () => void;
}) {
  const { t } = useTranslation('submissions');
  const trpc = useTRPC();
  const query = useQuery(trpc.submissions.listForPatient.queryOptions({ patientId: patient.id }));
  const [dialog, setDialog] = useSubmissionDialog();
  const pdf = usePdfExport();

  const onAction = (action: TSubmissionAction, submission: TSubmissionView) => {
    switch (action) {
      case 'exportPdf':
        void pdf.run(submissionPdf(submission, t('export.fileName')));
        return;
      case 'copyLink':
        setDialog({ kind: 'link', submission });
        return;
      case 'viewAnswers':
        setDialog({ kind: 'answers', submission });
        return;
      case 'resend':
      case 'cancel':
      case 'delete':
        setDialog({ kind: action, submission });
        return;
      case 'editAnswers':
        return;
    }
  };

  return (
    <Card>
      <h2 className="border-b border-slate-100 px-5 py-4 text-base font-semibold text-slate-900">{t('history.title')}</h2>
      {pdf.failed && (
        <div className="px-4 pt-4 sm:px-5">
          <ExportFailedAlert onRetry={pdf.retry} retrying={pdf.pending !== null} />
        </div>
      )}
      {query.isPending ? (
        <div aria-busy="true" className="flex flex-col gap-3 px-5 py-5">
          <span className="sr-only" role="status">
            {t('history.loading')}
          </span>
          {[0, 1, 2].map((index) => (
            <div key={index} className="h-12 animate-pulse rounded-lg bg-slate-100" />
          ))}
        </div>
      ) : query.isError ? (
        <div className="p-4 sm:p-5">
          <ListError title={t('history.loadFailed')} error={query.error} onRetry={() => void query.refetch()} retrying={query.isRefetching} />
        </div>
      ) : query.data.items.length === 0 ? (
        <HistoryEmpty onSend={onSend} />
      ) : (
        <ul className="divide-y divide-slate-100" aria-label={t('history.title')}>
          {query.data.items.map((submission) => (
            <SubmissionRow key={submission.id} submission={submission} hasLink={Boolean(links[submission.id])} onAction={onAction} />
          ))}
        </ul>
      )}
      <SubmissionDialogs dialog={dialog} onClose={() => setDialog(null)} links={links} onLink={onLink} email={patient.email} />
    </Card>
  );
}
