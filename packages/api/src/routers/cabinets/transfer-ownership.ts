// cabinets.transferOwnership: the owner hands the cabinet to a member and stays as a member.
import { ZCabinetMemberInput } from '@praxiform/domain';
import { profileProcedure } from '../../trpc';
import { transferCabinetOwnership } from '../../services/cabinets/members';
import { ZSuccess } from '../outputs';

export const transferOwnership = profileProcedure
  .input(ZCabinetMemberInput)
  .output(ZSuccess)
  .mutation(async ({ ctx, input }) => {
    await transferCabinetOwnership(ctx, ctx.user, input);
    return { success: true as const };
  });
