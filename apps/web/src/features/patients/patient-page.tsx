// /patients/:id: the patient's file, notes, the score trends, every form sent with its actions, sending a new one, the
// whole-file exports (PDF, and FHIR: docs/fhir.md), and who accessed the file (docs/access-log.md).
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, FileDown, FileJson, PencilLine, Send, Trash2, UserX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { Button, StateCard } from '../../components/ui';
import { errorCodeOf } from '../../lib/errors';
import { LocalizedLink, useLocale } from '../../lib/locale';
import { useTRPC } from '../../lib/trpc';
import { isDigitsOnly } from '../../routes/route-params';
import { ListError } from '../../components/lists/list-error';
import { AccessHistorySection } from './access-history-section';
import { DeletePatientDialog } from './delete-patient-dialog';
import { ExportFailedAlert } from '../../components/submissions/export-failed-alert';
import { formatDate, fullName } from '../../lib/format';
import { NotesDialog } from './notes-dialog';
import { PatientDetails } from './patient-details';
import { PatientDialog } from './patient-dialog';
import { PatientHistory } from './patient-history';
import { ScoreTrends } from './trends/score-trends';
import { patientFhir, patientPdf } from '../../lib/pdf-jobs';
import { usePdfExport } from '../../lib/pdf-export';
import { SendFormDialog } from './send-form-dialog';
import type { TLinkResult, TPatientDetail } from '../../lib/api-types';

const MAX_ID = 2_147_483_647;

function parsePatientId(value: string | undefined): number | null {
  if (!isDigitsOnly(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= MAX_ID ? id : null;
}

function PatientNotFound() {
  const { t } = useTranslation('patients');
  return (
    <StateCard icon={<UserX className="size-6" aria-hidden="true" />} title={t('detail.notFound.title')} text={t('detail.notFound.text')}>
      <Button asChild variant="outline">
        <LocalizedLink to="/dashboard">{t('detail.back')}</LocalizedLink>
      </Button>
    </StateCard>
  );
}

function PatientSkeleton() {
  const { t } = useTranslation('patients');
  return (
    <div aria-busy="true" className="flex flex-col gap-6">
      <span className="sr-only" role="status">
        {t('detail.loading')}
      </span>
      <div className="h-8 w-64 animate-pulse rounded bg-slate-200" />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="h-64 animate-pulse rounded-2xl bg-slate-100" />
        <div className="h-64 animate-pulse rounded-2xl bg-slate-100 lg:col-span-2" />
      </div>
    </div>
  );
}

type TPanel = 'edit' | 'notes' | 'delete' | 'send' | null;

function PatientFile({ patient }: { patient: TPatientDetail }) {
  const { t } = useTranslation('patients');
  const locale = useLocale();
  const [panel, setPanel] = useState<TPanel>(null);
  const [links, setLinks] = useState<Record<number, string>>({});
  const pdf = usePdfExport();
  const name = fullName(patient);
  const rememberLink = (result: TLinkResult) => setLinks((current) => ({ ...current, [result.submission.id]: result.url }));
  const close = (open: boolean) => !open && setPanel(null);

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-4">
        <LocalizedLink to="/dashboard" className="inline-flex w-fit items-center gap-1.5 text-sm font-medium text-slate-600 hover:text-slate-900">
          <ArrowLeft className="size-4" aria-hidden="true" />
          {t('detail.back')}
        </LocalizedLink>
        <div className="flex flex-col gap-4">
          <div className="min-w-0">
            <h1 className="text-2xl font-semibold tracking-tight break-words text-slate-900 sm:text-3xl">{name}</h1>
            <p className="mt-1 text-sm text-slate-600">
              {t('detail.since', { date: formatDate(locale, patient.createdAt) })}
              {' · '}
              {t('list.formsCount', { count: patient.formsCount })}
            </p>
          </div>
          <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
            <Button onClick={() => setPanel('send')} className="col-span-2 sm:col-auto">
              <Send aria-hidden="true" />
              {t('detail.actions.send')}
            </Button>
            <Button
              variant="outline"
              onClick={() => void pdf.run(patientPdf(patient, t('detail.exportFileName')))}
              loading={pdf.pending === patientPdf(patient, '').path}
              className="col-span-2 sm:col-auto"
            >
              <FileDown aria-hidden="true" />
              {t('detail.actions.exportAll')}
            </Button>
            <Button
              variant="outline"
              onClick={() => void pdf.run(patientFhir(patient, t('detail.exportFileName')))}
              loading={pdf.pending === patientFhir(patient, '').path}
              className="col-span-2 sm:col-auto"
            >
              <FileJson aria-hidden="true" />
              {t('detail.actions.exportFhir')}
            </Button>
            <Button variant="outline" onClick={() => setPanel('edit')}>
              <PencilLine aria-hidden="true" />
              {t('detail.actions.edit')}
            </Button>
            <Button variant="outline" onClick={() => setPanel('delete')} className="border-red-200! text-red-700! hover:bg-red-50!">
              <Trash2 aria-hidden="true" />
              {t('detail.actions.delete')}
            </Button>
          </div>
        </div>
        {pdf.failed && <ExportFailedAlert onRetry={pdf.retry} retrying={pdf.pending !== null} />}
      </div>
      <div className="grid items-start gap-6 lg:grid-cols-3">
        <PatientDetails patient={patient} onEditNotes={() => setPanel('notes')} />
        <div className="flex min-w-0 flex-col gap-6 lg:col-span-2">
          <ScoreTrends patientId={patient.id} />
          <PatientHistory patient={patient} links={links} onLink={rememberLink} onSend={() => setPanel('send')} />
          <AccessHistorySection patientId={patient.id} />
        </div>
      </div>
      <PatientDialog open={panel === 'edit'} onOpenChange={close} patient={patient} onSaved={() => setPanel(null)} />
      <NotesDialog open={panel === 'notes'} onOpenChange={close} patient={patient} />
      <DeletePatientDialog open={panel === 'delete'} onOpenChange={close} patient={patient} />
      <SendFormDialog patient={panel === 'send' ? patient : null} onOpenChange={close} onSent={rememberLink} />
    </div>
  );
}

function PatientLoader({ id }: { id: number }) {
  const { t } = useTranslation('patients');
  const trpc = useTRPC();
  const query = useQuery(trpc.patients.get.queryOptions({ id }));
  if (query.isPending) return <PatientSkeleton />;
  if (query.isError) {
    if (errorCodeOf(query.error) === 'NOT_FOUND') return <PatientNotFound />;
    return (
      <div className="flex flex-col gap-4">
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{t('common:pages.patient-detail')}</h1>
        <ListError title={t('detail.loadFailed')} error={query.error} onRetry={() => void query.refetch()} retrying={query.isRefetching} />
      </div>
    );
  }
  return <PatientFile patient={query.data.patient} />;
}

export function PatientPage() {
  const id = parsePatientId(useParams().id);
  if (id === null) return <PatientNotFound />;
  return <PatientLoader key={id} id={id} />;
}
