// /forms/pending: the waiting room — anonymous forms (pending) and completed unassigned ones, to assign to a patient.
import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Hourglass, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui';
import { LocalizedLink } from '../../lib/locale';
import { SubscribeLink } from '../../components/subscription/subscribe-call';
import { useEntitled } from '../../components/subscription/use-entitlement';
import { useTRPC } from '../../lib/trpc';
import { ExportFailedAlert } from '../../components/submissions/export-failed-alert';
import { ListPagination } from '../../components/lists/list-pagination';
import { submissionPdf } from '../../lib/pdf-jobs';
import { usePdfExport } from '../../lib/pdf-export';
import { SubmissionDialogs, useSubmissionDialog } from '../../components/submissions/submission-dialogs';
import type { TSubmissionView } from '../../lib/api-types';
import { EmptyState } from '../../components/lists/empty-state';
import { ListError } from '../../components/lists/list-error';
import { pageCount, useUrlView } from '../../lib/url-view';
import { AssignDialog } from './assign-dialog';
import { WaitingRoomItem, type TWaitingRoomAction } from './waiting-room-item';
import { parseWaitingRoomView, WAITING_ROOM_PAGE_SIZE, waitingRoomViewToParams } from './waiting-room-query';
import { TAB_PANEL_ID, tabId, WaitingRoomTabs } from './waiting-room-tabs';

const NO_LINKS: Readonly<Record<number, string>> = {};

function NewPendingFormButton() {
  const { t } = useTranslation('submissions');
  const entitled = useEntitled();
  if (!entitled) return <SubscribeLink label="newPendingForm" />;
  return (
    <Button asChild>
      <LocalizedLink to="/forms/pending/new">
        <Plus aria-hidden="true" />
        {t('waitingRoom.new')}
      </LocalizedLink>
    </Button>
  );
}

function EmptyWaitingRoom({ filtered }: { filtered: boolean }) {
  const { t } = useTranslation('submissions');
  return (
    <EmptyState icon={Hourglass} title={t(filtered ? 'waitingRoom.emptyTabTitle' : 'waitingRoom.emptyTitle')} text={t('waitingRoom.emptyText')}>
      <NewPendingFormButton />
    </EmptyState>
  );
}

export function WaitingRoomPage() {
  const { t } = useTranslation('submissions');
  const trpc = useTRPC();
  const [view, update] = useUrlView(parseWaitingRoomView, waitingRoomViewToParams);
  const query = useQuery({
    ...trpc.submissions.waitingRoom.queryOptions({ status: view.status, page: view.page, pageSize: WAITING_ROOM_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  const [dialog, setDialog] = useSubmissionDialog();
  const [assigning, setAssigning] = useState<TSubmissionView | null>(null);
  const pdf = usePdfExport();

  const onAction = (action: TWaitingRoomAction, submission: TSubmissionView) => {
    if (action === 'assign') setAssigning(submission);
    else if (action === 'exportPdf') void pdf.run(submissionPdf(submission, t('export.fileName')));
    else if (action === 'viewAnswers') setDialog({ kind: 'answers', submission });
    else if (action === 'cancel' || action === 'delete') setDialog({ kind: action, submission });
  };

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">{t('common:pages.PendingForms')}</h1>
          <p className="mt-1 max-w-2xl text-sm text-slate-600">{t('waitingRoom.subtitle')}</p>
        </div>
        <NewPendingFormButton />
      </div>
      <WaitingRoomTabs selected={view.status} counts={query.data?.counts} onSelect={(status) => update({ status })} />
      {pdf.failed && <ExportFailedAlert onRetry={pdf.retry} retrying={pdf.pending !== null} />}
      <div role="tabpanel" id={TAB_PANEL_ID} aria-labelledby={tabId(view.status)} className="flex flex-col gap-4">
        {query.isPending ? (
          <div aria-busy="true" className="flex flex-col gap-3">
            <span className="sr-only" role="status">
              {t('waitingRoom.loading')}
            </span>
            {[0, 1, 2].map((index) => (
              <div key={index} className="h-24 animate-pulse rounded-2xl border border-slate-200 bg-white" />
            ))}
          </div>
        ) : query.isError ? (
          <ListError title={t('waitingRoom.loadFailed')} error={query.error} onRetry={() => void query.refetch()} retrying={query.isRefetching} />
        ) : query.data.items.length === 0 && query.data.total > 0 ? (
          <Button variant="outline" onClick={() => update({ page: 1 })} className="self-center">
            {t('patients:list.firstPage')}
          </Button>
        ) : query.data.items.length === 0 ? (
          <EmptyWaitingRoom filtered={view.status !== 'all'} />
        ) : (
          <>
            <ul className="flex flex-col gap-3" aria-busy={query.isFetching || undefined}>
              {query.data.items.map((submission) => (
                <WaitingRoomItem key={submission.id} submission={submission} onAction={onAction} />
              ))}
            </ul>
            <ListPagination
              page={view.page}
              pages={pageCount(query.data.total, WAITING_ROOM_PAGE_SIZE)}
              onPage={(page) => update({ page })}
              label={t('waitingRoom.pagination')}
            />
          </>
        )}
      </div>
      <SubmissionDialogs dialog={dialog} onClose={() => setDialog(null)} links={NO_LINKS} onLink={() => undefined} email="" />
      <AssignDialog submission={assigning} onOpenChange={(open) => !open && setAssigning(null)} />
    </div>
  );
}
