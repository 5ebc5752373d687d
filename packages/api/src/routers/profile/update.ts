// profile.update: edits the names and the professional fields; the address changes only through profile.requestEmailChange.
import { z } from 'zod';
import { ZUpdateProfileInput } from '@praxiform/domain';
import { profileProcedure } from '../../trpc';
import { updateProfile } from '../../services/profile/update-profile';
import { ZUserView } from '../../auth/user-view';

export const update = profileProcedure
  .input(ZUpdateProfileInput)
  .output(z.object({ user: ZUserView }))
  .mutation(({ ctx, input }) => updateProfile(ctx, ctx.user, input));
