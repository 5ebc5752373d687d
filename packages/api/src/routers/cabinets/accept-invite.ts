// cabinets.acceptInvite: logged in as the invited address, I join the cabinet (by the mail's token or the listed id).
import { z } from 'zod';
import { ZCabinetInviteAnswerInput } from '@praxiform/domain';
import { profileProcedure } from '../../trpc';
import { acceptCabinetInvite } from '../../services/cabinets/invitations';

export const acceptInvite = profileProcedure
  .input(ZCabinetInviteAnswerInput)
  .output(z.object({ cabinetId: z.number().int() }))
  .mutation(({ ctx, input }) => acceptCabinetInvite(ctx, ctx.user, input));
