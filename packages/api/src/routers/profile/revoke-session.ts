// profile.revokeSession: signs out one of the caller's sessions by its public id, the current one included
// (docs/access-log.md#sessions); an unknown id and another account's session answer the same NOT_FOUND.
import { z } from 'zod';
import { ZRevokeSessionInput } from '@praxiform/domain';
import { authedProcedure } from '../../trpc';
import { revokeSession as revokeSessionService } from '../../services/sessions/active-sessions';

export const revokeSession = authedProcedure
  .input(ZRevokeSessionInput)
  .output(z.object({ ok: z.literal(true) }))
  .mutation(({ ctx, input }) => revokeSessionService(ctx, ctx.user, input));
