// cabinets.list: my cabinets, owned and joined, and the invitations addressed to me (docs/cabinets-api.md).
import { z } from 'zod';
import { profileProcedure } from '../../trpc';
import { listMyCabinets } from '../../services/cabinets/manage-cabinets';
import { ZCabinetSummary, ZInvitationForMe } from '../../services/cabinets/views';

export const list = profileProcedure
  .output(z.object({ cabinets: z.array(ZCabinetSummary), invitations: z.array(ZInvitationForMe) }))
  .query(({ ctx }) => listMyCabinets(ctx, ctx.user));
