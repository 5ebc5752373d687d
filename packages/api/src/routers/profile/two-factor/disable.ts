// profile.twoFactor.disable: after the password (or a code for Google-only accounts), 2FA and its codes are removed.
import { identityCheckedProcedure } from '../identity-checked-procedure';
import { disableTwoFactor } from '../../../services/two-factor/disable';
import { ZTwoFactorProofInput } from './proof-input';
import { ZSuccess } from '../../outputs';

export const disable = identityCheckedProcedure
  .input(ZTwoFactorProofInput)
  .output(ZSuccess)
  .mutation(async ({ ctx, input }) => {
    await disableTwoFactor(ctx, ctx.user, input);
    return { success: true as const };
  });
