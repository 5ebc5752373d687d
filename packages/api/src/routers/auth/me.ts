// auth.me: the current user, without any secret.
import { z } from 'zod';
import { USER_ROLES, LOCALES } from '@praxiform/domain';
import { authedProcedure } from '../../trpc';

export const ZMeOutput = z.object({
  user: z.object({
    id: z.number().int(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    role: z.enum(USER_ROLES),
    isAdministrator: z.boolean(),
    profileCompleted: z.boolean(),
    interfaceLanguage: z.enum(LOCALES),
  }),
});

export const me = authedProcedure.output(ZMeOutput).query(({ ctx }) => {
  const { blocked: _blocked, ...user } = ctx.user;
  return { user };
});
