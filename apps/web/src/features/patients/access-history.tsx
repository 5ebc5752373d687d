// The list of the patient page's access history (patients.accessHistory, newest first), a chunk loaded when the card
// is opened: a page of entries, "show more" for the next (components/lists/more-pages-list.tsx), the states of a list
// (loading, empty, failed).
import { useState } from 'react';
import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AccessEntrySummary, isOthersAdministratorEntry } from '../../components/access-log/access-entry';
import { ListError } from '../../components/lists/list-error';
import { MorePagesList } from '../../components/lists/more-pages-list';
import { cn } from '../../components/ui';
import { joinPages } from '../../lib/more-pages';
import { useTRPC } from '../../lib/trpc';
import { AccessHistorySkeleton } from './access-history-skeleton';

export const ACCESS_HISTORY_PAGE_SIZE = 10;

export function AccessHistory({ patientId }: { patientId: number }) {
  const { t } = useTranslation('patients');
  const trpc = useTRPC();
  const [pages, setPages] = useState(1);
  const results = useQueries({
    queries: Array.from({ length: pages }, (_, index) =>
      trpc.patients.accessHistory.queryOptions({ patientId, page: index + 1, pageSize: ACCESS_HISTORY_PAGE_SIZE }),
    ),
  });
  const list = joinPages(results, ACCESS_HISTORY_PAGE_SIZE);

  if (list.pending) return <AccessHistorySkeleton />;
  if (list.error) return <ListError title={t('access.loadFailed')} error={list.error} onRetry={list.retryLast} retrying={list.retrying} />;
  if (list.items.length === 0) return <p className="text-sm text-slate-600">{t('access.empty')}</p>;

  return (
    <MorePagesList
      list={list}
      label={t('access.title')}
      onMore={() => setPages((count) => count + 1)}
      texts={{ loadFailed: t('access.loadFailed'), more: t('access.more'), shown: (shown, total) => t('access.shown', { shown, total }) }}
    >
      {list.items.map((entry) => (
        <li
          key={entry.id}
          tabIndex={-1}
          data-testid="access-entry"
          className={cn(
            'py-3 outline-none first:pt-0 focus-visible:ring-2 focus-visible:ring-brand-600',
            isOthersAdministratorEntry(entry) && '-mx-2 rounded-lg bg-amber-50/60 px-2',
          )}
        >
          <AccessEntrySummary entry={entry} />
        </li>
      ))}
    </MorePagesList>
  );
}
