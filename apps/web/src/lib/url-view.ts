// A list's view state kept in the URL query (search, filters, page): read with `parse`, written (replacing the history entry) with `write`.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

export function useUrlView<T>(parse: (params: URLSearchParams) => T, write: (view: T) => URLSearchParams) {
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => parse(params), [parse, params]);
  /** Merges changes; any change other than the page itself goes back to page 1. */
  const update = useCallback(
    (changes: Partial<T>) => {
      const next = { ...view, ...changes };
      if (!('page' in changes) && 'page' in next) (next as T & { page: number }).page = 1;
      setParams(write(next), { replace: true });
    },
    [view, setParams, write],
  );
  return [view, update] as const;
}

/** A positive integer page from the query; anything else is page 1. */
export function parsePage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
