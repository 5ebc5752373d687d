// cabinets.create: a new cabinet that I own.
import { z } from 'zod';
import { ZCabinetInput } from '@praxiform/domain';
import { profileProcedure } from '../../trpc';
import { createCabinet } from '../../services/cabinets/manage-cabinets';
import { ZCabinetSummary } from '../../services/cabinets/views';

export const create = profileProcedure
  .input(ZCabinetInput)
  .output(z.object({ cabinet: ZCabinetSummary }))
  .mutation(async ({ ctx, input }) => ({ cabinet: await createCabinet(ctx, ctx.user, input) }));
