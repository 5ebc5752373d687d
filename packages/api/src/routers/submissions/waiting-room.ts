// submissions.waitingRoom: anonymous forms (labelled pending) and completed unassigned ones, newest first.
import { z } from 'zod';
import { ZPage } from '@praxiform/domain';
import { profileProcedure } from '../../trpc';
import { listWaitingRoom } from '../../services/waiting-room/waiting-room';
import { ZSubmissionView } from '../../services/submissions/views';

export const waitingRoom = profileProcedure
  .input(z.object({ status: z.enum(['all', 'anonymous', 'completed']).default('all'), ...ZPage }).default({ status: 'all', page: 1, pageSize: 20 }))
  .output(
    z.object({
      items: z.array(ZSubmissionView),
      total: z.number().int(),
      counts: z.object({ anonymous: z.number().int(), completed: z.number().int() }),
    }),
  )
  .query(({ ctx, input }) => listWaitingRoom(ctx, ctx.user, input));
