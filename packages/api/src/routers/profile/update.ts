// profile.update: edits the profile; a new email is verified again through a mail to the new address.
import { z } from 'zod';
import { ZUpdateProfileInput } from '@praxiform/domain';
import { profileProcedure } from '../../trpc';
import { updateProfile } from '../../services/profile/update-profile';
import { ZUserView } from '../../auth/user-view';

export const update = profileProcedure
  .input(ZUpdateProfileInput)
  .output(z.object({ user: ZUserView, emailVerificationSent: z.boolean() }))
  .mutation(({ ctx, input }) => updateProfile(ctx, ctx.user, input));
