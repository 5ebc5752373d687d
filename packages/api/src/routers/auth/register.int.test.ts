// Registration and email verification through the tRPC caller, the real database and a real SMTP exchange.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken, verifyPassword } from '@praxiform/db';
import { createUser } from '@praxiform/db/testing';
import { TRIAL_DAYS } from '@praxiform/domain';
import { createTestCaller, createTestDeps, createTestDepsWithInbox, linkIn, type TSmtpInbox } from '../../testing';
import { isRegistrationSignInProof, registrationSignInProof } from '../../services/auth/registration-sign-in';
import type { ApiDeps } from '../../context';
import { callerWithToken, failure, registerInput, STRONG_PASSWORD } from './testing/helpers';

let inbox: TSmtpInbox;
let deps: ApiDeps;

beforeAll(async () => {
  ({ inbox, deps } = await createTestDepsWithInbox());
});
afterAll(() => inbox.close());

const guest = (ip = '127.0.0.1') => createTestCaller(deps, undefined, { ip });

describe('auth.register', () => {
  it('creates a trial account with an unverified email and mails a single-use link that verifies it', async () => {
    const before = Date.now();
    const result = await (await guest()).auth.register(registerInput('Claire.Martin@Example.org', { language: 'nl' }));
    expect(result).toEqual({ email: 'claire.martin@example.org', signInProof: expect.any(String) });

    const user = await deps.prisma.user.findUniqueOrThrow({ where: { email: 'claire.martin@example.org' }, include: { subscription: true } });
    expect(user).toMatchObject({ role: 'trial', interfaceLanguage: 'nl', emailVerifiedAt: null, profileCompleted: false, firstName: 'Claire' });
    expect(user.trialEndsAt!.getTime()).toBeGreaterThanOrEqual(before + TRIAL_DAYS * 86_400_000 - 1000);
    expect(user.trialEndsAt!.getTime()).toBeLessThanOrEqual(Date.now() + TRIAL_DAYS * 86_400_000);
    expect(user.subscription).toMatchObject({ status: 'trial' });
    expect(user.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(user.passwordHash, STRONG_PASSWORD)).toBe(true);

    const mail = await inbox.next('claire.martin@example.org');
    expect(mail.subject).toBe('Bevestig uw e-mailadres op Praxiform');
    const link = linkIn(mail, 'http://localhost:3000/verify-email/');
    expect(mail.html).toContain(`href="${link}"`);
    const token = link.split('/').pop()!;
    expect(token.length).toBeGreaterThanOrEqual(48);

    const stored = await deps.prisma.emailVerificationToken.findFirstOrThrow({ where: { userId: user.id } });
    expect(stored.tokenHash).toBe(hashToken(token));
    expect(stored.expiresAt.getTime() - stored.createdAt.getTime()).toBeGreaterThan(24 * 3600_000 - 5000);
    expect(stored.expiresAt.getTime() - stored.createdAt.getTime()).toBeLessThanOrEqual(24 * 3600_000 + 5000);

    // Login is refused until the link is followed.
    expect((await failure((await guest()).auth.login({ email: user.email, password: STRONG_PASSWORD }))).code).toBe('EMAIL_NOT_VERIFIED');
    expect(await (await guest()).auth.verifyEmail({ token })).toEqual({ status: 'verified', email: 'claire.martin@example.org' });
    const verified = await deps.prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(verified.emailVerifiedAt).toBeInstanceOf(Date);
    // The same link again does nothing more, and says so.
    expect(await (await guest()).auth.verifyEmail({ token })).toEqual({ status: 'already_verified', email: 'claire.martin@example.org' });
    const login = await (await guest()).auth.login({ email: 'claire.martin@example.org', password: STRONG_PASSWORD });
    expect(login.status).toBe('authenticated');
  });

  it('answers EMAIL_ALREADY_USED for a taken address, whatever its case', async () => {
    await createUser(deps.prisma, { email: 'taken@example.org' });
    expect((await failure((await guest()).auth.register(registerInput('TAKEN@example.org')))).code).toBe('EMAIL_ALREADY_USED');
    expect(await deps.prisma.user.count({ where: { email: 'taken@example.org' } })).toBe(1);
  });

  it('refuses invalid input with VALIDATION_FAILED and the rule codes', async () => {
    const weak = await failure(
      (await guest()).auth.register(registerInput('weak@example.org', { password: 'short', passwordConfirmation: 'other' })),
    );
    expect(weak.code).toBe('VALIDATION_FAILED');
    expect(weak.issues).toEqual(expect.arrayContaining(['PASSWORD_TOO_SHORT', 'PASSWORD_NO_UPPERCASE', 'PASSWORD_NO_DIGIT']));
    const terms = await failure((await guest()).auth.register(registerInput('terms@example.org', { acceptTerms: false })));
    expect(terms.issues).toContain('TERMS_REQUIRED');
    expect(await deps.prisma.user.count({ where: { email: { in: ['weak@example.org', 'terms@example.org'] } } })).toBe(0);
  });

  it('refuses a password without a special character: the one password rule of reset and change too (docs/product.md)', async () => {
    const input = registerInput('no-special@example.org', { password: 'Bonjour2026', passwordConfirmation: 'Bonjour2026' });
    expect(await failure((await guest('198.51.100.34')).auth.register(input))).toMatchObject({
      code: 'VALIDATION_FAILED',
      issues: ['PASSWORD_NO_SPECIAL'],
    });
    expect(await deps.prisma.user.count({ where: { email: 'no-special@example.org' } })).toBe(0);
  });

  it('limits registrations per IP with RATE_LIMITED and a retry delay', async () => {
    const ip = '198.51.100.20';
    for (let i = 0; i < 20; i += 1) {
      expect((await failure((await guest(ip)).auth.register(registerInput('taken@example.org')))).code).toBe('EMAIL_ALREADY_USED');
    }
    const limited = await failure((await guest(ip)).auth.register(registerInput('fresh-after-limit@example.org')));
    expect(limited.code).toBe('RATE_LIMITED');
    expect(limited.details?.retryAfterSeconds).toBeGreaterThan(3000);
    expect(limited.details?.retryAfterSeconds).toBeLessThanOrEqual(3600);
    expect((await (await guest('198.51.100.21')).auth.register(registerInput('other-ip@example.org'))).email).toBe('other-ip@example.org');
    await inbox.next('other-ip@example.org');
  });
});

describe('auth.verifyEmail', () => {
  it('refuses unknown tokens with LINK_INVALID and expired ones with LINK_EXPIRED', async () => {
    expect((await failure((await guest()).auth.verifyEmail({ token: 'x'.repeat(64) }))).code).toBe('LINK_INVALID');
    await (await guest()).auth.register(registerInput('expiring@example.org'));
    const token = linkIn(await inbox.next('expiring@example.org'), 'http://localhost:3000/verify-email/')
      .split('/')
      .pop()!;
    await deps.prisma.emailVerificationToken.updateMany({ where: { tokenHash: hashToken(token) }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await failure((await guest()).auth.verifyEmail({ token }))).code).toBe('LINK_EXPIRED');
    expect((await deps.prisma.user.findUniqueOrThrow({ where: { email: 'expiring@example.org' } })).emailVerifiedAt).toBeNull();
  });
});

describe('auth.verifyEmail in the browser that registered (services/auth/registration-sign-in.ts)', () => {
  async function registered(email: string, ip: string) {
    const { signInProof } = await (await guest(ip)).auth.register(registerInput(email));
    const token = linkIn(await inbox.next(email), 'http://localhost:3000/verify-email/')
      .split('/')
      .pop()!;
    const user = await deps.prisma.user.findUniqueOrThrow({ where: { email } });
    return { signInProof, token, user };
  }

  it('signs in with the link and the proof of the registration, straight to the profile form', async () => {
    const { signInProof, token, user } = await registered('same-browser@example.org', '198.51.100.40');
    const answer = await (await guest()).auth.verifyEmail({ token, signInProof });
    expect(answer).toMatchObject({ status: 'verified', email: 'same-browser@example.org' });
    expect(answer.session?.user).toMatchObject({ id: user.id, email: 'same-browser@example.org', profileCompleted: false });
    const me = await (await callerWithToken(deps, answer.session!.token)).auth.me();
    expect(me.user.id).toBe(user.id);
    // A login like any other: stamped and audited.
    const row = await deps.prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(row.emailVerifiedAt).toBeInstanceOf(Date);
    expect(row.lastLoginAt).toBeInstanceOf(Date);
    const audit = await deps.prisma.auditLog.findFirstOrThrow({ where: { actorId: user.id, action: 'auth.login.success' } });
    expect(audit.metadata).toEqual({ method: 'email_verification' });
    // The same link again (a reload) verifies nothing and opens no second session.
    expect(await (await guest()).auth.verifyEmail({ token, signInProof })).toEqual({ status: 'already_verified', email: 'same-browser@example.org' });
    expect(await deps.prisma.session.count({ where: { userId: user.id } })).toBe(1);
  });

  it('only verifies with the link alone (another browser), and the proof cannot sign in afterwards', async () => {
    const { signInProof, token, user } = await registered('other-browser@example.org', '198.51.100.41');
    expect(await (await guest()).auth.verifyEmail({ token })).toEqual({ status: 'verified', email: 'other-browser@example.org' });
    expect(await (await guest()).auth.verifyEmail({ token, signInProof })).toEqual({
      status: 'already_verified',
      email: 'other-browser@example.org',
    });
    expect(await deps.prisma.session.count({ where: { userId: user.id } })).toBe(0);
    // The password signs in, once.
    expect((await (await guest()).auth.login({ email: user.email, password: STRONG_PASSWORD })).status).toBe('authenticated');
  });

  it('opens no session with the proof of another account, a forged, expired or blocked one', async () => {
    const mine = await registered('proof-mine@example.org', '198.51.100.42');
    const other = await registered('proof-other@example.org', '198.51.100.42');
    const [id, expiresAt] = mine.signInProof.split('.');
    const forged = `${id}.${expiresAt}.${'A'.repeat(43)}`;
    const shifted = `${id}.${Number(expiresAt) + 1000}.${mine.signInProof.split('.')[2]}`;
    const expired = registrationSignInProof(deps.secretKey, mine.user.id, Date.now() - 8 * 24 * 3600_000);
    for (const signInProof of [other.signInProof, forged, shifted, expired, 'nonsense']) {
      expect(isRegistrationSignInProof(deps.secretKey, signInProof, mine.user.id), signInProof).toBe(false);
    }
    expect(isRegistrationSignInProof(deps.secretKey, mine.signInProof, mine.user.id)).toBe(true);
    expect((await (await guest()).auth.verifyEmail({ token: mine.token, signInProof: other.signInProof })).session).toBeUndefined();
    expect(await deps.prisma.session.count({ where: { userId: mine.user.id } })).toBe(0);

    // Blocked by the support before the link was followed: verified, not signed in.
    await deps.prisma.user.update({ where: { id: other.user.id }, data: { blocked: true } });
    const blocked = await (await guest()).auth.verifyEmail({ token: other.token, signInProof: other.signInProof });
    expect(blocked).toEqual({ status: 'verified', email: 'proof-other@example.org' });
    expect(await deps.prisma.session.count({ where: { userId: other.user.id } })).toBe(0);
  });
});

describe('auth.resendVerification', () => {
  it('sends a new link that replaces the old one, in the user language', async () => {
    await (await guest()).auth.register(registerInput('resend@example.org', { language: 'en' }));
    const first = linkIn(await inbox.next('resend@example.org'), 'http://localhost:3000/verify-email/')
      .split('/')
      .pop()!;
    expect(await (await guest()).auth.resendVerification({ email: 'Resend@Example.org' })).toEqual({ sent: true });
    const mail = await inbox.next('resend@example.org');
    expect(mail.subject).toBe('Confirm your email address on Praxiform');
    const second = linkIn(mail, 'http://localhost:3000/verify-email/').split('/').pop()!;
    expect(second).not.toBe(first);
    expect((await failure((await guest()).auth.verifyEmail({ token: first }))).code).toBe('LINK_INVALID');
    expect((await (await guest()).auth.verifyEmail({ token: second })).status).toBe('verified');
    expect((await failure((await guest()).auth.resendVerification({ email: 'resend@example.org' }))).code).toBe('EMAIL_ALREADY_VERIFIED');
  });

  it('answers { sent: true } for an unknown email and sends nothing', async () => {
    const count = inbox.messages.length;
    expect(await (await guest('198.51.100.30')).auth.resendVerification({ email: 'nobody@example.org' })).toEqual({ sent: true });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(inbox.messages.length).toBe(count);
  });

  it('queues the link when the mail server is down (the outbox retries it), and answers RATE_LIMITED after 5 requests per IP', async () => {
    const user = await createUser(deps.prisma, { email: 'unverified@example.org', emailVerifiedAt: null });
    const broken = await createTestDeps({ mailer: { describe: 'broken', send: () => Promise.reject(new Error('connect ECONNREFUSED')) } });
    const caller = await createTestCaller(broken, undefined, { ip: '198.51.100.31' });
    expect(await caller.auth.resendVerification({ email: user.email })).toEqual({ sent: true });
    const queued = await deps.prisma.mailOutbox.findMany({ where: { ownerId: user.id, kind: 'verifyEmail' } });
    expect(queued).toMatchObject([{ status: 'queued', lastError: 'connect ECONNREFUSED', attempts: 1 }]);
    for (let i = 0; i < 5; i += 1) await (await guest('198.51.100.32')).auth.resendVerification({ email: 'nobody@example.org' });
    const limited = await failure((await guest('198.51.100.32')).auth.resendVerification({ email: 'nobody@example.org' }));
    expect(limited.code).toBe('RATE_LIMITED');
    expect(limited.details?.retryAfterSeconds).toBeGreaterThan(0);
  });
});
