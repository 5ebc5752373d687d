// Writes AuditLog rows for security-relevant account changes; metadata never holds a secret.
import type { Prisma } from '@praxiform/db';
import type { DbClient } from '../shared/db-client';

export type TAuditAction =
  | 'password.changed'
  | 'two_factor.enabled'
  | 'two_factor.disabled'
  | 'two_factor.backup_codes_regenerated'
  | 'account.deleted'
  | 'role.updated'
  | 'role.update_refused';

export type TAuditEntry = {
  action: TAuditAction;
  /** Null when the actor's row is being deleted (the foreign key would dangle otherwise). */
  actorId: number | null;
  userId: number;
  ip: string | null;
  metadata?: Prisma.InputJsonObject;
};

export async function recordAudit(db: DbClient, entry: TAuditEntry): Promise<void> {
  await db.auditLog.create({
    data: {
      action: entry.action,
      actorId: entry.actorId,
      targetType: 'user',
      targetId: String(entry.userId),
      ip: entry.ip,
      ...(entry.metadata ? { metadata: entry.metadata } : {}),
    },
  });
}
