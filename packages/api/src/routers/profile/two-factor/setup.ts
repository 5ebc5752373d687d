// profile.twoFactor.setup: a new pending key, shown once as QR code, otpauth URI and manual key.
import { z } from 'zod';
import { authedProcedure } from '../../../trpc';
import { startTwoFactorSetup } from '../../../services/two-factor/setup';

export const setup = authedProcedure
  .output(z.object({ keyUri: z.string(), manualKey: z.string(), qrSvg: z.string() }))
  .mutation(({ ctx }) => startTwoFactorSetup(ctx, ctx.user));
