// A list read page after page with a "show more" button (the access history of a patient, the sign-ins of the account):
// one query per page, asked with useQueries, joined here. An item that a newer entry pushed onto the next page is shown
// once; a page that fails keeps the ones before it on screen.

/** What this needs of one page's query result (TanStack Query's UseQueryResult fits). */
export type TPageQuery<TItem> = {
  data?: { items: readonly TItem[]; total: number } | undefined;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  error: unknown;
  refetch: () => unknown;
};

export type TMorePages<TItem> = {
  items: TItem[];
  /** The total of the last page answered (the list may have grown since the first). */
  total: number;
  /** The first page is still loading: the list shows its placeholder. */
  pending: boolean;
  /** The first page failed: the list shows its error in place. */
  error: unknown;
  /** A later page is loading (the "show more" button spins). */
  loadingMore: boolean;
  /** A later page failed: its error shows under the items, with a retry. */
  moreError: unknown;
  /** Whether more items remain after the pages loaded, or the next page is on its way. */
  hasMore: boolean;
  /** Index in `items` of the first item of the last page loaded, where focus goes after "show more". */
  lastPageStart: number;
  /** Asks the last page again (the first when it is the only one): the retry of either error. */
  retryLast: () => void;
  /** The last page is being asked (again). */
  retrying: boolean;
};

export function joinPages<TItem extends { id: string | number }>(results: readonly TPageQuery<TItem>[], pageSize: number): TMorePages<TItem> {
  const seen = new Set<string | number>();
  const items: TItem[] = [];
  let lastPageStart = 0;
  let total = 0;
  for (const [index, result] of results.entries()) {
    if (index === results.length - 1) lastPageStart = items.length;
    if (!result.data) continue;
    total = result.data.total;
    for (const item of result.data.items) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      items.push(item);
    }
  }
  const first = results[0];
  const last = results.at(-1);
  const later = results.length > 1 ? last : undefined;
  const loadingMore = Boolean(later?.isPending && !later.isError);
  return {
    items,
    total,
    pending: first?.isPending ?? true,
    error: first?.isError ? first.error : null,
    loadingMore,
    moreError: later?.isError ? later.error : null,
    // While the next page loads, its button stays (spinning) where it was.
    hasMore: last?.data ? results.length * pageSize < last.data.total : loadingMore,
    lastPageStart,
    retryLast: () => void last?.refetch(),
    retrying: last?.isFetching ?? false,
  };
}
