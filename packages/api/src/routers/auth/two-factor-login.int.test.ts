// Login with 2FA through the tRPC caller: pending login, TOTP and backup codes (each once), 5 wrong codes, expiry.
import { beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '@praxiform/db';
import { createUser, DEFAULT_TEST_PASSWORD } from '@praxiform/db/testing';
import { createTestCaller, createTestDeps } from '../../testing';
import type { ApiDeps } from '../../context';
import { enableTwoFactor, failure } from './testing/helpers';

let deps: ApiDeps;
beforeAll(async () => {
  deps = await createTestDeps();
});
const guest = () => createTestCaller(deps, undefined, { ip: '192.0.2.80' });

async function pendingLogin(email: string): Promise<string> {
  const result = await (await guest()).auth.login({ email, password: DEFAULT_TEST_PASSWORD });
  if (result.status !== 'two_factor_required') throw new Error(`expected two_factor_required, got ${result.status}`);
  return result.pendingToken;
}

describe('auth.login with 2FA on', () => {
  it('answers two_factor_required without a session, then a TOTP code opens one; the code is accepted once', async () => {
    const user = await createUser(deps.prisma, { email: 'totp@example.org' });
    const twoFactor = await enableTwoFactor(deps.prisma, deps.secretKey, user.id);
    const pendingToken = await pendingLogin('totp@example.org');
    expect(Object.keys(await (await guest()).auth.login({ email: 'totp@example.org', password: DEFAULT_TEST_PASSWORD }))).toEqual([
      'status',
      'pendingToken',
    ]);
    expect(await deps.prisma.session.count({ where: { userId: user.id } })).toBe(0);
    const pending = await deps.prisma.pendingTwoFactorLogin.findUniqueOrThrow({ where: { tokenHash: hashToken(pendingToken) } });
    expect(pending.expiresAt.getTime() - Date.now()).toBeGreaterThan(9 * 60_000);
    expect(pending.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(10 * 60_000);

    const code = twoFactor.currentCode();
    const result = await (await guest()).auth.verifyTwoFactor({ pendingToken, code });
    expect(result.status).toBe('authenticated');
    expect(result.user.email).toBe('totp@example.org');
    expect(await deps.prisma.session.findUnique({ where: { id: hashToken(result.token) } })).not.toBeNull();
    expect(await deps.prisma.pendingTwoFactorLogin.findUnique({ where: { id: pending.id } })).toBeNull();
    expect(await deps.prisma.auditLog.findFirst({ where: { actorId: user.id, action: 'auth.login.two_factor' } })).toMatchObject({
      metadata: { method: 'totp' },
    });

    // The pending token is spent, and the same TOTP code does not open a second login.
    expect((await failure((await guest()).auth.verifyTwoFactor({ pendingToken, code }))).code).toBe('TWO_FACTOR_LOGIN_EXPIRED');
    const again = await pendingLogin('totp@example.org');
    expect(await failure((await guest()).auth.verifyTwoFactor({ pendingToken: again, code }))).toMatchObject({
      code: 'TWO_FACTOR_CODE_INVALID',
      details: { attemptsLeft: 4 },
    });
  });

  it('accepts a backup code once, with or without its dash', async () => {
    const user = await createUser(deps.prisma, { email: 'backup@example.org' });
    const { backupCodes } = await enableTwoFactor(deps.prisma, deps.secretKey, user.id);
    const code = backupCodes[0]!;
    const first = await (
      await guest()
    ).auth.verifyTwoFactor({ pendingToken: await pendingLogin('backup@example.org'), code: code.replace('-', '').toLowerCase() });
    expect(first.status).toBe('authenticated');
    expect(await deps.prisma.auditLog.findFirst({ where: { actorId: user.id, action: 'auth.login.two_factor' } })).toMatchObject({
      metadata: { method: 'backup' },
    });
    const reuse = await failure((await guest()).auth.verifyTwoFactor({ pendingToken: await pendingLogin('backup@example.org'), code }));
    expect(reuse.code).toBe('TWO_FACTOR_CODE_INVALID');
    expect(
      (await (await guest()).auth.verifyTwoFactor({ pendingToken: await pendingLogin('backup@example.org'), code: backupCodes[1]! })).status,
    ).toBe('authenticated');
  });

  it('ends the pending login at the fifth wrong code', async () => {
    const user = await createUser(deps.prisma, { email: 'five@example.org' });
    const twoFactor = await enableTwoFactor(deps.prisma, deps.secretKey, user.id);
    const pendingToken = await pendingLogin('five@example.org');
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect(await failure((await guest()).auth.verifyTwoFactor({ pendingToken, code: '000000' }))).toMatchObject({
        code: 'TWO_FACTOR_CODE_INVALID',
        details: { attemptsLeft: 5 - attempt },
      });
    }
    expect((await failure((await guest()).auth.verifyTwoFactor({ pendingToken, code: 'AAAAA-BBBBB' }))).code).toBe('TWO_FACTOR_LOGIN_EXPIRED');
    expect(await deps.prisma.pendingTwoFactorLogin.count({ where: { userId: user.id } })).toBe(0);
    // Even the right code cannot revive it.
    expect((await failure((await guest()).auth.verifyTwoFactor({ pendingToken, code: twoFactor.currentCode() }))).code).toBe(
      'TWO_FACTOR_LOGIN_EXPIRED',
    );
    expect(await deps.prisma.session.count({ where: { userId: user.id } })).toBe(0);
  });

  it('refuses an expired pending login and an unknown token with TWO_FACTOR_LOGIN_EXPIRED', async () => {
    const user = await createUser(deps.prisma, { email: 'late@example.org' });
    const twoFactor = await enableTwoFactor(deps.prisma, deps.secretKey, user.id);
    const pendingToken = await pendingLogin('late@example.org');
    await deps.prisma.pendingTwoFactorLogin.updateMany({ where: { userId: user.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await failure((await guest()).auth.verifyTwoFactor({ pendingToken, code: twoFactor.currentCode() }))).code).toBe(
      'TWO_FACTOR_LOGIN_EXPIRED',
    );
    expect((await failure((await guest()).auth.verifyTwoFactor({ pendingToken: 'unknown-token', code: '123456' }))).code).toBe(
      'TWO_FACTOR_LOGIN_EXPIRED',
    );
  });

  it('refuses a user blocked while the login was pending', async () => {
    const user = await createUser(deps.prisma, { email: 'blocked-2fa@example.org' });
    const twoFactor = await enableTwoFactor(deps.prisma, deps.secretKey, user.id);
    const pendingToken = await pendingLogin('blocked-2fa@example.org');
    await deps.prisma.user.update({ where: { id: user.id }, data: { blocked: true } });
    expect((await failure((await guest()).auth.verifyTwoFactor({ pendingToken, code: twoFactor.currentCode() }))).code).toBe('ACCOUNT_BLOCKED');
    expect(await deps.prisma.session.count({ where: { userId: user.id } })).toBe(0);
  });

  it('limits 2FA attempts per IP', async () => {
    const ip = '203.0.113.90';
    for (let i = 0; i < 30; i += 1) {
      await failure((await createTestCaller(deps, undefined, { ip })).auth.verifyTwoFactor({ pendingToken: `nope-${i}`, code: '123456' }));
    }
    const limited = await failure((await createTestCaller(deps, undefined, { ip })).auth.verifyTwoFactor({ pendingToken: 'nope', code: '123456' }));
    expect(limited.code).toBe('RATE_LIMITED');
    expect(limited.details?.retryAfterSeconds).toBeGreaterThan(0);
  });
});
