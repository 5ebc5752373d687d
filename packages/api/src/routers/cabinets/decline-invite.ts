// cabinets.declineInvite: logged in as the invited address, I decline; the owner may re-send.
import { ZCabinetInviteAnswerInput } from '@praxiform/domain';
import { profileProcedure } from '../../trpc';
import { declineCabinetInvite } from '../../services/cabinets/invitations';
import { ZSuccess } from '../outputs';

export const declineInvite = profileProcedure
  .input(ZCabinetInviteAnswerInput)
  .output(ZSuccess)
  .mutation(async ({ ctx, input }) => {
    await declineCabinetInvite(ctx, ctx.user, input);
    return { success: true as const };
  });
