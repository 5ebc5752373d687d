// cabinets.get: a cabinet I belong to, its members, shared templates and (owner only) open invitations.
import { ZIdInput } from '@praxiform/domain';
import { profileProcedure } from '../../trpc';
import { getCabinet } from '../../services/cabinets/manage-cabinets';
import { ZCabinetDetail } from '../../services/cabinets/views';

export const get = profileProcedure
  .input(ZIdInput)
  .output(ZCabinetDetail)
  .query(({ ctx, input }) => getCabinet(ctx, ctx.user, input));
