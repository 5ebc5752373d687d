// One trial per address (docs/billing-api.md#one-trial-per-address): a one-way fingerprint of every address that has
// had a trial, kept after the account is gone. HMAC-SHA-256 of the normalised address with the server's secret key:
// nothing else about the person, and without the key the table cannot be tested against a list of addresses.
import { createHmac } from 'node:crypto';
import type { ApiDeps } from '../../context';
import type { DbClient } from '../shared/db-client';

const CONTEXT = 'trial-fingerprint:v1';
const GMAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

/**
 * The address as a mailbox, not as typed: trimmed and lower-cased, a `+tag` dropped from the local part, and Gmail's
 * dots and its googlemail.com alias folded (Gmail delivers all of these to one mailbox). Pure.
 */
export function normaliseAddress(email: string): string {
  const text = email.trim().toLowerCase();
  const at = text.lastIndexOf('@');
  if (at <= 0) return text;
  let local = text.slice(0, at);
  let domain = text.slice(at + 1);
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  if (GMAIL_DOMAINS.has(domain)) {
    local = local.replaceAll('.', '');
    domain = 'gmail.com';
  }
  return `${local}@${domain}`;
}

/** 64 hex characters. */
export function trialFingerprint(secretKey: Uint8Array, email: string): string {
  return createHmac('sha256', secretKey)
    .update(`${CONTEXT}:${normaliseAddress(email)}`)
    .digest('hex');
}

/** True when this address (as a mailbox) has had a trial on an earlier account. */
export async function hasHadTrial(db: DbClient, secretKey: ApiDeps['secretKey'], email: string): Promise<boolean> {
  const row = await db.trialFingerprint.findUnique({ where: { fingerprint: trialFingerprint(secretKey, email) }, select: { fingerprint: true } });
  return row !== null;
}

/**
 * Remembers that this address has had a trial; called when an address stops being a verified account's address
 * (the account is deleted, or its address changed): while an account holds it, the unique email refuses a second one.
 */
export async function recordTrialFingerprint(db: DbClient, secretKey: ApiDeps['secretKey'], email: string): Promise<void> {
  await db.trialFingerprint.createMany({ data: [{ fingerprint: trialFingerprint(secretKey, email) }], skipDuplicates: true });
}
