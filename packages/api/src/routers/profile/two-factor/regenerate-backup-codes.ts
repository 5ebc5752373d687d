// profile.twoFactor.regenerateBackupCodes: ten new codes shown once; the previous ones stop working.
import { z } from 'zod';
import { BACKUP_CODE_COUNT } from '@praxiform/domain';
import { identityCheckedProcedure } from '../identity-checked-procedure';
import { regenerateBackupCodes as regenerateBackupCodesService } from '../../../services/two-factor/regenerate-backup-codes';
import { ZTwoFactorProofInput } from './proof-input';

export const regenerateBackupCodes = identityCheckedProcedure
  .input(ZTwoFactorProofInput)
  .output(z.object({ backupCodes: z.array(z.string()).length(BACKUP_CODE_COUNT) }))
  .mutation(async ({ ctx, input }) => ({
    backupCodes: await regenerateBackupCodesService(ctx, ctx.user, input),
  }));
