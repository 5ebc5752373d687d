// Password login through the tRPC caller: every answer, lockout and unlock, audit rows, per-IP limit, logout, providers.
import { beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '@praxiform/db';
import { createUser, DEFAULT_TEST_PASSWORD } from '@praxiform/db/testing';
import { createTestCaller, createTestDeps } from '../../testing';
import type { ApiDeps } from '../../context';
import { rateLimitKey, RATE_LIMITS } from '../../services/security/rate-limit';
import { callerWithToken, failure } from './testing/helpers';

let deps: ApiDeps;
beforeAll(async () => {
  deps = await createTestDeps();
});
const guest = (ip = '127.0.0.1') => createTestCaller(deps, undefined, { ip });

describe('auth.login', () => {
  it('opens a session, stamps lastLoginAt, resets the failure counter and writes an audit row', async () => {
    const user = await createUser(deps.prisma, { email: 'ok@example.org', failedLoginCount: 3 });
    const result = await (await guest('192.0.2.10')).auth.login({ email: 'OK@example.org', password: DEFAULT_TEST_PASSWORD });
    if (result.status !== 'authenticated') throw new Error('expected a session');
    expect(result.user).toEqual({
      id: user.id,
      firstName: 'Camille',
      lastName: 'Durand',
      email: 'ok@example.org',
      role: 'trial',
      isAdministrator: false,
      profileCompleted: true,
      interfaceLanguage: 'fr',
      subscription: expect.objectContaining({ status: 'trial', trialDaysLeft: 30, entitled: true }),
      trialWelcomePending: true,
    });
    const session = await deps.prisma.session.findUniqueOrThrow({ where: { id: hashToken(result.token) } });
    expect(session).toMatchObject({ userId: user.id, ip: '192.0.2.10', userAgent: 'vitest' });
    const after = await deps.prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(after.failedLoginCount).toBe(0);
    expect(after.lastLoginAt!.getTime()).toBeGreaterThan(Date.now() - 10_000);
    const audit = await deps.prisma.auditLog.findFirstOrThrow({ where: { actorId: user.id, action: 'auth.login.success' } });
    expect(audit).toMatchObject({ ip: '192.0.2.10', metadata: { method: 'password' } });

    // The token is a working Bearer token for auth.me.
    expect(await (await callerWithToken(deps, result.token)).auth.me()).toEqual({ user: result.user });
  });

  it('gives INVALID_CREDENTIALS alike for an unknown email and a wrong password, spending comparable time', async () => {
    await createUser(deps.prisma, { email: 'known@example.org' });
    const t0 = performance.now();
    const unknown = await failure((await guest()).auth.login({ email: 'unknown@example.org', password: 'Whatever-123' }));
    const t1 = performance.now();
    const wrong = await failure((await guest()).auth.login({ email: 'known@example.org', password: 'Whatever-123' }));
    const t2 = performance.now();
    expect(unknown).toEqual(wrong);
    expect(unknown.code).toBe('INVALID_CREDENTIALS');
    // The unknown email runs an argon2 verification too: it costs at least a third of a real one.
    expect(t1 - t0).toBeGreaterThan((t2 - t1) / 3);
    const failures = await deps.prisma.auditLog.findMany({ where: { action: 'auth.login.failure' }, orderBy: { id: 'asc' } });
    expect(failures.map((row) => row.metadata)).toEqual(
      expect.arrayContaining([{ reason: 'unknown_email' }, { reason: 'wrong_password', failedLoginCount: 1 }]),
    );
    expect(JSON.stringify(failures)).not.toContain('Whatever-123');
  });

  it('signs in with a password set before the one password rule: the rule applies when a password is set, never here', async () => {
    // Stored before the special character was required on every path (docs/product.md, "Password").
    await createUser(deps.prisma, { email: 'older-rule@example.org', password: 'Bonjour2026' });
    const result = await (await guest('192.0.2.71')).auth.login({ email: 'older-rule@example.org', password: 'Bonjour2026' });
    expect(result.status).toBe('authenticated');
  });

  it('refuses a Google-only account (no password) with INVALID_CREDENTIALS', async () => {
    await createUser(deps.prisma, { email: 'google-only@example.org', password: null });
    expect((await failure((await guest()).auth.login({ email: 'google-only@example.org', password: 'Anything-1' }))).code).toBe(
      'INVALID_CREDENTIALS',
    );
  });

  it('answers EMAIL_NOT_VERIFIED with the email only when the password is right', async () => {
    await createUser(deps.prisma, { email: 'unverified@example.org', emailVerifiedAt: null });
    expect(await failure((await guest()).auth.login({ email: 'unverified@example.org', password: DEFAULT_TEST_PASSWORD }))).toMatchObject({
      code: 'EMAIL_NOT_VERIFIED',
      details: { email: 'unverified@example.org' },
    });
    expect((await failure((await guest()).auth.login({ email: 'unverified@example.org', password: 'Wrong-pass-1' }))).code).toBe(
      'INVALID_CREDENTIALS',
    );
  });

  it('refuses a blocked user with ACCOUNT_BLOCKED only after the right password', async () => {
    const user = await createUser(deps.prisma, { email: 'blocked@example.org', blocked: true });
    expect((await failure((await guest()).auth.login({ email: 'blocked@example.org', password: 'Wrong-pass-1' }))).code).toBe('INVALID_CREDENTIALS');
    expect((await failure((await guest()).auth.login({ email: 'blocked@example.org', password: DEFAULT_TEST_PASSWORD }))).code).toBe(
      'ACCOUNT_BLOCKED',
    );
    expect(await deps.prisma.session.count({ where: { userId: user.id } })).toBe(0);
    expect(await deps.prisma.auditLog.count({ where: { actorId: user.id, action: 'auth.login.blocked' } })).toBe(1);
  });

  it('locks the account for 15 minutes at the tenth wrong password, and lets it in once the lock has passed', async () => {
    const user = await createUser(deps.prisma, { email: 'lock@example.org' });
    const caller = await guest('192.0.2.50');
    for (let i = 1; i <= 9; i += 1) {
      expect((await failure(caller.auth.login({ email: 'lock@example.org', password: `Wrong-pass-${i}` }))).code).toBe('INVALID_CREDENTIALS');
    }
    const tenth = await failure(caller.auth.login({ email: 'lock@example.org', password: 'Wrong-pass-10' }));
    expect(tenth.code).toBe('ACCOUNT_LOCKED');
    expect(tenth.details?.retryAfterSeconds).toBeGreaterThan(14 * 60);
    expect(tenth.details?.retryAfterSeconds).toBeLessThanOrEqual(15 * 60);
    const locked = await deps.prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(locked.lockedUntil!.getTime() - Date.now()).toBeGreaterThan(14 * 60_000);
    // Even the right password is refused during the lock.
    expect((await failure(caller.auth.login({ email: 'lock@example.org', password: DEFAULT_TEST_PASSWORD }))).code).toBe('ACCOUNT_LOCKED');
    expect(await deps.prisma.auditLog.count({ where: { actorId: user.id, action: 'auth.login.locked', ip: '192.0.2.50' } })).toBe(1);

    // 15 minutes later (the lock moved into the past rather than sleeping): the right password works again.
    await deps.prisma.user.update({ where: { id: user.id }, data: { lockedUntil: new Date(Date.now() - 1000) } });
    expect((await caller.auth.login({ email: 'lock@example.org', password: DEFAULT_TEST_PASSWORD })).status).toBe('authenticated');
    expect(await deps.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).toMatchObject({ lockedUntil: null, failedLoginCount: 0 });
  });

  it('answers RATE_LIMITED once an IP used up its login budget, counted in PostgreSQL', async () => {
    const ip = '203.0.113.77';
    await deps.prisma.rateLimit.create({
      data: { key: rateLimitKey('login', ip), points: RATE_LIMITS.login.points, expiresAt: new Date(Date.now() + 600_000) },
    });
    const limited = await failure((await guest(ip)).auth.login({ email: 'ok@example.org', password: DEFAULT_TEST_PASSWORD }));
    expect(limited.code).toBe('RATE_LIMITED');
    expect(limited.details?.retryAfterSeconds).toBeGreaterThan(590);
    expect(limited.details?.retryAfterSeconds).toBeLessThanOrEqual(600);
    expect((await (await guest('203.0.113.78')).auth.login({ email: 'ok@example.org', password: DEFAULT_TEST_PASSWORD })).status).toBe(
      'authenticated',
    );
  });
});

describe('auth.logout and auth.providers', () => {
  it('revokes only the current session', async () => {
    const user = await createUser(deps.prisma);
    const first = await createTestCaller(deps, user.id);
    const second = await createTestCaller(deps, user.id);
    expect(await first.auth.logout()).toEqual({ success: true });
    expect(await deps.prisma.session.findUnique({ where: { id: hashToken(first.token!) } })).toBeNull();
    expect(await deps.prisma.session.findUnique({ where: { id: hashToken(second.token!) } })).not.toBeNull();
    expect((await failure((await createTestCaller(deps)).auth.logout())).code).toBe('UNAUTHENTICATED');
  });

  it('tells which sign-in options are on', async () => {
    expect(await (await guest()).auth.providers()).toEqual({ google: false, recaptchaSiteKey: null });
    const recaptcha = { siteKey: 'site-key', secret: 'secret', verifyUrl: 'http://127.0.0.1:9/siteverify', minScore: 0.5 };
    const configured = { ...deps, auth: { ...deps.auth, google: { clientId: 'id', clientSecret: 'secret' }, recaptcha } };
    expect(await (await createTestCaller(configured)).auth.providers()).toEqual({ google: true, recaptchaSiteKey: 'site-key' });
  });
});
