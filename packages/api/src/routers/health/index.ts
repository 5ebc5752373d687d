// health: whether the server and its database are up.
import { z } from 'zod';
import { publicProcedure } from '../../trpc';
import { checkDatabase } from '../../services/health/check-database';
import { AppError } from '../../errors';

export const health = publicProcedure.output(z.object({ ok: z.literal(true), database: z.literal('up') })).query(async ({ ctx }) => {
  if (!(await checkDatabase(ctx))) throw new AppError('SERVICE_UNAVAILABLE');
  return { ok: true as const, database: 'up' as const };
});
