// auth.confirmEmailChange: follows the link mailed to a pending address (public: it may be opened on another device).
import { z } from 'zod';
import { ZTokenInput } from '@praxiform/domain';
import { publicProcedure } from '../../trpc';
import { confirmEmailChange as confirmEmailChangeService } from '../../services/profile/email-change';

export const confirmEmailChange = publicProcedure
  .input(ZTokenInput)
  .output(z.object({ email: z.string() }))
  .mutation(({ ctx, input }) => confirmEmailChangeService(ctx, input));
