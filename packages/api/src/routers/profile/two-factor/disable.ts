// profile.twoFactor.disable: after the password (or a code for Google-only accounts), 2FA and its codes are removed.
import { z } from 'zod';
import { identityCheckedProcedure } from '../identity-checked-procedure';
import { disableTwoFactor } from '../../../services/two-factor/disable';
import { ZTwoFactorProofInput } from './proof-input';

export const disable = identityCheckedProcedure
  .input(ZTwoFactorProofInput)
  .output(z.object({ success: z.literal(true) }))
  .mutation(async ({ ctx, input }) => {
    await disableTwoFactor(ctx.prisma, ctx.secretKey, { userId: ctx.user.id, ip: ctx.ip }, input);
    return { success: true as const };
  });
