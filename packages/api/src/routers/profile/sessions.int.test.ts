// Profile → Security (docs/access-log.md#sessions): the active sessions (listed, signed out one by one or all but the
// current one), the sign-ins and failed attempts of the last 90 days, and the new-device mail.
import { beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '@praxiform/db';
import { createUser, DEFAULT_TEST_PASSWORD } from '@praxiform/db/testing';
import { createContext } from '../../context';
import { createCallerFactory } from '../../trpc';
import { appRouter } from '../../root';
import { validateSessionToken } from '../../auth/session';
import { createGoogleAuthorization, finishGoogleLogin } from '../../services/auth/google';
import { publicSessionId } from '../../services/sessions/active-sessions';
import { createTestDeps, GOOGLE_TEST_CLIENT, mockGoogleSignIn, rejectionCode, type TTestDeps } from '../../testing';
import { sealSecret, totpSecretContext } from '../../services/shared/secret-box';
import { currentTotpStep, generateTotpKey, totpCodeForStep } from '../../services/two-factor/totp';
import { replaceBackupCodes } from '../../services/two-factor/backup-codes';

const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:132.0) Gecko/20100101 Firefox/132.0';
/** The same browser and system, one version later: no new device. */
const FIREFOX_WINDOWS_NEXT = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const CHROME_MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const DAY_MS = 24 * 60 * 60 * 1000;

let deps: TTestDeps;
beforeAll(async () => {
  deps = await createTestDeps({ auth: { google: GOOGLE_TEST_CLIENT, recaptcha: null } });
});

/** A caller as a browser would be one: its Bearer token (if any), IP and User-Agent. */
async function callerFrom(request: { token?: string; ip?: string; userAgent?: string }) {
  const ctx = await createContext(deps, {
    authorization: request.token ? `Bearer ${request.token}` : undefined,
    ip: request.ip ?? '127.0.0.1',
    userAgent: request.userAgent ?? 'vitest',
    acceptLanguage: undefined,
  });
  return createCallerFactory(appRouter)(ctx);
}

/** A password sign-in from a browser: its session's token. */
async function signIn(email: string, userAgent: string, ip = '198.51.100.7'): Promise<string> {
  const result = await (await callerFrom({ ip, userAgent })).auth.login({ email, password: DEFAULT_TEST_PASSWORD });
  if (result.status !== 'authenticated') throw new Error('expected a session');
  return result.token;
}

/** 2FA on, as the profile flow leaves it (a router folder keeps its test helpers to itself: routers/auth/testing has the same). */
async function enableTwoFactor(userId: number) {
  const key = generateTotpKey();
  await deps.prisma.twoFactor.create({ data: { userId, secret: sealSecret(deps.secretKey, key, totpSecretContext(userId)), enabledAt: new Date() } });
  const backupCodes = await replaceBackupCodes(deps.prisma, userId);
  return { backupCodes, currentCode: () => totpCodeForStep(key, currentTotpStep()) };
}

/** The mails the outbox delivered to an address since the test began (createTestDeps collects them). */
const mailsTo = (address: string) => deps.sent.filter((mail) => mail.to === address);

describe('profile.sessions', () => {
  it('lists my unexpired sessions, the current one first, with device, IP and times, never a stored id', async () => {
    const me = await createUser(deps.prisma);
    const stranger = await createUser(deps.prisma);
    const mac = await signIn(me.email, CHROME_MAC, '203.0.113.5');
    const phone = await signIn(me.email, SAFARI_IPHONE, '203.0.113.9');
    const old = await signIn(me.email, FIREFOX_WINDOWS, '203.0.113.12');
    await signIn(stranger.email, CHROME_MAC, '192.0.2.44');
    const lastSeen = (token: string, minutesAgo: number) =>
      deps.prisma.session.update({ where: { id: hashToken(token) }, data: { lastSeenAt: new Date(Date.now() - minutesAgo * 60_000) } });
    await lastSeen(phone, 1);
    await lastSeen(old, 30);
    await lastSeen(mac, 60);
    const expired = await signIn(me.email, CHROME_MAC);
    await deps.prisma.session.update({ where: { id: hashToken(expired) }, data: { expiresAt: new Date(Date.now() - 1000) } });

    const caller = await callerFrom({ token: mac, ip: '203.0.113.5', userAgent: CHROME_MAC });
    const { sessions } = await caller.profile.sessions();
    expect(sessions).toHaveLength(3);
    const [current, second, third] = sessions;
    expect(current).toEqual({
      id: publicSessionId(hashToken(mac)),
      current: true,
      browser: 'Chrome 131',
      os: expect.stringMatching(/^macOS/),
      deviceType: 'desktop',
      ip: '203.0.113.5',
      city: null,
      firstSeenAt: expect.any(String),
      lastSeenAt: expect.any(String),
    });
    // Read with the session: its last-seen time was stale, so the request stamped it.
    expect(Date.parse(current!.lastSeenAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(second).toMatchObject({ current: false, browser: 'Safari 18', deviceType: 'mobile', ip: '203.0.113.9', city: null });
    expect(third).toMatchObject({ current: false, browser: 'Firefox 132', os: expect.stringMatching(/^Windows/), ip: '203.0.113.12' });
    const row = await deps.prisma.session.findUniqueOrThrow({ where: { id: hashToken(phone) } });
    expect(second!.firstSeenAt).toBe(row.createdAt.toISOString());
    expect(second!.lastSeenAt).toBe(row.lastSeenAt.toISOString());
    // The public id is neither the stored hash nor the token, and the answer holds neither anywhere.
    const text = JSON.stringify(sessions);
    for (const token of [mac, phone, old, expired]) {
      expect(text).not.toContain(token);
      expect(text).not.toContain(hashToken(token));
    }
    expect(sessions.map((session) => session.id)).toEqual([mac, phone, old].map((token) => publicSessionId(hashToken(token))));
    expect(sessions.every((session) => /^[A-Za-z0-9_-]{22}$/.test(session.id))).toBe(true);
  });

  it("refuses another account's session with the unknown id's NOT_FOUND and leaves it valid", async () => {
    const me = await createUser(deps.prisma);
    const stranger = await createUser(deps.prisma);
    const mine = await signIn(me.email, CHROME_MAC);
    const theirs = await signIn(stranger.email, SAFARI_IPHONE);
    const caller = await callerFrom({ token: mine });
    const theirId = (await (await callerFrom({ token: theirs })).profile.sessions()).sessions[0]!.id;

    expect(await rejectionCode(caller.profile.revokeSession({ id: theirId }))).toBe('NOT_FOUND');
    expect(await rejectionCode(caller.profile.revokeSession({ id: 'AAAAAAAAAAAAAAAAAAAAAA' }))).toBe('NOT_FOUND');
    // The stored id itself names nothing either.
    expect(await rejectionCode(caller.profile.revokeSession({ id: hashToken(mine) }))).toBe('NOT_FOUND');
    expect(await validateSessionToken(deps.prisma, theirs)).not.toBeNull();
    expect(await validateSessionToken(deps.prisma, mine)).not.toBeNull();
    expect(await deps.prisma.auditLog.count({ where: { action: 'session.revoked', actorId: me.id } })).toBe(0);
  });

  it('signs out one session: its token no longer authenticates; the current one may go too', async () => {
    const me = await createUser(deps.prisma);
    const current = await signIn(me.email, CHROME_MAC);
    const phone = await signIn(me.email, SAFARI_IPHONE);
    const caller = await callerFrom({ token: current, ip: '203.0.113.77', userAgent: CHROME_MAC });

    expect(await caller.profile.revokeSession({ id: publicSessionId(hashToken(phone)) })).toEqual({ ok: true });
    expect(await validateSessionToken(deps.prisma, phone)).toBeNull();
    expect(await rejectionCode((await callerFrom({ token: phone })).auth.me())).toBe('UNAUTHENTICATED');
    expect(await validateSessionToken(deps.prisma, current)).not.toBeNull();
    const audit = await deps.prisma.auditLog.findFirstOrThrow({ where: { action: 'session.revoked', actorId: me.id } });
    expect(audit).toMatchObject({ targetId: String(me.id), ip: '203.0.113.77', userAgent: CHROME_MAC, metadata: { current: false } });
    // Signed out already: unknown now.
    expect(await rejectionCode(caller.profile.revokeSession({ id: publicSessionId(hashToken(phone)) }))).toBe('NOT_FOUND');

    expect(await caller.profile.revokeSession({ id: publicSessionId(hashToken(current)) })).toEqual({ ok: true });
    expect(await validateSessionToken(deps.prisma, current)).toBeNull();
    expect(await rejectionCode((await callerFrom({ token: current })).profile.sessions())).toBe('UNAUTHENTICATED');
  });

  it('signs out every other session and keeps the current one; counts the active ones only', async () => {
    const me = await createUser(deps.prisma);
    const stranger = await createUser(deps.prisma);
    const current = await signIn(me.email, CHROME_MAC);
    const others = [await signIn(me.email, SAFARI_IPHONE), await signIn(me.email, FIREFOX_WINDOWS)];
    const expired = await signIn(me.email, FIREFOX_WINDOWS);
    await deps.prisma.session.update({ where: { id: hashToken(expired) }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const theirs = await signIn(stranger.email, CHROME_MAC);
    const caller = await callerFrom({ token: current });

    expect(await caller.profile.revokeOtherSessions()).toEqual({ revoked: 2 });
    for (const token of others) expect(await validateSessionToken(deps.prisma, token)).toBeNull();
    expect(await deps.prisma.session.findMany({ where: { userId: me.id }, select: { id: true } })).toEqual([{ id: hashToken(current) }]);
    expect(await validateSessionToken(deps.prisma, current)).not.toBeNull();
    expect(await validateSessionToken(deps.prisma, theirs)).not.toBeNull();
    expect((await caller.profile.sessions()).sessions.map((session) => session.current)).toEqual([true]);
    const audit = await deps.prisma.auditLog.findFirstOrThrow({ where: { action: 'sessions.others_revoked', actorId: me.id } });
    expect(audit.metadata).toEqual({ count: 2 });

    expect(await caller.profile.revokeOtherSessions()).toEqual({ revoked: 0 });
    expect(await deps.prisma.auditLog.count({ where: { action: 'sessions.others_revoked', actorId: me.id } })).toBe(1);
  });
});

describe('profile.signIns', () => {
  it('lists my sign-ins and the failed attempts on my address of the last 90 days, newest first, paged', async () => {
    const me = await createUser(deps.prisma);
    const stranger = await createUser(deps.prisma);
    const guest = await callerFrom({ ip: '203.0.113.66', userAgent: SAFARI_IPHONE });
    await signIn(me.email, FIREFOX_WINDOWS, '198.51.100.20');
    expect(await rejectionCode(guest.auth.login({ email: me.email, password: 'Wrong-Password-1!' }))).toBe('INVALID_CREDENTIALS');
    // Neither an unknown address's attempt nor another account's sign-in is mine.
    expect(await rejectionCode(guest.auth.login({ email: 'nobody@example.org', password: 'Wrong-Password-1!' }))).toBe('INVALID_CREDENTIALS');
    await signIn(stranger.email, CHROME_MAC);
    const current = await signIn(me.email, CHROME_MAC, '198.51.100.21');
    // A sign-in older than 90 days is out of the window.
    await deps.prisma.auditLog.create({
      data: {
        action: 'auth.login.success',
        actorId: me.id,
        targetType: 'user',
        targetId: String(me.id),
        ip: '198.51.100.99',
        userAgent: FIREFOX_WINDOWS,
        metadata: { method: 'password' },
        createdAt: new Date(Date.now() - 91 * DAY_MS),
      },
    });
    // An attempt whose actor is gone still names my account as its target.
    await deps.prisma.auditLog.create({
      data: {
        action: 'auth.login.locked',
        actorId: null,
        targetType: 'user',
        targetId: String(me.id),
        ip: '203.0.113.67',
        createdAt: new Date(Date.now() - DAY_MS),
      },
    });

    const caller = await callerFrom({ token: current });
    const page = await caller.profile.signIns();
    expect(page).toMatchObject({ total: 4, page: 1, pageSize: 20 });
    expect(page.items.map(({ outcome, method, ip, browser }) => ({ outcome, method, ip, browser }))).toEqual([
      { outcome: 'success', method: 'password', ip: '198.51.100.21', browser: 'Chrome 131' },
      { outcome: 'failure', method: 'password', ip: '203.0.113.66', browser: 'Safari 18' },
      { outcome: 'success', method: 'password', ip: '198.51.100.20', browser: 'Firefox 132' },
      { outcome: 'locked', method: 'password', ip: '203.0.113.67', browser: null },
    ]);
    expect(page.items[1]!.os).toMatch(/^iOS/);
    expect(page.items.every((item) => Date.parse(item.at) > Date.now() - 90 * DAY_MS)).toBe(true);

    const second = await caller.profile.signIns({ page: 2, pageSize: 3 });
    expect(second).toMatchObject({ total: 4, page: 2, pageSize: 3 });
    expect(second.items.map((item) => item.outcome)).toEqual(['locked']);
    // The stranger sees only their own.
    const theirs = await (await callerFrom({ token: await signIn(stranger.email, CHROME_MAC) })).profile.signIns();
    expect(theirs.total).toBe(2);
  });

  it('shows a sign-in with two-factor as one success, and a wrong code as a two-factor failure (not the pending step)', async () => {
    const me = await createUser(deps.prisma);
    const { currentCode } = await enableTwoFactor(me.id);
    const browser = await callerFrom({ ip: '198.51.100.30', userAgent: FIREFOX_WINDOWS });
    const first = await browser.auth.login({ email: me.email, password: DEFAULT_TEST_PASSWORD });
    if (first.status !== 'two_factor_required') throw new Error('expected the second step');
    expect(await rejectionCode(browser.auth.verifyTwoFactor({ pendingToken: first.pendingToken, code: '000000' }))).toBe('TWO_FACTOR_CODE_INVALID');
    const done = await browser.auth.verifyTwoFactor({ pendingToken: first.pendingToken, code: currentCode() });

    const { items } = await (await callerFrom({ token: done.token })).profile.signIns();
    expect(items.map(({ outcome, method, browser: name }) => ({ outcome, method, name }))).toEqual([
      { outcome: 'success', method: 'two_factor', name: 'Firefox 132' },
      { outcome: 'two_factor_failure', method: 'two_factor', name: 'Firefox 132' },
    ]);
  });
});

describe('the new-device mail', () => {
  it('mails nothing on the first sign-in nor for the same browser again; a new browser family gets one mail in my language', async () => {
    const me = await createUser(deps.prisma, { interfaceLanguage: 'en', firstName: 'Claire' });
    await signIn(me.email, FIREFOX_WINDOWS);
    await signIn(me.email, FIREFOX_WINDOWS_NEXT);
    // A client that names no device names no new one.
    await signIn(me.email, 'vitest');
    expect(mailsTo(me.email)).toEqual([]);

    await signIn(me.email, SAFARI_IPHONE, '203.0.113.50');
    const mails = mailsTo(me.email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.kind).toBe('newDeviceSignIn');
    expect(mail!.subject).toBe('New sign-in to your Praxiform account');
    expect(mail!.text).toContain('Hello Claire,');
    expect(mail!.text).toMatch(/Browser and system: Safari 18 · iOS/);
    expect(mail!.text).toContain('IP address: 203.0.113.50');
    expect(mail!.text).toContain('the “Account security” page of your profile');
    expect(mail!.text).toContain('http://localhost:3000/en/profile/security');
    const row = await deps.prisma.mailOutbox.findFirstOrThrow({ where: { ownerId: me.id } });
    expect(row).toMatchObject({ kind: 'newDeviceSignIn', status: 'sent' });

    // Seen now: the phone again mails nothing.
    await signIn(me.email, SAFARI_IPHONE, '203.0.113.51');
    expect(mailsTo(me.email)).toHaveLength(1);
  });

  it('mails in French after two-factor, and after a Google sign-in; never once turned off', async () => {
    const me = await createUser(deps.prisma, { email: 'nouvel.appareil@example.org' });
    const { backupCodes } = await enableTwoFactor(me.id);
    const withCode = async (userAgent: string, code: string) => {
      const browser = await callerFrom({ ip: '198.51.100.40', userAgent });
      const first = await browser.auth.login({ email: me.email, password: DEFAULT_TEST_PASSWORD });
      if (first.status !== 'two_factor_required') throw new Error('expected the second step');
      // The password alone is no sign-in: nothing is mailed before the code.
      const before = mailsTo(me.email).length;
      await browser.auth.verifyTwoFactor({ pendingToken: first.pendingToken, code });
      return before;
    };
    expect(await withCode(FIREFOX_WINDOWS, backupCodes[0]!)).toBe(0);
    expect(mailsTo(me.email)).toHaveLength(0);
    expect(await withCode(CHROME_MAC, backupCodes[1]!)).toBe(0);
    expect(mailsTo(me.email)).toHaveLength(1);
    const [mail] = mailsTo(me.email);
    expect(mail!.subject).toBe('Nouvelle connexion à votre compte Praxiform');
    expect(mail!.text).toContain('Navigateur et système\u00a0: Chrome 131');
    expect(mail!.text).toContain('http://localhost:3000/fr/profile/security');

    // Google, from a phone: a third family.
    await deps.prisma.twoFactor.deleteMany({ where: { userId: me.id } });
    const google = mockGoogleSignIn({ sub: 'google-new-device', email: me.email, email_verified: true });
    try {
      const { state, codeVerifier } = createGoogleAuthorization(deps);
      const result = await finishGoogleLogin(
        { ...deps, ip: '198.51.100.42', userAgent: SAFARI_IPHONE },
        { code: 'good-code', state, storedState: state, codeVerifier, language: 'fr' },
      );
      expect(result.status).toBe('authenticated');
    } finally {
      await google.restore();
    }
    expect(mailsTo(me.email)).toHaveLength(2);
    expect(mailsTo(me.email)[1]!.text).toContain('Safari 18');

    // Turned off: a fourth family mails nothing.
    const caller = await callerFrom({ token: await signIn(me.email, FIREFOX_WINDOWS) });
    expect(await caller.profile.setNewDeviceEmails({ enabled: false })).toEqual({ newDeviceEmails: false });
    expect((await caller.profile.get()).profile.newDeviceEmails).toBe(false);
    await signIn(me.email, 'Mozilla/5.0 (X11; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0');
    expect(mailsTo(me.email)).toHaveLength(2);
    expect(await caller.profile.setNewDeviceEmails({ enabled: true })).toEqual({ newDeviceEmails: true });
    expect((await caller.profile.get()).profile.newDeviceEmails).toBe(true);
  });
});
