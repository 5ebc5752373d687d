// patients.accessLog: every read of my patients' data, by patient and days (UTC, inclusive), newest first
// (docs/access-log.md#screens-and-api). Only my own entries: another practitioner's patient id lists nothing; reading
// the log writes no entry.
import { ZAccessLogInput, ZAccessPage } from '@praxiform/domain';
import { profileProcedure } from '../../trpc';
import { accessLog as readAccessLog } from '../../services/access-log/list-access';

export const accessLog = profileProcedure
  .input(ZAccessLogInput.default({ page: 1, pageSize: 20 }))
  .output(ZAccessPage)
  .query(({ ctx, input }) => readAccessLog(ctx, ctx.user, input));
