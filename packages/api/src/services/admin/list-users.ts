// admin.users.list and admin.users.get (docs/admin-users-api.md). The list is one page of hand-written SQL whose ORDER
// BY follows an index of users (created_at, (last_name, first_name), email, (role, created_at)), so that a page is read
// from the index without sorting every user; the test explains the very statement the service runs.
import { Prisma, queryOf } from '@praxiform/db';
import { effectiveStatus, type TAdminUserListInput } from '@praxiform/domain';
import type { Context, TActor } from '../../context';
import { AppError } from '../../errors';
import { countFormsSent } from '../shared/forms-sent';
import { containsPattern } from '../shared/like-pattern';
import type { DbClient } from '../shared/db-client';
import type { TAdminAuditEntry, TAdminUserDetail, TAdminUserList, TAdminUserRow } from './views';

const ROW_COLUMNS = Prisma.sql`u.id, u.first_name AS "firstName", u.last_name AS "lastName", u.email::text AS email,
  u.role::text AS role, u.is_administrator AS "isAdministrator", u.blocked, u.profile_completed AS "profileCompleted",
  u.created_at AS "createdAt", u.last_login_at AS "lastLoginAt"`;

function whereSql(input: Pick<TAdminUserListInput, 'search' | 'role'>): Prisma.Sql {
  const conditions: Prisma.Sql[] = [];
  // 'administrator' is the is_administrator flag, the others the role column (docs/product.md#states).
  if (input.role === 'administrator') conditions.push(Prisma.sql`u.is_administrator`);
  else if (input.role) conditions.push(Prisma.sql`u.role = ${input.role}::user_role`);
  const words = (input.search ?? '')
    .split(/\s+/)
    .filter((word) => word !== '')
    .slice(0, 8);
  for (const word of words) {
    const pattern = containsPattern(word);
    // One text per account, the very expression of the trigram index users_search_trgm_idx (migration
    // 20261128144153_search_and_overview_indexes): a word has no space, so it matches within one of the three.
    conditions.push(Prisma.sql`(u.last_name || ' ' || u.first_name || ' ' || u.email::text) ILIKE ${pattern}`);
  }
  return conditions.length === 0 ? Prisma.sql`TRUE` : Prisma.join(conditions, ' AND ');
}

function orderSql(sort: TAdminUserListInput['sort'], direction: TAdminUserListInput['direction']): Prisma.Sql {
  const dir = Prisma.raw(direction === 'asc' ? 'ASC' : 'DESC');
  switch (sort) {
    case 'name':
      return Prisma.sql`u.last_name ${dir}, u.first_name ${dir}, u.id ${dir}`;
    case 'email':
      return Prisma.sql`u.email ${dir}`;
    case 'lastLoginAt':
      return Prisma.sql`u.last_login_at ${dir} NULLS LAST, u.id ${dir}`;
    case 'createdAt':
      return Prisma.sql`u.created_at ${dir}, u.id ${dir}`;
  }
}

/** A word the trigram index can look up (pg_trgm needs three characters). */
const TRIGRAM_WORD = /\S{3}/;

/** The two statements of a page of users: its rows and how many users match. */
export function adminUserListSql(input: TAdminUserListInput): { rows: Prisma.Sql; count: Prisma.Sql } {
  const where = whereSql(input);
  const page = Prisma.sql`ORDER BY ${orderSql(input.sort, input.direction)} LIMIT ${input.pageSize} OFFSET ${(input.page - 1) * input.pageSize}`;
  // A search reads its matches through the trigram index first, then sorts them: left to itself, the planner (which
  // cannot tell how many accounts a word matches) may walk the sort's index and test every account on the way, reading
  // 2,000 accounts for 20 Martins who joined early (apps/server/bench/README.md, "Cost as data grows").
  const rows = TRIGRAM_WORD.test(input.search ?? '')
    ? Prisma.sql`WITH u AS MATERIALIZED (SELECT * FROM users u WHERE ${where}) SELECT ${ROW_COLUMNS} FROM u ${page}`
    : Prisma.sql`SELECT ${ROW_COLUMNS} FROM users u WHERE ${where} ${page}`;
  return {
    rows,
    count: Prisma.sql`SELECT count(*)::int AS total FROM users u WHERE ${where}`,
  };
}

export async function listUsers(deps: Pick<Context, 'prisma'>, _actor: Pick<TActor, 'id'>, input: TAdminUserListInput): Promise<TAdminUserList> {
  const query = queryOf(deps.prisma);
  const statements = adminUserListSql(input);
  const [items, [count]] = await Promise.all([query<TAdminUserRow>(statements.rows), query<{ total: number }>(statements.count)]);
  return { items, total: count?.total ?? 0, page: input.page, pageSize: input.pageSize };
}

/** How many audit entries about a user the admin user page shows. */
export const ADMIN_USER_LAST_ACTIONS = 20;

/** The last audit entries about a user (target or actor), newest first. */
export function lastActionsOn(db: DbClient, userId: number): Promise<TAdminAuditEntry[]> {
  return db.auditLog.findMany({
    where: { targetType: 'user', targetId: String(userId) },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    take: ADMIN_USER_LAST_ACTIONS,
    select: { id: true, action: true, createdAt: true, ip: true, actor: { select: { id: true, firstName: true, lastName: true } } },
  });
}

export async function getUser(deps: Pick<Context, 'prisma'>, _actor: Pick<TActor, 'id'>, input: { id: number }): Promise<TAdminUserDetail> {
  const { prisma } = deps;
  const user = await prisma.user.findUnique({
    where: { id: input.id },
    select: {
      id: true,
      firstName: true,
      lastName: true,
      email: true,
      phone: true,
      role: true,
      isAdministrator: true,
      blocked: true,
      blockedAt: true,
      profileCompleted: true,
      interfaceLanguage: true,
      createdAt: true,
      lastLoginAt: true,
      patientsCount: true,
      subscription: { select: { status: true, plan: true, trialEndsAt: true, currentPeriodEnd: true, cancelAtPeriodEnd: true } },
    },
  });
  if (!user) throw new AppError('NOT_FOUND');
  const [formsSentCount, privateTemplatesCount, lastActions] = await Promise.all([
    // The one definition of "forms sent" (docs/product.md#entities), as the dashboard and the profile count it.
    countFormsSent(prisma, user.id),
    prisma.template.count({ where: { ownerId: user.id } }),
    lastActionsOn(prisma, user.id),
  ]);
  const { subscription, ...rest } = user;
  return {
    user: {
      ...rest,
      formsSentCount,
      privateTemplatesCount,
      // As the user lives it: a trial past its end is ended even before the sweep wrote it (docs/billing-api.md#states).
      subscriptionStatus: effectiveStatus(subscription),
      subscriptionPlan: subscription?.plan ?? null,
      subscriptionEndsAt: subscription?.status === 'trial' ? subscription.trialEndsAt : (subscription?.currentPeriodEnd ?? null),
    },
    lastActions,
  };
}
