// Audit trail of the account flows: who did what from where. Metadata never holds a secret or a token.
import type { DbClient } from '../shared/db-client';

export const AUTH_AUDIT_ACTIONS = [
  'auth.register',
  'auth.login.success',
  'auth.login.failure',
  'auth.login.locked',
  'auth.login.blocked',
  'auth.login.two_factor_pending',
  'auth.login.two_factor',
  'auth.login.two_factor_failure',
  'auth.login.google',
  'auth.password_reset',
] as const;
export type TAuthAuditAction = (typeof AUTH_AUDIT_ACTIONS)[number];

export async function recordAuthEvent(
  db: DbClient,
  event: { action: TAuthAuditAction; actorId: number | null; ip: string | null; metadata?: Record<string, string | number | boolean> },
): Promise<void> {
  await db.auditLog.create({
    data: {
      action: event.action,
      actorId: event.actorId,
      ip: event.ip,
      targetType: event.actorId === null ? null : 'user',
      targetId: event.actorId === null ? null : String(event.actorId),
      ...(event.metadata ? { metadata: event.metadata } : {}),
    },
  });
}
