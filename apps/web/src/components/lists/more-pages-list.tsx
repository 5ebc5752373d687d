// A list read page after page (lib/more-pages.ts joins the pages): the items, the error of a later page with its
// retry, and "show more" with how many are shown; after "show more", focus goes to the first new item, so a keyboard
// or screen reader user reads on from there. Each item is a focusable <li> (tabIndex -1) given as children.
import { useEffect, useRef, type ReactNode } from 'react';
import { Button } from '../ui';
import type { TMorePages } from '../../lib/more-pages';
import { ListError } from './list-error';

export type TMorePagesListProps = {
  list: TMorePages<unknown>;
  /** The list's accessible name. */
  label: string;
  /** Asks one more page. */
  onMore: () => void;
  texts: { loadFailed: string; more: string; shown: (shown: number, total: number) => string };
  children: ReactNode;
};

export function MorePagesList({ list, label, onMore, texts, children }: TMorePagesListProps) {
  const listRef = useRef<HTMLUListElement>(null);
  const focusFrom = useRef<number | null>(null);
  useEffect(() => {
    if (focusFrom.current === null || list.loadingMore) return;
    const item = listRef.current?.children[focusFrom.current];
    focusFrom.current = null;
    if (item instanceof HTMLElement) item.focus();
  });

  const showMore = () => {
    focusFrom.current = list.items.length;
    onMore();
  };

  return (
    <div className="flex flex-col gap-3">
      <ul ref={listRef} className="divide-y divide-slate-100" aria-label={label}>
        {children}
      </ul>
      {list.moreError !== null && <ListError title={texts.loadFailed} error={list.moreError} onRetry={list.retryLast} retrying={list.retrying} />}
      {list.hasMore && list.moreError === null && (
        <div className="flex flex-wrap items-center gap-3">
          <Button variant="outline" size="sm" onClick={showMore} loading={list.loadingMore}>
            {texts.more}
          </Button>
          <p className="text-xs text-slate-500">{texts.shown(list.items.length, list.total)}</p>
        </div>
      )}
    </div>
  );
}
