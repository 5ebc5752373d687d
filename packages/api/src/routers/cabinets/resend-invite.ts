// cabinets.resendInvite: the owner sends an invitation again, with a new link and a new 14-day expiry.
import { z } from 'zod';
import { ZCabinetInviteIdInput, ZMailDelivery } from '@praxiform/domain';
import { profileProcedure } from '../../trpc';
import { resendCabinetInvite } from '../../services/cabinets/invitations';
import { ZCabinetInviteView } from '../../services/cabinets/views';

export const resendInvite = profileProcedure
  .input(ZCabinetInviteIdInput)
  .output(z.object({ invitation: ZCabinetInviteView, mail: ZMailDelivery }))
  .mutation(({ ctx, input }) => resendCabinetInvite(ctx, ctx.user, input));
