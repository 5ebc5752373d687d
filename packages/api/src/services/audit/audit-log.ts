// The audit trail of account and security events: who did what, to which account, from where. Metadata never holds
// a secret or a token. Every service that audits writes through recordAudit.
import type { Prisma } from '@praxiform/db';
import type { DbClient } from '../shared/db-client';

export const AUDIT_ACTIONS = [
  'auth.register',
  'auth.login.success',
  'auth.login.failure',
  'auth.login.locked',
  'auth.login.blocked',
  'auth.login.two_factor_pending',
  'auth.login.two_factor',
  'auth.login.two_factor_failure',
  'auth.login.google',
  // An unverified, never-used account replaced by a fresh one for a Google identity of its address (docs/auth-api.md#google).
  'auth.google.unverified_account_replaced',
  'auth.password_reset',
  'password.changed',
  // docs/auth-api.md#changing-the-address: a pending address asked for, dropped, confirmed through its link.
  'profile.email_change.requested',
  'profile.email_change.canceled',
  'profile.email_change.confirmed',
  // docs/access-log.md#sessions: one session signed out from Profile → Security, or all but the current one (metadata its count).
  'session.revoked',
  'sessions.others_revoked',
  'two_factor.enabled',
  'two_factor.disabled',
  'two_factor.backup_codes_regenerated',
  'account.deleted',
  // docs/access-log.md#retention: a patient deleted with their access-log entries; target the patient's id, no name.
  'patient.deleted',
  'role.updated',
  'role.update_refused',
  'admin.user.role_changed',
  'admin.user.blocked',
  'admin.user.unblocked',
  'admin.user.deleted',
  // A mail that failed for good sent again by an administrator (admin.mails.resend): target the mail, metadata its kind.
  'admin.mail.resent',
  'announcement.created',
  'announcement.updated',
  'announcement.activated',
  'announcement.deactivated',
  'announcement.deleted',
  'support.replied',
  'support.resolved',
  'support.closed',
  'support.reopened',
  // Billing (docs/billing-api.md): the user's own steps, and the state changes Stripe's webhook applied (actor null).
  'billing.checkout_started',
  'billing.portal_opened',
  'billing.customer_replaced',
  'billing.duplicate_canceled',
  'billing.canceled',
  'billing.resumed',
  'billing.subscription_changed',
  'billing.payment_failed',
  // A template's generic link replaced (docs/forms-api.md#generic-link-rotation): target the template, metadata its new version.
  'submissions.generic_link.rotated',
] as const;
export type TAuditAction = (typeof AUDIT_ACTIONS)[number];

export type TAuditEntry = {
  action: TAuditAction;
  /** Null when nobody is known (a login with an unknown email) or the actor's row is being deleted (the key would dangle). */
  actorId: number | null;
  /** The account concerned, when it is not the actor's own. */
  userId?: number;
  /** What the action was about when it is not an account (an announcement, a mail). */
  target?: { type: 'announcement' | 'template' | 'patient'; id: number } | { type: 'mail'; id: string };
  ip: string | null;
  /** The request's User-Agent (sign-ins: the Security page's device and browser, docs/access-log.md#sessions). */
  userAgent?: string | null;
  metadata?: Prisma.InputJsonObject;
};

/** On the caller's client, so a change and its audit row commit together. */
export async function recordAudit(db: DbClient, entry: TAuditEntry): Promise<void> {
  const user = entry.userId ?? entry.actorId;
  const target = entry.target ?? (user === null ? null : { type: 'user', id: user });
  await db.auditLog.create({
    data: {
      action: entry.action,
      actorId: entry.actorId,
      targetType: target?.type ?? null,
      targetId: target === null ? null : String(target.id),
      ip: entry.ip,
      userAgent: entry.userAgent?.slice(0, 500) ?? null,
      ...(entry.metadata ? { metadata: entry.metadata } : {}),
    },
  });
}
