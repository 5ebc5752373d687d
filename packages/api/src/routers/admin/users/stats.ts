// admin.users.stats: totals of users, roles, patients, templates, sent forms, new users (docs/admin-users-api.md).
import { adminProcedure } from '../../../trpc';
import { getStats } from '../../../services/admin/stats';
import { ZAdminStats } from '../../../services/admin/views';

export const stats = adminProcedure.output(ZAdminStats).query(({ ctx }) => getStats(ctx, ctx.user, undefined));
