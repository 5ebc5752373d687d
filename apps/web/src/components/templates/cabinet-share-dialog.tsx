// Share one of my private templates to shared practices (cabinets.shareTemplate): a checkbox per cabinet I belong to,
// the ones it is already in shown as such; none chosen says "no cabinet selected", checked with the server's own rule
// (ZCabinetShareInput) through the form kit (docs/cabinets-api.md, docs/product.md#cabinet).
import { useId } from 'react';
import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { Building2, Plus, Share2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ZCabinetShareInput } from '@praxiform/domain';
import { useZodForm } from '../forms/form-kit';
import { Badge, Button, cn, FormAlert, Spinner } from '../ui';
import { Dialog } from '../ui/dialog';
import { errorCodeOf } from '../../lib/errors';
import { LocalizedLink } from '../../lib/locale';
import { useTRPC } from '../../lib/trpc';
import { useErrorMessage } from '../../lib/use-messages';

// These refusals have their own sentence; any other is "sharing failed" plus the reason.
const KNOWN_CODES = ['CABINET_TEMPLATE_NOT_PRIVATE', 'VALIDATION_FAILED', 'NOT_FOUND'];

/** The form's one field: the chosen cabinets, at least one. */
const ZChosenCabinets = ZCabinetShareInput.pick({ cabinetIds: true });

export type TShareableTemplate = { id: number; name: string };

type TProps = {
  template: TShareableTemplate | null;
  onOpenChange: (open: boolean) => void;
  /** The names of the cabinets it was shared to, in the order of the list. */
  onShared: (cabinetNames: string[]) => void;
};

export function CabinetShareDialog({ template, onOpenChange, onShared }: TProps) {
  const { t } = useTranslation('templates');
  return (
    <Dialog
      open={template !== null}
      onOpenChange={onOpenChange}
      title={t('shareCabinet.title')}
      description={template ? t('shareCabinet.description', { name: template.name }) : undefined}
      icon={<Share2 className="size-5" />}
    >
      {template && <CabinetShareForm key={template.id} template={template} onOpenChange={onOpenChange} onShared={onShared} />}
    </Dialog>
  );
}

/** Cabinets where the template is already shared, from cabinets.get of those holding shares; unknown ones are simply offered. */
function useAlreadyShared(cabinets: { id: number; sharedTemplateCount: number }[], templateId: number): Set<number> {
  const trpc = useTRPC();
  const withShares = cabinets.filter((cabinet) => cabinet.sharedTemplateCount > 0);
  const details = useQueries({ queries: withShares.map((cabinet) => trpc.cabinets.get.queryOptions({ id: cabinet.id })) });
  const found = new Set<number>();
  details.forEach((detail, index) => {
    const cabinet = withShares[index];
    if (cabinet && detail.data?.templates.some((shared) => shared.templateId === templateId)) found.add(cabinet.id);
  });
  return found;
}

function CabinetShareForm({ template, onOpenChange, onShared }: TProps & { template: TShareableTemplate }) {
  const { t } = useTranslation('templates');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const errorMessage = useErrorMessage();
  const errorId = useId();
  const list = useQuery(trpc.cabinets.list.queryOptions());
  const cabinets = list.data?.cabinets ?? [];
  const already = useAlreadyShared(cabinets, template.id);
  const { form, formId, errorOf, setField, setErrors, submit, showServerErrors, formLevelError } = useZodForm(ZChosenCabinets, {
    cabinetIds: [] as number[],
  });
  const share = useMutation(
    trpc.cabinets.shareTemplate.mutationOptions({
      onSuccess: () =>
        Promise.all([queryClient.invalidateQueries(trpc.cabinets.list.pathFilter()), queryClient.invalidateQueries(trpc.cabinets.get.pathFilter())]),
      onError: (error) => showServerErrors(error),
    }),
  );
  const selected = form.watch('cabinetIds');

  const toggle = (id: number) => setField('cabinetIds', selected.includes(id) ? selected.filter((other) => other !== id) : [...selected, id]);

  const send = () => {
    // A cabinet chosen before it was known to hold the template already is not sent again.
    const cabinetIds = cabinets.filter((cabinet) => selected.includes(cabinet.id) && !already.has(cabinet.id)).map((cabinet) => cabinet.id);
    if (cabinetIds.length === 0) {
      setErrors({ cabinetIds: 'CABINET_NOT_SELECTED' });
      return;
    }
    share.mutate(
      { templateId: template.id, cabinetIds },
      {
        onSuccess: ({ cabinetIds: sharedIds }) => {
          onShared(cabinets.filter((cabinet) => sharedIds.includes(cabinet.id)).map((cabinet) => cabinet.name));
          onOpenChange(false);
        },
      },
    );
  };

  if (list.isPending) {
    return (
      <p className="flex items-center gap-2 text-sm text-slate-600" role="status">
        <Spinner />
        {t('shareCabinet.loading')}
      </p>
    );
  }
  if (list.isError) {
    return (
      <FormAlert
        tone="error"
        action={
          <Button variant="outline" size="sm" onClick={() => void list.refetch()} loading={list.isRefetching}>
            {t('errors:generic.retry')}
          </Button>
        }
      >
        {t('shareCabinet.loadFailed')}
      </FormAlert>
    );
  }
  if (cabinets.length === 0) {
    return (
      <div className="flex flex-col gap-4">
        <div className="flex flex-col items-start gap-3 rounded-xl border border-dashed border-slate-300 bg-slate-50 p-4 text-sm text-slate-700">
          <p className="font-medium text-slate-900">{t('shareCabinet.none.title')}</p>
          <p>{t('shareCabinet.none.text')}</p>
          <Button asChild variant="outline" size="sm">
            <LocalizedLink to="/cabinet">
              <Plus aria-hidden="true" />
              {t('shareCabinet.none.create')}
            </LocalizedLink>
          </Button>
        </div>
        <div className="flex justify-end">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t('list.actions.cancel')}
          </Button>
        </div>
      </div>
    );
  }

  const serverCode = formLevelError(share.error) ? errorCodeOf(share.error) : null;
  const cabinetsError = errorOf('cabinetIds');
  return (
    <form id={formId} noValidate onSubmit={submit(send)} className="flex flex-col gap-4">
      {serverCode && (
        <FormAlert tone="error">
          {KNOWN_CODES.includes(serverCode) ? errorMessage(share.error) : `${t('shareCabinet.failed')} ${errorMessage(share.error)}`}
        </FormAlert>
      )}
      <fieldset aria-describedby={cabinetsError ? errorId : undefined}>
        <legend className="text-sm font-medium text-slate-800">{t('shareCabinet.legend')}</legend>
        <ul className="mt-2 flex max-h-72 flex-col gap-0.5 overflow-y-auto rounded-xl border border-slate-200 bg-white p-1.5">
          {cabinets.map((cabinet) => {
            const isShared = already.has(cabinet.id);
            const checked = isShared || selected.includes(cabinet.id);
            return (
              <li key={cabinet.id}>
                <label
                  className={cn(
                    'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2.5 py-2 text-sm text-slate-700 hover:bg-slate-50',
                    checked && !isShared && 'bg-brand-50/60 text-brand-900',
                    isShared && 'cursor-default text-slate-500 hover:bg-transparent',
                  )}
                >
                  <input
                    type="checkbox"
                    checked={checked}
                    disabled={isShared || share.isPending}
                    onChange={() => toggle(cabinet.id)}
                    className="size-4 shrink-0 rounded border-slate-300 accent-brand-600"
                  />
                  <Building2 className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
                  <span className="min-w-0 flex-1 break-words">{cabinet.name}</span>
                  {isShared && <Badge variant="success">{t('shareCabinet.alreadyShared')}</Badge>}
                </label>
              </li>
            );
          })}
        </ul>
        {cabinetsError && (
          <p id={errorId} role="alert" className="mt-1.5 text-sm text-red-700">
            {cabinetsError}
          </p>
        )}
      </fieldset>
      <p className="text-xs leading-5 text-slate-500">{t('shareCabinet.hint')}</p>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={() => onOpenChange(false)} disabled={share.isPending}>
          {t('list.actions.cancel')}
        </Button>
        <Button type="submit" loading={share.isPending}>
          <Share2 aria-hidden="true" />
          {t('shareCabinet.submit')}
        </Button>
      </div>
    </form>
  );
}
