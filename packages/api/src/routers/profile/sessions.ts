// profile.sessions: the caller's active sessions, the current one first (docs/access-log.md#sessions).
import { z } from 'zod';
import { ZActiveSession } from '@praxiform/domain';
import { authedProcedure } from '../../trpc';
import { listActiveSessions } from '../../services/sessions/active-sessions';

export const sessions = authedProcedure
  .output(z.object({ sessions: z.array(ZActiveSession) }))
  .query(async ({ ctx }) => ({ sessions: await listActiveSessions(ctx, ctx.user) }));
