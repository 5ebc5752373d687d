// profile.get: the caller's own profile with security state and activity counts (never a secret).
import { z } from 'zod';
import { PROFESSIONS } from '@praxiform/domain';
import { authedProcedure } from '../../trpc';
import { getProfile } from '../../services/profile/get-profile';
import { ZUserView } from '../../auth/user-view';
import { ZPendingEmail } from '../../services/profile/email-change';

const ZProfileOutput = z.object({
  profile: ZUserView.extend({
    phone: z.string().nullable(),
    profession: z.enum(PROFESSIONS).nullable(),
    customProfession: z.string().nullable(),
    specialties: z.array(z.string()),
    registrationNumber: z.string().nullable(),
    workAddress: z.string().nullable(),
    emailNotifications: z.boolean(),
    /** Alert mails (an answer needs attention), sent even when emailNotifications is off (docs/scores.md#alert-mails). */
    alertEmails: z.boolean(),
    /** The mail of a sign-in from a new device (docs/access-log.md#new-device). */
    newDeviceEmails: z.boolean(),
    createdAt: z.string(),
    lastLoginAt: z.string().nullable(),
    hasPassword: z.boolean(),
    googleLinked: z.boolean(),
    twoFactorEnabled: z.boolean(),
    backupCodesLeft: z.number().int(),
    counts: z.object({ patients: z.number().int(), sentForms: z.number().int(), privateTemplates: z.number().int() }),
    /** A change of address waiting for its link to be opened (docs/auth-api.md#changing-the-address). */
    pendingEmail: ZPendingEmail.nullable(),
  }),
});

export const get = authedProcedure.output(ZProfileOutput).query(async ({ ctx }) => ({ profile: await getProfile(ctx, ctx.user) }));
