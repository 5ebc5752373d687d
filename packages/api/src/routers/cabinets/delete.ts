// cabinets.delete: the owner deletes the cabinet; shares go with it, templates stay with their owners.
import { ZIdInput } from '@praxiform/domain';
import { profileProcedure } from '../../trpc';
import { deleteCabinet as deleteCabinetService } from '../../services/cabinets/manage-cabinets';
import { ZSuccess } from '../outputs';

export const deleteCabinet = profileProcedure
  .input(ZIdInput)
  .output(ZSuccess)
  .mutation(async ({ ctx, input }) => {
    await deleteCabinetService(ctx, ctx.user, input);
    return { success: true as const };
  });
