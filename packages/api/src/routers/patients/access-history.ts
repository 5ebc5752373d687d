// patients.accessHistory: who read one of my patients' data, newest first (docs/access-log.md#screens-and-api). Someone
// else's patient is the same NOT_FOUND as patients.get; reading the log writes no entry.
import { ZAccessPage, ZPatientAccessHistoryInput } from '@praxiform/domain';
import { profileProcedure } from '../../trpc';
import { patientAccessHistory } from '../../services/access-log/list-access';

export const accessHistory = profileProcedure
  .input(ZPatientAccessHistoryInput)
  .output(ZAccessPage)
  .query(({ ctx, input }) => patientAccessHistory(ctx, ctx.user, input));
