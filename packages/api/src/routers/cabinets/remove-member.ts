// cabinets.removeMember: the owner removes a member, who loses access at once.
import { ZCabinetMemberInput } from '@praxiform/domain';
import { profileProcedure } from '../../trpc';
import { removeCabinetMember } from '../../services/cabinets/members';
import { ZSuccess } from '../outputs';

export const removeMember = profileProcedure
  .input(ZCabinetMemberInput)
  .output(ZSuccess)
  .mutation(async ({ ctx, input }) => {
    await removeCabinetMember(ctx, ctx.user, input);
    return { success: true as const };
  });
