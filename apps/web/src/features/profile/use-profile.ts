// profile.get and the cache helpers the sections use, so a mutation updates or refetches only what it changed.
import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../lib/trpc';
import type { TProfile } from '../../lib/api-types';

export function useProfileQuery() {
  const trpc = useTRPC();
  return useQuery(trpc.profile.get.queryOptions());
}

export function useProfileCache() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const queryKey = trpc.profile.get.queryKey();

  /** Patches the cached profile (optimistic updates); returns the previous one for a rollback. */
  const patch = useCallback(
    (changes: Partial<TProfile>) => {
      const previous = queryClient.getQueryData(queryKey);
      queryClient.setQueryData(queryKey, (old) => (old ? { ...old, profile: { ...old.profile, ...changes } } : old));
      return previous;
    },
    [queryClient, queryKey],
  );

  const restore = useCallback(
    (previous: { profile: TProfile } | undefined) => {
      if (previous) queryClient.setQueryData(queryKey, previous);
    },
    [queryClient, queryKey],
  );

  const refetch = useCallback(() => queryClient.invalidateQueries({ queryKey }), [queryClient, queryKey]);

  return { patch, restore, refetch };
}
