// TOTP matching: current and adjacent steps pass, older or replayed steps and malformed codes do not.
import { describe, expect, it } from 'vitest';
import { decodeBase32IgnorePadding } from '@oslojs/encoding';
import { currentTotpStep, generateTotpKey, manualEntryKey, matchTotpStep, totpCodeForStep, totpKeyUri } from './totp';

const now = Date.UTC(2026, 0, 15, 10, 0, 10);
const step = currentTotpStep(now);
/** Fixed keys and time make every code deterministic (no chance collision between steps can flake a test). */
const fixedKey = Uint8Array.from({ length: 20 }, (_, i) => i + 1);
const otherFixedKey = Uint8Array.from({ length: 20 }, (_, i) => 200 - i);

describe('totp', () => {
  it('matches the current and the adjacent steps, and returns the step matched', () => {
    const key = generateTotpKey();
    expect(matchTotpStep(key, totpCodeForStep(key, step), null, now)).toBe(step);
    expect(matchTotpStep(key, totpCodeForStep(key, step - 1), null, now)).toBe(step - 1);
    expect(matchTotpStep(key, totpCodeForStep(key, step + 1), null, now)).toBe(step + 1);
  });

  it('refuses steps outside the window', () => {
    const nearCodes = [step - 1, step, step + 1].map((s) => totpCodeForStep(fixedKey, s));
    for (const far of [step - 2, step + 2]) {
      const code = totpCodeForStep(fixedKey, far);
      expect(nearCodes).not.toContain(code);
      expect(matchTotpStep(fixedKey, code, null, now)).toBeNull();
    }
  });

  it('refuses a replayed step and anything at or before the last used step', () => {
    const key = generateTotpKey();
    const code = totpCodeForStep(key, step);
    const used = matchTotpStep(key, code, null, now);
    expect(used).toBe(step);
    expect(matchTotpStep(key, code, used, now)).toBeNull();
    expect(matchTotpStep(key, totpCodeForStep(key, step - 1), step, now)).toBeNull();
    expect(matchTotpStep(key, totpCodeForStep(key, step + 1), step, now)).toBe(step + 1);
  });

  it('refuses malformed codes and codes of another key', () => {
    const code = totpCodeForStep(fixedKey, step);
    expect(matchTotpStep(fixedKey, `${code}0`, null, now)).toBeNull();
    expect(matchTotpStep(fixedKey, 'abcdef', null, now)).toBeNull();
    expect(matchTotpStep(fixedKey, '', null, now)).toBeNull();
    expect([step - 1, step, step + 1].map((s) => totpCodeForStep(otherFixedKey, s))).not.toContain(code);
    expect(matchTotpStep(otherFixedKey, code, null, now)).toBeNull();
  });

  it('describes the key for authenticator apps: otpauth URI and grouped manual key', () => {
    const key = generateTotpKey();
    const uri = new URL(totpKeyUri('claire@example.org', key));
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(uri.searchParams.get('issuer')).toBe('Praxiform');
    expect(uri.searchParams.get('digits')).toBe('6');
    expect(uri.searchParams.get('period')).toBe('30');
    const manual = manualEntryKey(key);
    expect(manual).toMatch(/^([A-Z2-7]{4} )+[A-Z2-7]{4}$/);
    expect(decodeBase32IgnorePadding(manual.replaceAll(' ', ''))).toEqual(key);
    expect(uri.searchParams.get('secret')?.replace(/=+$/, '')).toBe(manual.replaceAll(' ', ''));
  });
});
