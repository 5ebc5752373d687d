// auth.logout: revokes the session the request came with.
import { z } from 'zod';
import { authedProcedure } from '../../trpc';
import { invalidateSession } from '../../auth/session';

export const logout = authedProcedure.output(z.object({ success: z.literal(true) })).mutation(async ({ ctx }) => {
  await invalidateSession(ctx.prisma, ctx.sessionId);
  return { success: true as const };
});
