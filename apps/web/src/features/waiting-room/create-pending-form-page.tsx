// /forms/pending/new: create a waiting-room form (submissions.createAnonymous), then its link, QR code and a print for the reception.
import { Suspense, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Plus, Printer, QrCode as QrIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, Card, FormAlert } from '../../components/ui';
import { LocalizedLink, useLocale } from '../../lib/locale';
import { useTRPC } from '../../lib/trpc';
import { formatDate } from '../../lib/format';
import { LinkCopy } from '../../components/submissions/link-copy';
import { useLinkOptionsForm } from '../../components/submissions/link-options-form';
import { LinkOptionsFields } from '../../components/submissions/link-options-fields';
import { TemplatePicker } from '../../components/submissions/template-picker';
import type { TLinkResult } from '../../lib/api-types';
import { useErrorMessage } from '../../lib/use-messages';
import { SubscriptionRequiredNotice } from '../../components/subscription/subscribe-call';
import { useEntitled } from '../../components/subscription/use-entitlement';
import { GenericLinkCard } from './generic-link-card';
import { QrCode } from './qr-code';
import './pending-print.css';

/** The printed sheet speaks the form's language, whose texts may need loading first. */
function PrintInstructions({ language }: { language: string }) {
  const { t } = useTranslation('submissions', { lng: language });
  return <p className="hidden text-lg leading-8 text-slate-800 print:block">{t('pendingNew.print.instructions')}</p>;
}

function CreatedForm({ result, onAnother }: { result: TLinkResult; onAnother: () => void }) {
  const { t } = useTranslation('submissions');
  const locale = useLocale();
  const { submission, url } = result;
  return (
    <Card className="flex flex-col gap-6 p-5 sm:p-8" data-pending-print="">
      <FormAlert tone="success" className="print:hidden">
        {t('pendingNew.created')}
      </FormAlert>
      <div className="grid items-center gap-6 md:grid-cols-[minmax(0,1fr)_16rem]" data-print-stack="">
        <div className="flex min-w-0 flex-col gap-4">
          <h2 className="text-xl font-semibold break-words text-slate-900 print:text-3xl">{submission.formName}</h2>
          <Suspense fallback={null}>
            <PrintInstructions language={submission.language} />
          </Suspense>
          {submission.instructions && <p className="text-sm whitespace-pre-line text-slate-700 print:text-base">{submission.instructions}</p>}
          <div data-print-hide="">
            <LinkCopy url={url} label={t('link.label')} large />
          </div>
          <p className="text-xs leading-5 text-slate-500" data-print-hide="">
            {t('pendingNew.linkNote', { date: formatDate(locale, submission.expiresAt) })}
          </p>
        </div>
        <QrCode
          value={url}
          alt={t('pendingNew.qrAlt', { form: submission.formName })}
          className="order-first mx-auto w-56 ring-1 ring-slate-200 md:order-none md:w-64 print:ring-0"
        />
      </div>
      <div className="flex flex-col gap-2 sm:flex-row sm:justify-end" data-print-hide="">
        <Button variant="outline" onClick={onAnother}>
          <Plus aria-hidden="true" />
          {t('pendingNew.another')}
        </Button>
        <Button asChild variant="outline">
          <LocalizedLink to="/forms/pending">{t('pendingNew.toWaitingRoom')}</LocalizedLink>
        </Button>
        <Button onClick={() => window.print()}>
          <Printer aria-hidden="true" />
          {t('pendingNew.print.button')}
        </Button>
      </div>
    </Card>
  );
}

export function CreatePendingFormPage() {
  const { t } = useTranslation('submissions');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const locale = useLocale();
  const errorMessage = useErrorMessage();
  const entitled = useEntitled();
  const kit = useLinkOptionsForm(locale);
  const [result, setResult] = useState<TLinkResult | null>(null);
  const create = useMutation(
    trpc.submissions.createAnonymous.mutationOptions({
      onSuccess: async (link) => {
        setResult(link);
        await queryClient.invalidateQueries(trpc.submissions.waitingRoom.pathFilter());
      },
    }),
  );

  const submit = kit.submit(
    (options) => create.mutate(options),
    () => create.reset(),
  );
  const templateId = kit.form.watch('templateId');

  const another = () => {
    setResult(null);
    create.reset();
  };

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-3" data-print-hide="">
        <LocalizedLink to="/forms/pending" className="inline-flex w-fit items-center gap-1.5 text-sm font-medium text-slate-600 hover:text-slate-900">
          <ArrowLeft className="size-4" aria-hidden="true" />
          {t('pendingNew.back')}
        </LocalizedLink>
        <div>
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">{t('common:pages.CreatePendingForm')}</h1>
          <p className="mt-1 max-w-2xl text-sm text-slate-600">{t('pendingNew.subtitle')}</p>
        </div>
      </div>
      {result ? (
        <CreatedForm result={result} onAnother={another} />
      ) : !entitled ? (
        <Card className="p-5 sm:p-6">
          <SubscriptionRequiredNotice />
        </Card>
      ) : (
        <Card className="p-5 sm:p-6">
          <form id={kit.formId} noValidate onSubmit={submit} className="flex flex-col gap-5">
            <TemplatePicker
              value={templateId}
              onChange={(chosen) => kit.setField('templateId', chosen)}
              error={kit.errorOf('templateId') ? t('send.errors.templateRequired') : undefined}
            />
            <LinkOptionsFields kit={kit} />
            {create.isError && <FormAlert tone="error">{errorMessage(create.error)}</FormAlert>}
            <div className="flex justify-end">
              <Button type="submit" loading={create.isPending} className="w-full sm:w-auto">
                <QrIcon aria-hidden="true" />
                {t('pendingNew.submit')}
              </Button>
            </div>
          </form>
        </Card>
      )}
      {entitled && templateId !== null && <GenericLinkCard templateId={templateId} />}
    </div>
  );
}
