// admin.users.stats: the totals of the admin users page (docs/product.md#permissions, docs/admin-users-api.md).
import { Prisma, queryOf } from '@praxiform/db';
import { ADMIN_STATS_WINDOW_DAYS } from '@praxiform/domain';
import type { Context, TActor } from '../../context';
import { FORM_SENT_SQL } from '../shared/forms-sent';
import type { TAdminStats } from './views';

/**
 * One statement. Patients are the sum of the counters the patients triggers keep (docs/architecture.md, "Patients
 * counter"), not a count of the file; forms sent are counted as everywhere else (FORM_SENT_SQL,
 * docs/product.md#entities). Timestamps are stored as UTC without a zone, so the window's start is given as a UTC timestamp.
 */
export function adminStatsSql(now: Date): Prisma.Sql {
  const since = new Date(now.getTime() - ADMIN_STATS_WINDOW_DAYS * 24 * 3600 * 1000);
  return Prisma.sql`SELECT
      count(*)::int AS "totalUsers",
      (count(*) FILTER (WHERE u.is_administrator))::int AS admins,
      (count(*) FILTER (WHERE u.role = 'client'))::int AS clients,
      (count(*) FILTER (WHERE u.role = 'member'))::int AS members,
      COALESCE(sum(u.patients_count), 0)::int AS patients,
      (count(*) FILTER (WHERE u.created_at >= ${since.toISOString()}::timestamp))::int AS "newUsersLast7Days",
      (SELECT count(*) FROM templates)::int AS templates,
      (SELECT count(*) FROM submissions s WHERE ${FORM_SENT_SQL})::int AS "formsSent"
    FROM users u`;
}

export async function getStats(deps: Pick<Context, 'prisma'>, _actor: Pick<TActor, 'id'>, _input: void, now = new Date()): Promise<TAdminStats> {
  const [stats] = await queryOf(deps.prisma)<TAdminStats>(adminStatsSql(now));
  if (!stats) throw new Error('stats query returned no row');
  return stats;
}
