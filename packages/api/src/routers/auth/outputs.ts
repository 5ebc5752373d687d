// Output schemas of the auth procedures: they strip anything that is not part of TUser / TLoginResult.
import { z } from 'zod';
import { LOCALES, USER_ROLES } from '@praxiform/domain';

export const ZAuthUser = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: z.enum(USER_ROLES),
  isAdministrator: z.boolean(),
  profileCompleted: z.boolean(),
  interfaceLanguage: z.enum(LOCALES),
});

export const ZAuthenticated = z.object({ status: z.literal('authenticated'), token: z.string(), user: ZAuthUser });

export const ZLoginResult = z.discriminatedUnion('status', [
  ZAuthenticated,
  z.object({ status: z.literal('two_factor_required'), pendingToken: z.string() }),
]);
