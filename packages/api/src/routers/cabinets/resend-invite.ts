// cabinets.resendInvite: the owner sends an invitation again, with a new link and a new 14-day expiry.
import { z } from 'zod';
import { ZCabinetInviteIdInput } from '@praxiform/domain';
import { profileProcedure } from '../../trpc';
import { resendCabinetInvite } from '../../services/cabinets/invitations';
import { ZCabinetInviteView } from '../../services/cabinets/views';

export const resendInvite = profileProcedure
  .input(ZCabinetInviteIdInput)
  .output(z.object({ invitation: ZCabinetInviteView, mailed: z.boolean() }))
  .mutation(({ ctx, input }) => resendCabinetInvite(ctx, ctx.user, input));
