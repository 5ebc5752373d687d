// profile.twoFactor.*: set-up, enabling with a code, backup codes once, disabling and regenerating, Google accounts too.
import { beforeAll, describe, expect, it } from 'vitest';
import { decodeBase32IgnorePadding } from '@oslojs/encoding';
import { DEFAULT_TEST_PASSWORD, createUser } from '@praxiform/db/testing';
import { createTestCaller, createTestDeps, rejectionCode } from '../../../testing';
import { hashBackupCode } from '../../../services/two-factor/backup-codes';
import { openSecret, totpSecretContext } from '../../../services/shared/secret-box';
import { currentTotpStep, totpCodeForStep } from '../../../services/two-factor/totp';
import { verifySecondFactor } from '../../../services/two-factor/verify';

type TDeps = Awaited<ReturnType<typeof createTestDeps>>;
let deps: TDeps;
beforeAll(async () => {
  deps = await createTestDeps();
});

function keyOf(manualKey: string): Uint8Array {
  return decodeBase32IgnorePadding(manualKey.replaceAll(' ', ''));
}

/** The code of the current time step shifted by `offset` (the window accepts -1..+1). */
function codeFor(key: Uint8Array, offset = 0): string {
  return totpCodeForStep(key, currentTotpStep() + offset);
}

async function enabledUser(password: string | null = DEFAULT_TEST_PASSWORD) {
  const user = await createUser(deps.prisma, { password });
  const caller = await createTestCaller(deps, user.id);
  const setup = await caller.profile.twoFactor.setup();
  const key = keyOf(setup.manualKey);
  const { backupCodes } = await caller.profile.twoFactor.enable({ code: codeFor(key) });
  const { lastUsedStep } = await deps.prisma.twoFactor.findUniqueOrThrow({ where: { userId: user.id } });
  // Codes are single-use: the next fresh code is the one of the step after the enabling one (stable across a step change).
  const nextCode = totpCodeForStep(key, lastUsedStep! + 1);
  return { user, caller, key, backupCodes, usedCode: totpCodeForStep(key, lastUsedStep!), nextCode };
}

describe('profile.twoFactor.setup', () => {
  it('returns the key URI, manual key and an SVG QR code; stores the key sealed and pending', async () => {
    const user = await createUser(deps.prisma);
    const caller = await createTestCaller(deps, user.id);
    const setup = await caller.profile.twoFactor.setup();
    expect(Object.keys(setup).sort()).toEqual(['keyUri', 'manualKey', 'qrSvg']);
    const uri = new URL(setup.keyUri);
    expect(uri.protocol).toBe('otpauth:');
    expect(decodeURIComponent(uri.pathname)).toContain(user.email);
    expect(setup.qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    const row = await deps.prisma.twoFactor.findUniqueOrThrow({ where: { userId: user.id } });
    expect(row.enabledAt).toBeNull();
    const key = keyOf(setup.manualKey);
    expect(Buffer.from(row.secret).includes(Buffer.from(key))).toBe(false);
    expect(openSecret(deps.secretKey, row.secret, totpSecretContext(user.id))).toEqual(key);
  });

  it('replaces a previous pending key; the old key no longer enables', async () => {
    const user = await createUser(deps.prisma);
    const caller = await createTestCaller(deps, user.id);
    const first = keyOf((await caller.profile.twoFactor.setup()).manualKey);
    const second = keyOf((await caller.profile.twoFactor.setup()).manualKey);
    expect(await deps.prisma.twoFactor.count({ where: { userId: user.id } })).toBe(1);
    expect(await rejectionCode(caller.profile.twoFactor.enable({ code: codeFor(first) }))).toBe('TWO_FACTOR_CODE_INVALID');
    expect((await caller.profile.twoFactor.enable({ code: codeFor(second) })).backupCodes).toHaveLength(10);
  });

  it('is refused once 2FA is on, and leaves the enabled key in place', async () => {
    const { user, caller, key } = await enabledUser();
    expect(await rejectionCode(caller.profile.twoFactor.setup())).toBe('TWO_FACTOR_ALREADY_ENABLED');
    const row = await deps.prisma.twoFactor.findUniqueOrThrow({ where: { userId: user.id } });
    expect(row.enabledAt).not.toBeNull();
    expect(openSecret(deps.secretKey, row.secret, totpSecretContext(user.id))).toEqual(key);
  });
});

describe('profile.twoFactor.enable', () => {
  it('switches 2FA on with a valid code, returns 10 backup codes once (stored hashed), audits', async () => {
    const { user, caller, backupCodes } = await enabledUser();
    expect(new Set(backupCodes).size).toBe(10);
    const rows = await deps.prisma.twoFactorBackupCode.findMany({ where: { userId: user.id } });
    expect(rows.map((r) => r.codeHash).sort()).toEqual(backupCodes.map(hashBackupCode).sort());
    const row = await deps.prisma.twoFactor.findUniqueOrThrow({ where: { userId: user.id } });
    expect(row.enabledAt).not.toBeNull();
    expect(row.lastUsedStep).toBeGreaterThanOrEqual(currentTotpStep() - 1);
    const { profile } = await caller.profile.get();
    expect(profile).toMatchObject({ twoFactorEnabled: true, backupCodesLeft: 10 });
    expect(JSON.stringify(profile)).not.toMatch(/[A-Z2-7]{5}-[A-Z2-7]{5}/);
    expect(await deps.prisma.auditLog.count({ where: { action: 'two_factor.enabled', actorId: user.id } })).toBe(1);
    // The login helper accepts the backup codes just issued.
    expect(await verifySecondFactor(deps, user.id, backupCodes[0]!)).toBe('backup');
  });

  it('refuses a wrong code, a code used for enabling again, and enabling without set-up', async () => {
    const user = await createUser(deps.prisma);
    const caller = await createTestCaller(deps, user.id);
    expect(await rejectionCode(caller.profile.twoFactor.enable({ code: '123456' }))).toBe('TWO_FACTOR_SETUP_REQUIRED');
    const key = keyOf((await caller.profile.twoFactor.setup()).manualKey);
    const valid = [-1, 0, 1].map((o) => codeFor(key, o));
    const wrong = ['000000', '111111', '222222', '333333'].find((c) => !valid.includes(c))!;
    expect(await rejectionCode(caller.profile.twoFactor.enable({ code: wrong }))).toBe('TWO_FACTOR_CODE_INVALID');
    expect(await rejectionCode(caller.profile.twoFactor.enable({ code: '12345' }))).toBe('VALIDATION_FAILED');
    expect((await deps.prisma.twoFactor.findUniqueOrThrow({ where: { userId: user.id } })).enabledAt).toBeNull();
    const code = codeFor(key);
    await caller.profile.twoFactor.enable({ code });
    expect(await rejectionCode(caller.profile.twoFactor.enable({ code }))).toBe('TWO_FACTOR_ALREADY_ENABLED');
    // The code that enabled 2FA cannot be replayed at login.
    expect(await verifySecondFactor(deps, user.id, code)).toBeNull();
  });

  it('works for a Google-only account (no password)', async () => {
    const { user } = await enabledUser(null);
    expect((await deps.prisma.twoFactor.findUniqueOrThrow({ where: { userId: user.id } })).enabledAt).not.toBeNull();
  });
});

describe('profile.twoFactor.disable', () => {
  it('needs the password, then deletes the key and every backup code', async () => {
    const { user, caller } = await enabledUser();
    expect(await rejectionCode(caller.profile.twoFactor.disable({ password: 'Wrong-Password-1!' }))).toBe('PASSWORD_INCORRECT');
    expect(await rejectionCode(caller.profile.twoFactor.disable({}))).toBe('PASSWORD_INCORRECT');
    expect(await deps.prisma.twoFactor.count({ where: { userId: user.id } })).toBe(1);
    expect(await caller.profile.twoFactor.disable({ password: DEFAULT_TEST_PASSWORD })).toEqual({ success: true });
    expect(await deps.prisma.twoFactor.count({ where: { userId: user.id } })).toBe(0);
    expect(await deps.prisma.twoFactorBackupCode.count({ where: { userId: user.id } })).toBe(0);
    expect(await deps.prisma.auditLog.count({ where: { action: 'two_factor.disabled', actorId: user.id } })).toBe(1);
    expect(await rejectionCode(caller.profile.twoFactor.disable({ password: DEFAULT_TEST_PASSWORD }))).toBe('TWO_FACTOR_NOT_ENABLED');
  });

  it('does not accept a TOTP code instead of the password on a password account', async () => {
    const { caller, nextCode } = await enabledUser();
    expect(await rejectionCode(caller.profile.twoFactor.disable({ code: nextCode }))).toBe('PASSWORD_INCORRECT');
  });

  it('takes a current TOTP code for a Google-only account, once', async () => {
    const { user, caller, usedCode, nextCode } = await enabledUser(null);
    expect(await rejectionCode(caller.profile.twoFactor.disable({ password: 'anything' }))).toBe('TWO_FACTOR_CODE_INVALID');
    expect(await rejectionCode(caller.profile.twoFactor.disable({ code: usedCode }))).toBe('TWO_FACTOR_CODE_INVALID');
    expect(await caller.profile.twoFactor.disable({ code: nextCode })).toEqual({ success: true });
    expect(await deps.prisma.twoFactor.count({ where: { userId: user.id } })).toBe(0);
  });

  it('is refused while 2FA is only pending', async () => {
    const user = await createUser(deps.prisma);
    const caller = await createTestCaller(deps, user.id);
    await caller.profile.twoFactor.setup();
    expect(await rejectionCode(caller.profile.twoFactor.disable({ password: DEFAULT_TEST_PASSWORD }))).toBe('TWO_FACTOR_NOT_ENABLED');
  });
});

describe('profile.twoFactor.regenerateBackupCodes', () => {
  it('replaces the codes after the password: old ones stop working, new ones work once', async () => {
    const { user, caller, backupCodes } = await enabledUser();
    expect(await rejectionCode(caller.profile.twoFactor.regenerateBackupCodes({ password: 'nope' }))).toBe('PASSWORD_INCORRECT');
    const { backupCodes: fresh } = await caller.profile.twoFactor.regenerateBackupCodes({ password: DEFAULT_TEST_PASSWORD });
    expect(fresh).toHaveLength(10);
    expect(fresh.some((c) => backupCodes.includes(c))).toBe(false);
    expect(await verifySecondFactor(deps, user.id, backupCodes[1]!)).toBeNull();
    expect(await verifySecondFactor(deps, user.id, fresh[1]!)).toBe('backup');
    expect(await verifySecondFactor(deps, user.id, fresh[1]!)).toBeNull();
    expect(await deps.prisma.auditLog.count({ where: { action: 'two_factor.backup_codes_regenerated', actorId: user.id } })).toBe(1);
  });

  it('is refused without 2FA, and takes a TOTP code for Google-only accounts', async () => {
    const plain = await createUser(deps.prisma);
    expect(
      await rejectionCode((await createTestCaller(deps, plain.id)).profile.twoFactor.regenerateBackupCodes({ password: DEFAULT_TEST_PASSWORD })),
    ).toBe('TWO_FACTOR_NOT_ENABLED');
    const google = await enabledUser(null);
    expect(await rejectionCode(google.caller.profile.twoFactor.regenerateBackupCodes({}))).toBe('TWO_FACTOR_CODE_INVALID');
    expect((await google.caller.profile.twoFactor.regenerateBackupCodes({ code: google.nextCode })).backupCodes).toHaveLength(10);
  });
});

describe('audit rows', () => {
  it('never carry a secret', async () => {
    const { user, backupCodes } = await enabledUser();
    const rows = await deps.prisma.auditLog.findMany({ where: { actorId: user.id } });
    expect(rows.length).toBeGreaterThan(0);
    const json = JSON.stringify(rows);
    for (const code of backupCodes) expect(json).not.toContain(code);
    expect(json).not.toContain('otpauth');
  });
});
