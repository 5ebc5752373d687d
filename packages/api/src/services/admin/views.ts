// Outputs of admin.users.* (docs/admin-users-api.md): what an administrator sees of a user, never a secret.
import { z } from 'zod';
import { SUBSCRIPTION_PLANS, SUBSCRIPTION_STATUSES } from '@praxiform/domain';
import { ZUserIdentity } from '../../auth/user-view';

export const ZAdminUserRow = ZUserIdentity.extend({
  blocked: z.boolean(),
  profileCompleted: z.boolean(),
  createdAt: z.date(),
  lastLoginAt: z.date().nullable(),
});
export type TAdminUserRow = z.infer<typeof ZAdminUserRow>;

export const ZAdminUserList = z.object({
  items: z.array(ZAdminUserRow),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TAdminUserList = z.infer<typeof ZAdminUserList>;

/** One entry of the audit log about a user: who did what, when, from where (metadata is never sent). */
export const ZAdminAuditEntry = z.object({
  id: z.number().int(),
  action: z.string(),
  createdAt: z.date(),
  ip: z.string().nullable(),
  actor: z.object({ id: z.number().int(), firstName: z.string(), lastName: z.string() }).nullable(),
});
export type TAdminAuditEntry = z.infer<typeof ZAdminAuditEntry>;

export const ZAdminUserDetail = z.object({
  user: ZAdminUserRow.extend({
    phone: z.string().nullable(),
    blockedAt: z.date().nullable(),
    interfaceLanguage: z.string(),
    patientsCount: z.number().int(),
    formsSentCount: z.number().int(),
    privateTemplatesCount: z.number().int(),
    subscriptionStatus: z.enum(SUBSCRIPTION_STATUSES),
    subscriptionPlan: z.enum(SUBSCRIPTION_PLANS).nullable(),
    /** The trial's end, or the paid period's end (renewal, or end of access when canceled). */
    subscriptionEndsAt: z.date().nullable(),
  }),
  lastActions: z.array(ZAdminAuditEntry),
});
export type TAdminUserDetail = z.infer<typeof ZAdminUserDetail>;

export const ZAdminStats = z.object({
  totalUsers: z.number().int(),
  admins: z.number().int(),
  clients: z.number().int(),
  members: z.number().int(),
  patients: z.number().int(),
  templates: z.number().int(),
  formsSent: z.number().int(),
  newUsersLast7Days: z.number().int(),
});
export type TAdminStats = z.infer<typeof ZAdminStats>;
