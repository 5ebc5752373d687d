// A list's view state kept in the URL query: read with `parse`, written (replacing the history entry) with `write`.
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
