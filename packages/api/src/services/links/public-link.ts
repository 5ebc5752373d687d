// The two kinds of public form link (a submission's token, a practitioner's generic link) and who stands behind one.
import type { Prisma } from '@praxiform/db';

/** A link as the URL gives it: nothing in it is trusted until checked. */
export type TPublicLink =
  { kind: 'token'; token: string } | { kind: 'generic'; templateId: string | number; userId: string | number; params: readonly string[] };

export type TRespondent = { firstName: string | null; lastName: string | null; email: string | null };

/** The practitioner a link leads to: what the public page shows of them and what the completion mail needs. */
export const PRACTITIONER_SELECT = {
  id: true,
  firstName: true,
  lastName: true,
  email: true,
  profession: true,
  customProfession: true,
  interfaceLanguage: true,
  emailNotifications: true,
  alertEmails: true,
} as const;

export type TPractitioner = Prisma.UserGetPayload<{ select: typeof PRACTITIONER_SELECT }>;
