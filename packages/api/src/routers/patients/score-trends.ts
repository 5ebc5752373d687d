// patients.scoreTrends: the totals over time of each scored form one of my patients answered more than once; part of
// the patient page, logged as its one `patient_viewed` (docs/access-log.md#kinds).
import { z } from 'zod';
import { ZId } from '@praxiform/domain';
import { profileProcedure } from '../../trpc';
import { scoreTrends as readScoreTrends } from '../../services/patients/score-trends';
import { ZScoreTrends } from '../../services/patients/views';
import { recordAccess } from '../../services/access-log/record-access';

export const scoreTrends = profileProcedure
  .input(z.object({ patientId: ZId }))
  .output(ZScoreTrends)
  .query(async ({ ctx, input }) => {
    const trends = await readScoreTrends(ctx, ctx.user, input);
    await recordAccess(ctx, ctx.user, { ownerId: ctx.user.id, kind: 'patient_viewed', patientId: input.patientId, submissionId: null });
    return trends;
  });
