// profile.twoFactor.enable: a code from the app confirms the pending key; the backup codes are returned once.
import { z } from 'zod';
import { BACKUP_CODE_COUNT, ZTotpCode } from '@praxiform/domain';
import { identityCheckedProcedure } from '../identity-checked-procedure';
import { enableTwoFactor } from '../../../services/two-factor/enable';

export const enable = identityCheckedProcedure
  .input(z.object({ code: ZTotpCode }))
  .output(z.object({ backupCodes: z.array(z.string()).length(BACKUP_CODE_COUNT) }))
  .mutation(async ({ ctx, input }) => ({
    backupCodes: await enableTwoFactor(ctx, ctx.user, input),
  }));
