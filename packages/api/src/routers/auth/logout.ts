// auth.logout: revokes the session the request came with.
import { authedProcedure } from '../../trpc';
import { invalidateSession } from '../../auth/session';
import { ZSuccess } from '../outputs';

export const logout = authedProcedure.output(ZSuccess).mutation(async ({ ctx }) => {
  await invalidateSession(ctx.prisma, ctx.sessionId);
  return { success: true as const };
});
