// patients.scoreTrends: the totals over time of each scored form one of my patients answered more than once.
import { z } from 'zod';
import { ZId } from '@praxiform/domain';
import { profileProcedure } from '../../trpc';
import { scoreTrends as readScoreTrends } from '../../services/patients/score-trends';
import { ZScoreTrends } from '../../services/patients/views';

export const scoreTrends = profileProcedure
  .input(z.object({ patientId: ZId }))
  .output(ZScoreTrends)
  .query(({ ctx, input }) => readScoreTrends(ctx, ctx.user, input));
