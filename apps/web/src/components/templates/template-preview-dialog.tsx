// Read-only preview of a template in a dialog: its details are fetched on open (templates.get or market.get), with its
// validated-instrument flag and severity bands (docs/scores.md).
import { Eye } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useTRPC } from '../../lib/trpc';
import { Spinner } from '../ui';
import { Dialog } from '../ui/dialog';
import { ListError } from '../lists/list-error';
import { PreviewFields } from './preview-fields';
import { ScoreBandsList, ValidatedBadge } from '../scores/score-bands-list';
import type { TTemplateDetail, TTemplateSummary } from '../../lib/api-types';

type TPreviewProps = { template: TTemplateSummary | null; source: 'templates' | 'market'; onClose: () => void };

function useTemplateDetail(id: number | null, source: TPreviewProps['source']) {
  const trpc = useTRPC();
  const input = { id: id ?? 0 };
  const mine = useQuery({ ...trpc.templates.get.queryOptions(input), enabled: id !== null && source === 'templates' });
  const market = useQuery({ ...trpc.market.get.queryOptions(input), enabled: id !== null && source === 'market' });
  return source === 'templates' ? mine : market;
}

export function TemplatePreviewDialog({ template, source, onClose }: TPreviewProps) {
  const { t } = useTranslation('templates');
  const query = useTemplateDetail(template?.id ?? null, source);
  const detail: TTemplateDetail | undefined = query.data?.template;
  return (
    <Dialog
      open={template !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('list.preview.title', { name: template?.name ?? '' })}
      description={t('list.preview.description')}
      icon={<Eye className="size-5" />}
    >
      {query.isPending ? (
        <div className="flex justify-center py-8 text-brand-600">
          <Spinner className="size-6" label={t('list.loading')} />
        </div>
      ) : query.isError ? (
        <ListError title={t('list.preview.loadFailed')} error={query.error} onRetry={() => void query.refetch()} retrying={query.isRefetching} />
      ) : detail ? (
        <div className="flex flex-col gap-4">
          {(detail.validatedInstrument || detail.scoreBands.length > 0) && (
            <div className="flex flex-col gap-2">
              <ValidatedBadge instrument={detail.validatedInstrument} className="self-start" />
              <ScoreBandsList bands={detail.scoreBands} />
            </div>
          )}
          {detail.patientInstructions && (
            <section aria-label={t('list.preview.instructions')} className="rounded-xl border border-slate-200 bg-slate-50 p-3">
              <p className="whitespace-pre-line text-sm leading-6 text-slate-800">{detail.patientInstructions}</p>
            </section>
          )}
          <PreviewFields fields={detail.fields} scoringEnabled={detail.scoringEnabled} />
        </div>
      ) : null}
    </Dialog>
  );
}
