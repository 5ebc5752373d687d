// Deletes the practitioner's account. The schema's ON DELETE rules remove patients, submissions (anonymous forms
// included) and private templates, and keep public templates credited through creatorName (packages/db/README.md).
// A verified address leaves only its trial fingerprint behind (docs/billing-api.md#one-trial-per-address).
import { hashToken } from '@praxiform/db';
import { ACCOUNT_DELETION_WORDS, type TLocale } from '@praxiform/domain';
import type { Context, TActor } from '../../context';
import { AppError } from '../../errors';
import { recordAudit, type TAuditAction } from '../audit/audit-log';
import { removeStoredBytes } from '../files/answer-files';
import type { DbClient } from '../shared/db-client';
import { recordTrialFingerprint } from '../subscriptions/trial-fingerprint';

export async function deleteAccount(
  deps: Pick<Context, 'prisma' | 'ip' | 'secretKey' | 'files' | 'logger'>,
  actor: Pick<TActor, 'id'>,
  input: { confirmation: string; locale: TLocale },
): Promise<void> {
  // Exact match, case included: typing the word in capitals is the deliberate act the spec asks for.
  if (input.confirmation !== ACCOUNT_DELETION_WORDS[input.locale]) throw new AppError('CONFIRMATION_WORD_MISMATCH');
  // The actor row disappears, so the entry names no actor (the key would dangle).
  const storageKeys = await deps.prisma.$transaction((tx) =>
    removeAccount(tx, deps.secretKey, { userId: actor.id, actorId: null, ip: deps.ip, action: 'account.deleted' }),
  );
  await removeStoredBytes(deps, storageKeys);
}

/**
 * The deletion cascade of an account, shared by the user's own deletion and an administrator's (admin.users.delete):
 * sessions, then the user row, whose ON DELETE rules do the rest. Run it in the caller's transaction. The audit
 * entry keeps the id and a hash of the email (not the address: it is personal data). A verified address gets its
 * trial fingerprint (docs/billing-api.md#one-trial-per-address), so a new account of that mailbox starts without a
 * trial; an unverified one never had a usable trial and leaves nothing. Answers the storage keys of the files the
 * cascade removed (patients' pictures, the practitioner's uploads), for the caller to remove once it committed
 * (removeStoredBytes; the hourly sweep of orphans otherwise).
 */
export async function removeAccount(
  db: DbClient,
  secretKey: Uint8Array,
  entry: { userId: number; actorId: number | null; ip: string | null; action: Extract<TAuditAction, 'account.deleted' | 'admin.user.deleted'> },
): Promise<string[]> {
  const user = await db.user.findUniqueOrThrow({ where: { id: entry.userId }, select: { email: true, emailVerifiedAt: true } });
  if (user.emailVerifiedAt !== null) await recordTrialFingerprint(db, secretKey, user.email);
  await db.session.deleteMany({ where: { userId: entry.userId } });
  await recordAudit(db, {
    action: entry.action,
    actorId: entry.actorId,
    userId: entry.userId,
    ip: entry.ip,
    metadata: { userId: entry.userId, emailHash: hashToken(user.email.toLowerCase()) },
  });
  const files = await db.storedFile.findMany({ where: { ownerId: entry.userId }, select: { storageKey: true } });
  await db.user.delete({ where: { id: entry.userId } });
  return files.map((file) => file.storageKey);
}
