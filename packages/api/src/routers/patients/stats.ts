// patients.stats: the dashboard counters and the five latest completed forms; those forms name patients and their
// scores, so an answer holding one is logged as `patient_list_viewed` (docs/access-log.md#kinds).
import { profileProcedure } from '../../trpc';
import { recordAccess } from '../../services/access-log/record-access';
import { dashboardStats } from '../../services/patients/dashboard-stats';
import { ZDashboardStats } from '../../services/patients/views';

export const stats = profileProcedure.output(ZDashboardStats).query(async ({ ctx }) => {
  const stats = await dashboardStats(ctx, ctx.user);
  if (stats.recentCompletions.length > 0)
    await recordAccess(ctx, ctx.user, { ownerId: ctx.user.id, kind: 'patient_list_viewed', patientId: null, submissionId: null });
  return stats;
});
