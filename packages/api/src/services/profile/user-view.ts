// The user as the SPA sees it (TUser): the columns to read and the output schema that strips everything else.
import { z } from 'zod';
import { LOCALES, USER_ROLES } from '@praxiform/domain';

export const USER_VIEW_SELECT = {
  id: true,
  firstName: true,
  lastName: true,
  email: true,
  role: true,
  isAdministrator: true,
  profileCompleted: true,
  interfaceLanguage: true,
} as const;

export const ZUserView = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: z.enum(USER_ROLES),
  isAdministrator: z.boolean(),
  profileCompleted: z.boolean(),
  interfaceLanguage: z.enum(LOCALES),
});
export type TUserView = z.infer<typeof ZUserView>;

export const ZUserOutput = z.object({ user: ZUserView });
