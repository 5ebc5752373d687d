// profile.completeProfile: profession, specialties and practice details; afterwards the main app opens.
import { ZCompleteProfileInput } from '@praxiform/domain';
import { authedProcedure } from '../../trpc';
import { completeProfile as completeProfileService } from '../../services/profile/complete-profile';
import { ZUserOutput } from '../../auth/user-view';

export const completeProfile = authedProcedure
  .input(ZCompleteProfileInput)
  .output(ZUserOutput)
  .mutation(async ({ ctx, input }) => ({ user: await completeProfileService(ctx, ctx.user, input) }));
