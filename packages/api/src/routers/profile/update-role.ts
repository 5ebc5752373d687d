// profile.updateRole (REST /api/user/update-role): switches to a role the subscription entitles; a refusal is an answer.
import { z } from 'zod';
import { USER_ROLES } from '@praxiform/domain';
import { authedProcedure } from '../../trpc';
import { updateOwnRole } from '../../services/profile/update-role';

const ZUpdateRoleOutput = z.discriminatedUnion('success', [
  z.object({ success: z.literal(true), role: z.enum(USER_ROLES) }),
  z.object({ success: z.literal(false), code: z.literal('ROLE_NOT_ALLOWED') }),
]);

export const updateRole = authedProcedure
  .input(z.object({ role: z.enum(USER_ROLES) }))
  .output(ZUpdateRoleOutput)
  .mutation(({ ctx, input }) => updateOwnRole(ctx, ctx.user, input));
