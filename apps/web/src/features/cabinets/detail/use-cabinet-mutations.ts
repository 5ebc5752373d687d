// The mutations of /cabinet/{id}; each refreshes this cabinet and the /cabinet list (counts, roles), and a duplicate
// refreshes My templates too.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc';

export function useCabinetMutations(id: number) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries(trpc.cabinets.get.queryFilter({ id })),
      queryClient.invalidateQueries(trpc.cabinets.templates.queryFilter({ id })),
      queryClient.invalidateQueries(trpc.cabinets.list.pathFilter()),
    ]);
  /** After leaving or deleting: this cabinet is gone for me, only the list needs fetching again. */
  const forget = () => {
    queryClient.removeQueries(trpc.cabinets.get.queryFilter({ id }));
    queryClient.removeQueries(trpc.cabinets.templates.queryFilter({ id }));
    return queryClient.invalidateQueries(trpc.cabinets.list.pathFilter());
  };
  const options = { onSuccess: refresh };
  return {
    update: useMutation(trpc.cabinets.update.mutationOptions(options)),
    remove: useMutation(trpc.cabinets.delete.mutationOptions({ onSuccess: forget })),
    leave: useMutation(trpc.cabinets.leave.mutationOptions({ onSuccess: forget })),
    invite: useMutation(trpc.cabinets.invite.mutationOptions(options)),
    resendInvite: useMutation(trpc.cabinets.resendInvite.mutationOptions(options)),
    revokeInvite: useMutation(trpc.cabinets.revokeInvite.mutationOptions(options)),
    removeMember: useMutation(trpc.cabinets.removeMember.mutationOptions(options)),
    transfer: useMutation(trpc.cabinets.transferOwnership.mutationOptions(options)),
    unshare: useMutation(trpc.cabinets.unshareTemplate.mutationOptions(options)),
    duplicate: useMutation(
      trpc.cabinets.duplicateTemplate.mutationOptions({ onSuccess: () => queryClient.invalidateQueries(trpc.templates.list.pathFilter()) }),
    ),
  };
}

export type TCabinetMutations = ReturnType<typeof useCabinetMutations>;
