// submissions.waitingRoom: anonymous forms (labelled pending) and completed unassigned ones, newest first. The rows carry
// the respondents' names and scores: an answer holding one is logged as `patient_list_viewed` (docs/access-log.md#kinds).
import { z } from 'zod';
import { ZPage } from '@praxiform/domain';
import { profileProcedure } from '../../trpc';
import { recordAccess } from '../../services/access-log/record-access';
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
  .query(async ({ ctx, input }) => {
    const room = await listWaitingRoom(ctx, ctx.user, input);
    if (room.items.length > 0)
      await recordAccess(ctx, ctx.user, { ownerId: ctx.user.id, kind: 'patient_list_viewed', patientId: null, submissionId: null });
    return room;
  });
