// The user as the documented REST paths answer it (GET /api/me, POST /api/login, POST /api/complete-profile): the
// specification's User entity in snake_case, every field it lists (docs/auth-api.md#the-rest-user). The SPA reads the
// camelCase view over tRPC (auth.me, profile.get); this is the one mapping from that view to the REST shape.
import { z } from 'zod';
import { LOCALES, PROFESSIONS, USER_ROLES } from '@praxiform/domain';
import type { AppRouter } from '@praxiform/api';
import type { inferRouterOutputs } from '@trpc/server';

type TProfileView = inferRouterOutputs<AppRouter>['profile']['get']['profile'];

/** The REST user, field by field; `.strict()` in the tests: a key more or less than this is a change of contract. */
export const ZRestUser = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  profile_completed: z.boolean(),
  role: z.enum(USER_ROLES),
  is_administrator: z.boolean(),
  profession: z.enum(PROFESSIONS).nullable(),
  /** The practitioner's own words when `profession` is `other`. */
  custom_profession: z.string().nullable(),
  /** The specification's "specialties (also called specialization)": keys such as `orthodontics`. */
  specialties: z.array(z.string()),
  registration_number: z.string().nullable(),
  work_address: z.string().nullable(),
  interface_language: z.enum(LOCALES),
  /** The email-notification preference (a completed form mails the practitioner). */
  email_notifications: z.boolean(),
  /** ISO 8601 instants. */
  created_at: z.string(),
  last_login_at: z.string().nullable(),
  /** `sent_forms` counts as the dashboard and the administration do (docs/product.md#entities). */
  counts: z.object({ patients: z.number().int(), sent_forms: z.number().int(), private_templates: z.number().int() }),
});
export type TRestUser = z.infer<typeof ZRestUser>;

/** The one mapping of the three user-returning REST paths: named field by field, so nothing else (no secret, no security state) goes out. */
export function toRestUser(profile: TProfileView): TRestUser {
  return {
    id: profile.id,
    first_name: profile.firstName,
    last_name: profile.lastName,
    email: profile.email,
    phone: profile.phone,
    profile_completed: profile.profileCompleted,
    role: profile.role,
    is_administrator: profile.isAdministrator,
    profession: profile.profession,
    custom_profession: profile.customProfession,
    specialties: profile.specialties,
    registration_number: profile.registrationNumber,
    work_address: profile.workAddress,
    interface_language: profile.interfaceLanguage,
    email_notifications: profile.emailNotifications,
    created_at: profile.createdAt,
    last_login_at: profile.lastLoginAt,
    counts: { patients: profile.counts.patients, sent_forms: profile.counts.sentForms, private_templates: profile.counts.privateTemplates },
  };
}

/** The REST user of the caller's session (profile.get, the same procedure and guard as the SPA's profile page). */
export async function restUserOf(caller: { profile: { get: () => Promise<{ profile: TProfileView }> } }): Promise<TRestUser> {
  return toRestUser((await caller.profile.get()).profile);
}
