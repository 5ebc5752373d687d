// Read-only preview of a template shared to the cabinet, as a patient would see it (conditional fields and score live),
// with a print view. Its fields come from cabinets.templates, the members' read-only view.
import * as RadixDialog from '@radix-ui/react-dialog';
import { Printer, X } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button, Spinner } from '../../../components/ui';
import { ListError } from '../../../components/lists/list-error';
import { PreviewFields } from '../../../components/templates/preview-fields';
import { useTRPC } from '../../../lib/trpc';
import type { TCabinetTemplateView } from '../../../lib/api-types';
import '../../../components/templates/preview-print.css';

type TProps = { cabinetId: number; template: TCabinetTemplateView | null; onClose: () => void };

export function SharedTemplatePreview({ cabinetId, template, onClose }: TProps) {
  const { t } = useTranslation('cabinet');
  const trpc = useTRPC();
  const query = useQuery({ ...trpc.cabinets.templates.queryOptions({ id: cabinetId }), enabled: template !== null });
  const detail = template ? query.data?.items.find((item) => item.templateId === template.templateId) : undefined;
  return (
    <RadixDialog.Root open={template !== null} onOpenChange={(open) => !open && onClose()}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-slate-950/50 backdrop-blur-[2px] print:hidden" />
        <RadixDialog.Content
          data-preview-print=""
          className="fixed inset-0 z-50 flex flex-col bg-slate-50 outline-none sm:inset-6 sm:mx-auto sm:max-w-3xl sm:rounded-2xl sm:shadow-2xl print:bg-white"
        >
          <div data-print-hide="" className="flex flex-wrap items-center gap-2 border-b border-slate-200 bg-white px-4 py-3 sm:rounded-t-2xl sm:px-6">
            <RadixDialog.Title className="min-w-0 flex-1 text-base font-semibold break-words text-slate-900">
              {t('preview.title', { name: template?.name ?? '' })}
            </RadixDialog.Title>
            <Button variant="outline" size="sm" onClick={() => window.print()} disabled={!detail}>
              <Printer aria-hidden="true" />
              {t('preview.print')}
            </Button>
            <RadixDialog.Close
              className="inline-flex size-9 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
              aria-label={t('common:dialog.close')}
            >
              <X className="size-5" aria-hidden="true" />
            </RadixDialog.Close>
          </div>
          <RadixDialog.Description className="sr-only">{t('preview.description')}</RadixDialog.Description>
          <div className="flex-1 overflow-y-auto px-4 py-6 sm:px-8">
            {query.isPending ? (
              <div className="flex justify-center py-8 text-brand-600">
                <Spinner className="size-6" label={t('preview.loading')} />
              </div>
            ) : query.isError ? (
              <ListError title={t('preview.loadFailed')} error={query.error} onRetry={() => void query.refetch()} retrying={query.isRefetching} />
            ) : !detail ? (
              <p className="text-sm text-slate-600">{t('preview.gone')}</p>
            ) : (
              <article className="mx-auto flex max-w-2xl flex-col gap-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8 print:border-0 print:p-0 print:shadow-none">
                <header className="border-b border-slate-100 pb-4">
                  <h2 className="text-xl font-semibold tracking-tight break-words text-slate-900">{detail.name}</h2>
                  {detail.description && <p className="mt-2 text-sm leading-6 whitespace-pre-line text-slate-600">{detail.description}</p>}
                </header>
                <PreviewFields fields={detail.fields} scoringEnabled={detail.scoringEnabled} />
              </article>
            )}
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
