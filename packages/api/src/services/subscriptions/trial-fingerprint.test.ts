// The address as a mailbox (docs/billing-api.md#one-trial-per-address): what folds together, what stays apart, and the
// keyed fingerprint.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { normaliseAddress, trialFingerprint } from './trial-fingerprint';

const KEY = new Uint8Array(32).fill(7);

describe('normaliseAddress', () => {
  it('trims, lower-cases and drops a +tag', () => {
    expect(normaliseAddress('  Claire.Martin@Example.ORG ')).toBe('claire.martin@example.org');
    expect(normaliseAddress('claire.martin+cabinet@example.org')).toBe('claire.martin@example.org');
    expect(normaliseAddress('Claire.Martin+a+b@example.org')).toBe('claire.martin@example.org');
  });

  it("folds Gmail's dots and googlemail.com, and only there", () => {
    expect(normaliseAddress('Jean.Du.Pont@gmail.com')).toBe('jeandupont@gmail.com');
    expect(normaliseAddress('jean.dupont+x@googlemail.com')).toBe('jeandupont@gmail.com');
    expect(normaliseAddress('jean.dupont@example.org')).toBe('jean.dupont@example.org');
    expect(normaliseAddress('jean.dupont@gmail.com.example.org')).toBe('jean.dupont@gmail.com.example.org');
  });

  it('keeps a leading + and anything without a local part as typed (lower case)', () => {
    expect(normaliseAddress('+tag@example.org')).toBe('+tag@example.org');
    expect(normaliseAddress('not-an-address')).toBe('not-an-address');
    expect(normaliseAddress('@example.org')).toBe('@example.org');
  });

  it('keeps different mailboxes apart', () => {
    expect(normaliseAddress('claire@example.org')).not.toBe(normaliseAddress('claire@example.com'));
    expect(normaliseAddress('claire.m@example.org')).not.toBe(normaliseAddress('clairem@example.org'));
  });
});

describe('trialFingerprint', () => {
  it('is 64 hex characters, the same for every spelling of a mailbox, and depends on the key', () => {
    const fingerprint = trialFingerprint(KEY, 'jean.dupont@gmail.com');
    expect(fingerprint).toMatch(/^[0-9a-f]{64}$/);
    expect(trialFingerprint(KEY, ' JeanDupont+essai@GoogleMail.com')).toBe(fingerprint);
    expect(trialFingerprint(new Uint8Array(32).fill(8), 'jean.dupont@gmail.com')).not.toBe(fingerprint);
    expect(fingerprint).not.toBe(createHash('sha256').update('jeandupont@gmail.com').digest('hex'));
  });
});
