// cabinets.update: the owner renames the cabinet or changes its description.
import { z } from 'zod';
import { ZCabinetUpdateInput } from '@praxiform/domain';
import { profileProcedure } from '../../trpc';
import { updateCabinet } from '../../services/cabinets/manage-cabinets';
import { ZCabinetSummary } from '../../services/cabinets/views';

export const update = profileProcedure
  .input(ZCabinetUpdateInput)
  .output(z.object({ cabinet: ZCabinetSummary }))
  .mutation(async ({ ctx, input }) => ({ cabinet: await updateCabinet(ctx, ctx.user, input) }));
