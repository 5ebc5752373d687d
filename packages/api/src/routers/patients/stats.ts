// patients.stats: the dashboard counters and the five latest completed forms.
import { profileProcedure } from '../../trpc';
import { dashboardStats } from '../../services/patients/dashboard-stats';
import { ZDashboardStats } from '../../services/patients/views';

export const stats = profileProcedure.output(ZDashboardStats).query(({ ctx }) => dashboardStats(ctx, ctx.user));
