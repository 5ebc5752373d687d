// Favorite / unfavorite with an optimistic update of every cached market page, rolled back on failure.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTRPC, useTRPCClient } from '../../lib/trpc';
import type { TMarketPage, TTemplateSummary } from '../../lib/api-types';

/** A market page with one template's favorite state replaced. */
export function withFavorite(page: TMarketPage | undefined, id: number, isFavorite: boolean, favoritesCount?: number): TMarketPage | undefined {
  if (!page) return page;
  return {
    ...page,
    items: page.items.map((item) =>
      item.id === id
        ? {
            ...item,
            isFavorite,
            favoritesCount: favoritesCount ?? Math.max(0, item.favoritesCount + (isFavorite === item.isFavorite ? 0 : isFavorite ? 1 : -1)),
          }
        : item,
    ),
  };
}

export function useFavorite(onError: (error: unknown) => void) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const filter = trpc.market.list.pathFilter();

  const mutation = useMutation({
    mutationFn: ({ id, favorite }: { id: number; favorite: boolean }) =>
      favorite ? client.market.favorite.mutate({ id }) : client.market.unfavorite.mutate({ id }),
    onMutate: async ({ id, favorite }) => {
      await queryClient.cancelQueries(filter);
      const snapshot = queryClient.getQueriesData<TMarketPage>(filter);
      queryClient.setQueriesData<TMarketPage>(filter, (page) => withFavorite(page, id, favorite));
      return { snapshot };
    },
    onError: (error, _variables, context) => {
      for (const [key, data] of context?.snapshot ?? []) queryClient.setQueryData(key, data);
      onError(error);
    },
    onSuccess: (result, { id }) =>
      queryClient.setQueriesData<TMarketPage>(filter, (page) => withFavorite(page, id, result.isFavorite, result.favoritesCount)),
  });

  return (template: TTemplateSummary) => mutation.mutate({ id: template.id, favorite: !template.isFavorite });
}
