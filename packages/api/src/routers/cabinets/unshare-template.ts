// cabinets.unshareTemplate: whoever shared the template, or the cabinet's owner, removes it from the cabinet.
import { ZCabinetTemplateInput } from '@praxiform/domain';
import { profileProcedure } from '../../trpc';
import { unshareTemplateFromCabinet } from '../../services/cabinets/shared-templates';
import { ZSuccess } from '../outputs';

export const unshareTemplate = profileProcedure
  .input(ZCabinetTemplateInput)
  .output(ZSuccess)
  .mutation(async ({ ctx, input }) => {
    await unshareTemplateFromCabinet(ctx, ctx.user, input);
    return { success: true as const };
  });
