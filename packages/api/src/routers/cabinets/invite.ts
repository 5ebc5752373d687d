// cabinets.invite: the owner invites an address (notification and mail for a practitioner, a sign-up mail otherwise).
import { z } from 'zod';
import { ZCabinetInviteInput, ZMailDelivery } from '@praxiform/domain';
import { profileProcedure } from '../../trpc';
import { inviteToCabinet } from '../../services/cabinets/invitations';
import { ZCabinetInviteView } from '../../services/cabinets/views';

export const invite = profileProcedure
  .input(ZCabinetInviteInput)
  .output(z.object({ invitation: ZCabinetInviteView, mail: ZMailDelivery }))
  .mutation(({ ctx, input }) => inviteToCabinet(ctx, ctx.user, input));
