// cabinets.revokeInvite: the owner withdraws an invitation; its link stops working.
import { ZCabinetInviteIdInput } from '@praxiform/domain';
import { profileProcedure } from '../../trpc';
import { revokeCabinetInvite } from '../../services/cabinets/invitations';
import { ZSuccess } from '../outputs';

export const revokeInvite = profileProcedure
  .input(ZCabinetInviteIdInput)
  .output(ZSuccess)
  .mutation(async ({ ctx, input }) => {
    await revokeCabinetInvite(ctx, ctx.user, input);
    return { success: true as const };
  });
