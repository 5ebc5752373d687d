// profile.revokeOtherSessions: signs out every session of the caller but this one; answers how many were active
// (docs/access-log.md#sessions).
import { z } from 'zod';
import { authedProcedure } from '../../trpc';
import { revokeOtherSessions as revokeOtherSessionsService } from '../../services/sessions/active-sessions';

export const revokeOtherSessions = authedProcedure
  .output(z.object({ revoked: z.number().int() }))
  .mutation(({ ctx }) => revokeOtherSessionsService(ctx, ctx.user));
