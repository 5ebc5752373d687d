// The account's sign-ins and failed attempts of the last SIGN_IN_HISTORY_DAYS days, read from the audit log
// (docs/access-log.md#sessions). Every row of a sign-in attempt against an account names it as its target (recordAudit
// targets the actor's account when no other is given), so the list reads by target: attempts against my address are
// mine, whoever made them. An attempt with an unknown address names no account and is nobody's.
import type { Prisma } from '@praxiform/db';
import { SIGN_IN_HISTORY_DAYS, type TSignInEvent } from '@praxiform/domain';
import type { ApiDeps, TActor } from '../../context';
import type { TAuditAction } from '../audit/audit-log';
import type { DbClient } from '../shared/db-client';
import { describeUserAgent } from '../shared/user-agent';

type TOutcome = TSignInEvent['outcome'];
type TMethod = TSignInEvent['method'];

/**
 * The audit actions the list shows. `auth.login.two_factor_pending` is not among them: a password accepted with 2FA on
 * is no sign-in yet; it ends as `auth.login.two_factor` or `auth.login.two_factor_failure`.
 */
const SIGN_IN_ACTIONS = {
  'auth.login.success': { outcome: 'success', method: (m) => (m.method === 'password' ? 'password' : null) },
  'auth.login.google': { outcome: 'success', method: () => 'google' },
  'auth.login.two_factor': { outcome: 'success', method: () => 'two_factor' },
  'auth.login.failure': { outcome: 'failure', method: () => 'password' },
  'auth.login.locked': { outcome: 'locked', method: () => 'password' },
  'auth.login.blocked': { outcome: 'blocked', method: (m) => (m.method === 'google' ? 'google' : 'password') },
  'auth.login.two_factor_failure': { outcome: 'two_factor_failure', method: () => 'two_factor' },
} satisfies Partial<Record<TAuditAction, { outcome: TOutcome; method: (metadata: Record<string, unknown>) => TMethod }>>;

type TSignInAction = keyof typeof SIGN_IN_ACTIONS;
const isSignInAction = (action: string): action is TSignInAction => Object.hasOwn(SIGN_IN_ACTIONS, action);

/** The actions of a completed sign-in: a session was opened (the new-device check compares with these). */
export const SIGN_IN_SUCCESS_ACTIONS = ['auth.login.success', 'auth.login.google', 'auth.login.two_factor'] as const satisfies TSignInAction[];

const DAY_MS = 24 * 60 * 60 * 1000;

/** The start of the window the Security page and the new-device check look at. */
export function signInHistoryStart(now: Date): Date {
  return new Date(now.getTime() - SIGN_IN_HISTORY_DAYS * DAY_MS);
}

/** The audit rows of sign-in attempts against an account (by target, see above), from `since`. */
function signInRowsWhere(userId: number, actions: readonly string[], since: Date): Prisma.AuditLogWhereInput {
  return { targetType: 'user', targetId: String(userId), action: { in: [...actions] }, createdAt: { gte: since } };
}

/** The User-Agents of the account's completed sign-ins since `since`, each once (services/sessions/new-device.ts). */
export async function signInUserAgents(db: DbClient, userId: number, since: Date): Promise<(string | null)[]> {
  const rows = await db.auditLog.findMany({
    where: signInRowsWhere(userId, SIGN_IN_SUCCESS_ACTIONS, since),
    distinct: ['userAgent'],
    select: { userAgent: true },
  });
  return rows.map((row) => row.userAgent);
}

/** profile.signIns: newest first, a page at a time. */
export async function listSignIns(
  deps: Pick<ApiDeps, 'prisma'>,
  actor: Pick<TActor, 'id'>,
  input: { page: number; pageSize: number },
  now = new Date(),
): Promise<{ items: TSignInEvent[]; total: number; page: number; pageSize: number }> {
  const where = signInRowsWhere(actor.id, Object.keys(SIGN_IN_ACTIONS), signInHistoryStart(now));
  const [rows, total] = await Promise.all([
    deps.prisma.auditLog.findMany({
      where,
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      skip: (input.page - 1) * input.pageSize,
      take: input.pageSize,
      select: { id: true, action: true, ip: true, userAgent: true, metadata: true, createdAt: true },
    }),
    deps.prisma.auditLog.count({ where }),
  ]);
  const items = rows.flatMap((row): TSignInEvent[] => {
    if (!isSignInAction(row.action)) return [];
    const kind = SIGN_IN_ACTIONS[row.action];
    const metadata = row.metadata && typeof row.metadata === 'object' && !Array.isArray(row.metadata) ? row.metadata : {};
    const { browser, os } = describeUserAgent(row.userAgent);
    return [{ id: row.id, at: row.createdAt.toISOString(), outcome: kind.outcome, method: kind.method(metadata), ip: row.ip, browser, os }];
  });
  return { items, total, page: input.page, pageSize: input.pageSize };
}
