// What the market's actions do: favorite (optimistic), duplicate into my templates, preview and delete (dialogs).
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useTRPC } from '../../lib/trpc';
import { useErrorMessage } from '../../lib/use-messages';
import type { TPageMessageState } from '../../components/lists/page-message';
import type { TTemplateSummary } from '../../lib/api-types';
import type { TMarketAction } from './market-card';
import { useFavorite } from './use-favorite';
import { useFailureMessage } from '../../components/subscription/use-entitlement';

export type TMarketDialog = { kind: 'preview' | 'delete'; template: TTemplateSummary } | null;

export function useMarketActions(setMessage: (message: TPageMessageState) => void) {
  const { t } = useTranslation('market');
  const errorMessage = useErrorMessage();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<TMarketDialog>(null);
  const [duplicatingId, setDuplicatingId] = useState<number | null>(null);
  const failure = useFailureMessage();
  const failed = (key: string, error: unknown) => `${t(key)} ${errorMessage(error)}`;

  const toggleFavorite = useFavorite((error) => setMessage({ tone: 'error', text: failed('messages.favoriteFailed', error) }));
  // A copy lands in my templates and raises the source's duplication count.
  const duplicate = useMutation(
    trpc.market.duplicate.mutationOptions({
      onSuccess: () =>
        Promise.all([queryClient.invalidateQueries(trpc.templates.list.pathFilter()), queryClient.invalidateQueries(trpc.market.list.pathFilter())]),
    }),
  );
  // My private template may point at the deleted copy (publicCopyId).
  const remove = useMutation(
    trpc.market.delete.mutationOptions({
      onSuccess: () =>
        Promise.all([queryClient.invalidateQueries(trpc.market.list.pathFilter()), queryClient.invalidateQueries(trpc.templates.list.pathFilter())]),
    }),
  );

  const run = (action: TMarketAction, template: TTemplateSummary) => {
    if (action === 'favorite') return toggleFavorite(template);
    setMessage(null);
    if (action === 'preview' || action === 'delete') return setDialog({ kind: action, template });
    setDuplicatingId(template.id);
    duplicate.mutate(
      { id: template.id },
      {
        onSuccess: ({ template: copy }) =>
          setMessage({
            tone: 'success',
            text: t('messages.duplicated', { name: copy.name }),
            link: { to: `/templates/${copy.id}/edit`, label: t('messages.editCopy') },
          }),
        onError: (error) => setMessage(failure(failed('messages.duplicateFailed', error), error)),
        onSettled: () => setDuplicatingId(null),
      },
    );
  };

  const closeDialog = () => {
    remove.reset();
    setDialog(null);
  };

  const confirmDelete = (template: TTemplateSummary) =>
    remove.mutate(
      { id: template.id },
      {
        onSuccess: () => {
          setMessage({ tone: 'success', text: t('messages.deleted', { name: template.name }) });
          closeDialog();
        },
      },
    );

  return { dialog, duplicatingId, run, closeDialog, confirmDelete, remove, failed };
}
