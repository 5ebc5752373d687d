// cabinets.shareTemplate: one of my private templates to one or more of my cabinets.
import { z } from 'zod';
import { ZCabinetShareInput } from '@praxiform/domain';
import { profileProcedure } from '../../trpc';
import { shareTemplateToCabinets } from '../../services/cabinets/shared-templates';

export const shareTemplate = profileProcedure
  .input(ZCabinetShareInput)
  .output(z.object({ cabinetIds: z.array(z.number().int()) }))
  .mutation(({ ctx, input }) => shareTemplateToCabinets(ctx, ctx.user, input));
