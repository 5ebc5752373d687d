// What each action of My templates does: immediate ones (duplicate, publish) report in the page message; the others open a dialog.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCodeOf } from '../../lib/errors';
import { useErrorMessage } from '../../lib/use-messages';
import type { TPageMessageState } from '../../components/lists/page-message';
import type { TTemplateAction } from './template-actions-menu';
import type { TTemplateSummary } from '../../lib/api-types';
import { useTemplateMutations } from './use-template-mutations';
import { useFailureMessage } from '../../components/subscription/use-entitlement';
import { downloadExport } from '../../lib/pdf-export';
import { templateFhir } from '../../lib/pdf-jobs';

export type TTemplateDialog = { kind: 'preview' | 'delete' | 'unpublish' | 'share' | 'shareCabinet'; template: TTemplateSummary } | null;

export function useTemplateActions(setMessage: (message: TPageMessageState) => void) {
  const { t, i18n } = useTranslation('templates');
  const listFormat = new Intl.ListFormat(i18n.language, { type: 'conjunction' });
  const errorMessage = useErrorMessage();
  const mutations = useTemplateMutations();
  const [dialog, setDialog] = useState<TTemplateDialog>(null);
  const [busyId, setBusyId] = useState<number | null>(null);

  const failure = useFailureMessage();
  const failed = (prefix: string, error: unknown) => `${t(prefix)} ${errorMessage(error)}`;

  const duplicate = (template: TTemplateSummary) => {
    setBusyId(template.id);
    mutations.duplicate.mutate(
      { id: template.id },
      {
        onSuccess: ({ template: copy }) =>
          setMessage({
            tone: 'success',
            text: t('list.messages.duplicated', { name: copy.name }),
            link: { to: `/templates/${copy.id}/edit`, label: t('list.messages.editCopy') },
          }),
        onError: (error) => setMessage(failure(failed('list.messages.duplicateFailed', error), error)),
        onSettled: () => setBusyId(null),
      },
    );
  };

  const publish = (template: TTemplateSummary) => {
    setBusyId(template.id);
    mutations.publish.mutate(
      { id: template.id },
      {
        onSuccess: () =>
          setMessage({
            tone: 'success',
            text: t('list.messages.published', { name: template.name }),
            link: { to: '/market', label: t('list.messages.seeMarket') },
          }),
        onError: (error) =>
          setMessage(
            failure(errorCodeOf(error) === 'TEMPLATE_ALREADY_PUBLIC' ? errorMessage(error) : failed('list.messages.publishFailed', error), error),
          ),
        onSettled: () => setBusyId(null),
      },
    );
  };

  // The Questionnaire downloads as a file; only a failure is said.
  const exportFhir = (template: TTemplateSummary) => {
    downloadExport(templateFhir(template)).catch(() =>
      setMessage({ tone: 'error', text: t('list.messages.exportFhirFailed', { name: template.name }) }),
    );
  };

  const run = (action: TTemplateAction, template: TTemplateSummary) => {
    setMessage(null);
    if (action === 'exportFhir') return exportFhir(template);
    if (action === 'duplicate') return duplicate(template);
    if (action === 'publish') return publish(template);
    setDialog({ kind: action, template });
  };

  const closeDialog = () => {
    mutations.remove.reset();
    mutations.unpublish.reset();
    setDialog(null);
  };

  const confirmDelete = (template: TTemplateSummary) =>
    mutations.remove.mutate(
      { id: template.id },
      {
        onSuccess: () => {
          setMessage({ tone: 'success', text: t('list.messages.deleted', { name: template.name }) });
          closeDialog();
        },
      },
    );

  const confirmUnpublish = (template: TTemplateSummary) =>
    mutations.unpublish.mutate(
      { id: template.id },
      {
        onSuccess: () => {
          setMessage({ tone: 'success', text: t('list.messages.unpublished', { name: template.name }) });
          closeDialog();
        },
      },
    );

  const shared = (template: TTemplateSummary, email: string) =>
    setMessage({ tone: 'success', text: t('share.success', { name: template.name, email }) });

  const sharedToCabinets = (template: TTemplateSummary, cabinetNames: string[]) =>
    setMessage({
      tone: 'success',
      text: t('shareCabinet.success', { name: template.name, cabinets: listFormat.format(cabinetNames) }),
      link: { to: '/cabinet', label: t('list.messages.seeCabinets') },
    });

  return { dialog, busyId, run, closeDialog, confirmDelete, confirmUnpublish, shared, sharedToCabinets, mutations, failed };
}

export type TTemplateActions = ReturnType<typeof useTemplateActions>;
