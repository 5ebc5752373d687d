// Mutations of My templates; each refreshes only the lists it changed (the market only when a public copy moved).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../lib/trpc';

export function useTemplateMutations() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const refreshMine = () => queryClient.invalidateQueries(trpc.templates.list.pathFilter());
  const refreshMarket = () => queryClient.invalidateQueries(trpc.market.list.pathFilter());

  const remove = useMutation(trpc.templates.delete.mutationOptions({ onSuccess: refreshMine }));
  const duplicate = useMutation(trpc.templates.duplicate.mutationOptions({ onSuccess: refreshMine }));
  const publish = useMutation(trpc.templates.publish.mutationOptions({ onSuccess: () => Promise.all([refreshMine(), refreshMarket()]) }));
  const unpublish = useMutation(trpc.templates.unpublish.mutationOptions({ onSuccess: () => Promise.all([refreshMine(), refreshMarket()]) }));
  return { remove, duplicate, publish, unpublish };
}
