// Contract tests of the auth REST paths (docs/auth-api.md) over real HTTP, the real database and a real SMTP exchange.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiDeps } from '@praxiform/api';
import {
  createTestDepsWithInbox,
  GOOGLE_TEST_CLIENT,
  linkIn,
  listenLocally,
  mockGoogleSignIn,
  type TListening,
  type TSmtpInbox,
} from '@praxiform/api/testing';
import { createUser, DEFAULT_TEST_PASSWORD } from '@praxiform/db/testing';
import { createApp } from '../app';
import { ZRestUser } from './user';

let inbox: TSmtpInbox;
let deps: ApiDeps;
const servers: TListening[] = [];
let base: string;
const bodies: string[] = [];

/** The app on these deps on a free port (closed after the file): its base URL. */
async function listen(appDeps: ApiDeps): Promise<string> {
  const listening = await listenLocally(createApp({ deps: appDeps }));
  servers.push(listening);
  return listening.base;
}

beforeAll(async () => {
  ({ inbox, deps } = await createTestDepsWithInbox({ auth: { google: GOOGLE_TEST_CLIENT, recaptcha: null } }));
  base = await listen(deps);
});
afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
  await inbox.close();
});

type TAnswer = { status: number; body: Record<string, unknown>; headers: Headers };

async function call(
  method: string,
  path: string,
  options: { body?: unknown; token?: string; cookie?: string; origin?: string; acceptLanguage?: string } = {},
): Promise<TAnswer> {
  const headers: Record<string, string> = {};
  if (options.acceptLanguage) headers['accept-language'] = options.acceptLanguage;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.cookie) headers.cookie = options.cookie;
  const res = await fetch(`${options.origin ?? base}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await res.text();
  bodies.push(text);
  return { status: res.status, body: JSON.parse(text) as Record<string, unknown>, headers: res.headers };
}

const registerBody = (email: string, extra: Record<string, unknown> = {}) => ({
  first_name: 'Claire',
  last_name: 'Martin',
  email,
  password: 'Bonjour-2026',
  password_confirmation: 'Bonjour-2026',
  language: 'fr',
  accept_terms: true,
  ...extra,
});
/** The SPA's camelCase view (tRPC, and the Google callback the SPA's own page calls). */
const userShape = (email: string) => ({
  id: expect.any(Number),
  firstName: expect.any(String),
  lastName: expect.any(String),
  email,
  role: expect.any(String),
  isAdministrator: false,
  profileCompleted: expect.any(Boolean),
  interfaceLanguage: expect.any(String),
  subscription: expect.objectContaining({ status: 'trial', entitled: true }),
  trialWelcomePending: expect.any(Boolean),
});

describe('POST /api/register, the mailed link, POST /api/login, GET /api/me, POST /api/logout', () => {
  it('registers (201), verifies through the link of the real mail, logs in, reads /me and logs out', async () => {
    const registered = await call('POST', '/api/register', { body: registerBody('rest.user@example.org', { language: 'en' }) });
    expect(registered).toMatchObject({ status: 201, body: { success: true, data: { email: 'rest.user@example.org' } } });

    const unverified = await call('POST', '/api/login', { body: { email: 'rest.user@example.org', password: 'Bonjour-2026' } });
    expect(unverified.status).toBe(403);
    expect(unverified.body).toEqual({ success: false, code: 'EMAIL_NOT_VERIFIED', error: 'email_not_verified', email: 'rest.user@example.org' });

    const mail = await inbox.next('rest.user@example.org');
    expect(mail.subject).toBe('Confirm your email address on Praxiform');
    const token = new URL(linkIn(mail, 'http://localhost:3000/verify-email/')).pathname.split('/').pop()!;
    // The SPA page of the link calls auth.verifyEmail over tRPC.
    const verified = await call('POST', '/api/trpc/auth.verifyEmail', { body: { token } });
    expect(verified.status).toBe(200);
    expect(verified.body).toEqual({ result: { data: { status: 'verified', email: 'rest.user@example.org' } } });

    const login = await call('POST', '/api/login', {
      body: { email: 'Rest.User@example.org', password: 'Bonjour-2026', recaptcha_token: 'ignored-when-off' },
    });
    expect(login.status).toBe(200);
    // The specification's User in snake_case, every field it lists, nothing else (docs/auth-api.md#the-rest-user).
    const restUser = {
      id: expect.any(Number),
      first_name: 'Claire',
      last_name: 'Martin',
      email: 'rest.user@example.org',
      phone: null,
      profile_completed: false,
      role: 'trial',
      is_administrator: false,
      profession: null,
      custom_profession: null,
      specialties: [],
      registration_number: null,
      work_address: null,
      interface_language: 'en',
      email_notifications: true,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      last_login_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      counts: { patients: 0, sent_forms: 0, private_templates: 0 },
    };
    expect(login.body).toEqual({ success: true, data: { user: restUser, token: expect.stringMatching(/^[a-z2-7]{32}$/) } });
    const loginData = login.body.data as { user: unknown; token: string };
    expect(ZRestUser.strict().safeParse(loginData.user).success).toBe(true);
    const bearer = loginData.token;

    // GET /api/me answers the very same user, in the same place.
    const me = await call('GET', '/api/me', { token: bearer });
    expect(me.status).toBe(200);
    expect(me.body).toEqual({ success: true, data: { user: loginData.user } });
    expect(await call('POST', '/api/logout', { token: bearer })).toMatchObject({ status: 200, body: { success: true } });
    expect((await call('GET', '/api/me', { token: bearer })).status).toBe(401);
  });

  it('answers 409 for a used email and 422 with snake_case field errors for bad input', async () => {
    await createUser(deps.prisma, { email: 'used@example.org' });
    const conflict = await call('POST', '/api/register', { body: registerBody('used@example.org') });
    expect(conflict).toMatchObject({ status: 409, body: { success: false, code: 'EMAIL_ALREADY_USED', message: 'EMAIL_ALREADY_USED' } });
    const invalid = await call('POST', '/api/register', {
      body: registerBody('not-an-email', { password: 'weak', password_confirmation: 'other', accept_terms: false, first_name: 'X' }),
    });
    expect(invalid.status).toBe(422);
    expect(invalid.body).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    expect(invalid.body.errors).toMatchObject({
      email: ['EMAIL_INVALID'],
      first_name: ['NAME_TOO_SHORT'],
      password: expect.arrayContaining(['PASSWORD_TOO_SHORT', 'PASSWORD_NO_UPPERCASE', 'PASSWORD_NO_DIGIT']),
      accept_terms: ['TERMS_REQUIRED'],
    });
    // A JSON body that is not an object is refused by the JSON parser before any procedure runs.
    expect(await call('POST', '/api/register', { body: 'just a string' })).toMatchObject({
      status: 400,
      body: { success: false, code: 'BAD_REQUEST' },
    });
    expect(await call('POST', '/api/register', { body: [] })).toMatchObject({ status: 422, body: { success: false, code: 'VALIDATION_FAILED' } });
  });

  it("says which fields are invalid in a sentence in the browser's language (French by default), never zod's JSON", async () => {
    const badEmail = registerBody('not-an-email');
    const answers = {
      default: await call('POST', '/api/register', { body: badEmail }),
      fr: await call('POST', '/api/register', { body: badEmail, acceptLanguage: 'fr-BE,fr;q=0.9' }),
      en: await call('POST', '/api/register', { body: badEmail, acceptLanguage: 'en-GB,en;q=0.9,fr;q=0.8' }),
      nl: await call('POST', '/api/register', { body: badEmail, acceptLanguage: 'nl' }),
      twoFields: await call('POST', '/api/register', {
        body: registerBody('not-an-email', { password: 'weak', password_confirmation: 'weak' }),
        acceptLanguage: 'en',
      }),
      notAnObject: await call('POST', '/api/register', { body: [], acceptLanguage: 'en' }),
      nul: await call('POST', '/api/register', { body: registerBody('x@example.org', { first_name: 'A\u0000B' }), acceptLanguage: 'en' }),
      login: await call('POST', '/api/login', { body: { email: 'x@example.org' }, acceptLanguage: 'en' }),
    };
    for (const answer of Object.values(answers)) {
      expect(answer.status).toBe(422);
      expect(answer.body.code).toBe('VALIDATION_FAILED');
      expect(answer.body.message).not.toMatch(/\[\{|"code"/);
    }
    expect(answers.default.body).toEqual({
      success: false,
      code: 'VALIDATION_FAILED',
      message: 'Certains champs sont invalides\u00a0: email.',
      errors: { email: ['EMAIL_INVALID'] },
    });
    expect(answers.fr.body.message).toBe('Certains champs sont invalides\u00a0: email.');
    expect(answers.en.body).toMatchObject({ message: 'Some fields are invalid: email.', errors: { email: ['EMAIL_INVALID'] } });
    expect(answers.nl.body.message).toBe('Sommige velden zijn ongeldig: email.');
    expect(answers.twoFields.body.message).toBe('Some fields are invalid: email, password.');
    // A body that is not an object is read as an empty one: every required field is named.
    expect(answers.notAnObject.body.message).toMatch(/^Some fields are invalid: first_name, last_name, email, .*accept_terms\.$/);
    expect(answers.nul.body).toMatchObject({ message: 'Some fields are invalid: first_name.', errors: { first_name: ['TEXT_UNSAFE_CHARACTERS'] } });
    expect(answers.login.body).toMatchObject({ message: 'Some fields are invalid: password.', errors: { password: expect.any(Array) } });
  });

  it('answers login errors with their statuses and codes', async () => {
    await createUser(deps.prisma, { email: 'rest-blocked@example.org', blocked: true });
    await createUser(deps.prisma, { email: 'rest-locked@example.org', lockedUntil: new Date(Date.now() + 300_000) });
    expect(await call('POST', '/api/login', { body: { email: 'nobody@example.org', password: 'Whatever-1' } })).toMatchObject({
      status: 401,
      body: { success: false, code: 'INVALID_CREDENTIALS', message: 'INVALID_CREDENTIALS' },
    });
    expect(await call('POST', '/api/login', { body: { email: 'rest-blocked@example.org', password: DEFAULT_TEST_PASSWORD } })).toMatchObject({
      status: 403,
      body: { success: false, code: 'ACCOUNT_BLOCKED' },
    });
    const locked = await call('POST', '/api/login', { body: { email: 'rest-locked@example.org', password: DEFAULT_TEST_PASSWORD } });
    expect(locked.status).toBe(429);
    expect(locked.body).toEqual({ success: false, code: 'ACCOUNT_LOCKED', message: 'ACCOUNT_LOCKED', retryAfterSeconds: expect.any(Number) });
    expect(locked.body.retryAfterSeconds).toBeGreaterThan(250);
    const missing = await call('POST', '/api/login', { body: { email: 'x@example.org' } });
    expect(missing).toMatchObject({ status: 422, body: { success: false, code: 'VALIDATION_FAILED', errors: { password: expect.any(Array) } } });
    expect(await call('GET', '/api/me')).toMatchObject({ status: 401, body: { success: false, code: 'UNAUTHENTICATED' } });
    expect(await call('POST', '/api/logout')).toMatchObject({ status: 401, body: { success: false, code: 'UNAUTHENTICATED' } });
  });

  it('answers 200 with two_factor_required and a pending token when 2FA is on', async () => {
    const user = await createUser(deps.prisma, { email: 'rest-2fa@example.org' });
    await deps.prisma.twoFactor.create({ data: { userId: user.id, secret: new Uint8Array(40), enabledAt: new Date() } });
    const login = await call('POST', '/api/login', { body: { email: 'rest-2fa@example.org', password: DEFAULT_TEST_PASSWORD } });
    expect(login).toMatchObject({ status: 200 });
    expect(login.body).toEqual({ success: true, data: { two_factor_required: true, pending_token: expect.stringMatching(/^[\w-]{48,}$/) } });
  });

  it('answers 429 RATE_LIMITED with retryAfterSeconds once the IP used its login budget', async () => {
    const window = { points: 100, expiresAt: new Date(Date.now() + 120_000) };
    await deps.prisma.rateLimit.upsert({ where: { key: 'login:ip:127.0.0.1' }, create: { key: 'login:ip:127.0.0.1', ...window }, update: window });
    try {
      const limited = await call('POST', '/api/login', { body: { email: 'nobody@example.org', password: 'Whatever-1' } });
      expect(limited.status).toBe(429);
      expect(limited.body).toEqual({ success: false, code: 'RATE_LIMITED', message: 'RATE_LIMITED', retryAfterSeconds: expect.any(Number) });
    } finally {
      await deps.prisma.rateLimit.delete({ where: { key: 'login:ip:127.0.0.1' } });
    }
  });
});

describe('the bot check token of the REST bodies', () => {
  it('reads recaptcha_token (snake_case, as documented) on login, register and forgot-password', async () => {
    // A local verifier in Google's siteverify format: `human:<action>` passes, anything else is refused.
    const received: string[] = [];
    const verifier = createServer((req, res) => {
      let raw = '';
      req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      req.on('end', () => {
        const response = new URLSearchParams(raw).get('response') ?? '';
        received.push(response);
        const [kind, action] = response.split(':');
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify(kind === 'human' ? { success: true, score: 0.9, action, hostname: 'localhost' } : { success: false }));
      });
    });
    await new Promise<void>((resolve) => verifier.listen(0, '127.0.0.1', resolve));
    try {
      const verifyUrl = `http://127.0.0.1:${(verifier.address() as AddressInfo).port}/siteverify`;
      const origin = await listen({ ...deps, auth: { ...deps.auth, recaptcha: { siteKey: 'site', secret: 'secret', verifyUrl, minScore: 0.5 } } });
      await createUser(deps.prisma, { email: 'rest-human@example.org' });
      const credentials = { email: 'rest-human@example.org', password: DEFAULT_TEST_PASSWORD };

      const login = await call('POST', '/api/login', { origin, body: { ...credentials, recaptcha_token: 'human:login' } });
      expect(login.status).toBe(200);
      expect((login.body.data as { user: { email: string } }).user.email).toBe('rest-human@example.org');
      // The SPA's camelCase key is not the REST contract: without recaptcha_token there is no token to check.
      for (const body of [credentials, { ...credentials, recaptchaToken: 'human:login' }, { ...credentials, recaptcha_token: 'robot' }]) {
        expect(await call('POST', '/api/login', { origin, body })).toMatchObject({ status: 422, body: { success: false, code: 'BOT_CHECK_FAILED' } });
      }
      const registered = await call('POST', '/api/register', {
        origin,
        body: registerBody('rest-human-2@example.org', { recaptcha_token: 'human:register' }),
      });
      expect(registered.status).toBe(201);
      await inbox.next('rest-human-2@example.org');
      const forgot = await call('POST', '/api/forgot-password', {
        origin,
        body: { email: 'rest-human@example.org', recaptcha_token: 'human:forgot_password' },
      });
      expect(forgot).toMatchObject({ status: 200, body: { success: true } });
      await inbox.next('rest-human@example.org');
      expect(received).toEqual(['human:login', 'robot', 'human:register', 'human:forgot_password']);
    } finally {
      await new Promise<void>((resolve) => verifier.close(() => resolve()));
    }
  });
});

describe('POST /api/email/resend-verification, /api/forgot-password, /api/reset-password', () => {
  it('resends (200), refuses an already verified email (409) and a malformed one (422)', async () => {
    await call('POST', '/api/register', { body: registerBody('resend-rest@example.org') });
    await inbox.next('resend-rest@example.org');
    expect(await call('POST', '/api/email/resend-verification', { body: { email: 'resend-rest@example.org' } })).toMatchObject({
      status: 200,
      body: { success: true },
    });
    expect((await inbox.next('resend-rest@example.org')).subject).toBe('Confirmez votre adresse e-mail sur Praxiform');
    expect((await call('POST', '/api/email/resend-verification', { body: { email: 'unknown-rest@example.org' } })).body).toEqual({ success: true });
    expect(await call('POST', '/api/email/resend-verification', { body: { email: 'used@example.org' } })).toMatchObject({
      status: 409,
      body: { code: 'EMAIL_ALREADY_VERIFIED' },
    });
    expect(await call('POST', '/api/email/resend-verification', { body: { email: 'nope' } })).toMatchObject({
      status: 422,
      body: { code: 'VALIDATION_FAILED', errors: { email: ['EMAIL_INVALID'] } },
    });
  });

  it('mails a reset link (same answer for unknown emails), resets once, and refuses bad resets', async () => {
    await createUser(deps.prisma, { email: 'forgot-rest@example.org', interfaceLanguage: 'nl' });
    expect(await call('POST', '/api/forgot-password', { body: { email: 'forgot-rest@example.org' } })).toEqual({
      status: 200,
      body: { success: true },
      headers: expect.anything(),
    });
    expect((await call('POST', '/api/forgot-password', { body: { email: 'ghost-rest@example.org' } })).body).toEqual({ success: true });
    const link = new URL(linkIn(await inbox.next('forgot-rest@example.org'), 'http://localhost:3000/nl/reset-password?'));
    const body = {
      token: link.searchParams.get('token'),
      email: link.searchParams.get('email'),
      password: 'Nieuw-Wachtw00rd',
      password_confirmation: 'Nieuw-Wachtw00rd',
    };
    expect(await call('POST', '/api/reset-password', { body: { ...body, password_confirmation: 'Anders-123' } })).toMatchObject({
      status: 422,
      body: { code: 'VALIDATION_FAILED', errors: { password_confirmation: ['PASSWORD_MISMATCH'] } },
    });
    expect(await call('POST', '/api/reset-password', { body })).toMatchObject({ status: 200, body: { success: true } });
    expect(await call('POST', '/api/reset-password', { body })).toMatchObject({ status: 404, body: { success: false, code: 'LINK_INVALID' } });
    expect((await call('POST', '/api/login', { body: { email: 'forgot-rest@example.org', password: 'Nieuw-Wachtw00rd' } })).status).toBe(200);
    expect(await call('POST', '/api/forgot-password', { body: {} })).toMatchObject({ status: 422, body: { code: 'VALIDATION_FAILED' } });
  });
});

describe('GET /api/auth/google and POST /api/auth/google/callback', () => {
  function cookiesOf(answer: TAnswer): string[] {
    return answer.headers.getSetCookie();
  }

  it('answers 503 GOOGLE_NOT_CONFIGURED without credentials', async () => {
    const origin = await listen({ ...deps, auth: { ...deps.auth, google: null } });
    expect(await call('GET', '/api/auth/google', { origin })).toMatchObject({ status: 503, body: { success: false, code: 'GOOGLE_NOT_CONFIGURED' } });
  });

  it('sets HttpOnly SameSite=Lax cookies on the Google path and answers the redirect URL; the callback logs in and clears them', async () => {
    const start = await call('GET', '/api/auth/google?language=nl');
    expect(start.status).toBe(200);
    expect(start.body).toEqual({ success: true, redirect_url: expect.stringMatching(/^https:\/\/accounts\.google\.com\/o\/oauth2\/v2\/auth\?/) });
    const setCookies = cookiesOf(start);
    expect(setCookies).toHaveLength(3);
    for (const cookie of setCookies) {
      expect(cookie).toMatch(/; Max-Age=600;/);
      expect(cookie).toMatch(/; Path=\/api\/auth\/google;/);
      expect(cookie).toMatch(/; HttpOnly/);
      expect(cookie).toMatch(/; SameSite=Lax/);
      expect(cookie).not.toMatch(/Secure/);
    }
    const jar = setCookies.map((cookie) => cookie.split(';')[0]).join('; ');
    expect(jar).toContain('praxiform_google_language=nl');
    const state = new URL(start.body.redirect_url as string).searchParams.get('state')!;

    const google = mockGoogleSignIn({ sub: 'g-rest', email: 'g.rest@gmail.com', email_verified: true, given_name: 'Gert', family_name: 'Janssens' });
    try {
      const forged = await call('POST', '/api/auth/google/callback', { body: { code: 'c', state: 'forged' }, cookie: jar });
      expect(forged).toMatchObject({ status: 401, body: { success: false, code: 'GOOGLE_AUTH_FAILED' } });
      const noCookie = await call('POST', '/api/auth/google/callback', { body: { code: 'c', state } });
      expect(noCookie).toMatchObject({ status: 401, body: { success: false, code: 'GOOGLE_AUTH_FAILED' } });

      const done = await call('POST', '/api/auth/google/callback', { body: { code: 'good', state }, cookie: jar });
      expect(done.status).toBe(200);
      expect(done.body).toEqual({
        status: 'authenticated',
        token: expect.stringMatching(/^[a-z2-7]{32}$/),
        user: {
          ...userShape('g.rest@gmail.com'),
          firstName: 'Gert',
          lastName: 'Janssens',
          role: 'trial',
          profileCompleted: false,
          interfaceLanguage: 'nl',
        },
      });
      const cleared = cookiesOf(done);
      expect(cleared).toHaveLength(3);
      for (const cookie of cleared) expect(cookie).toMatch(/Expires=Thu, 01 Jan 1970/);
      expect(google.requests).toHaveLength(1);
      expect((await call('GET', '/api/me', { token: (done.body as { token: string }).token })).status).toBe(200);
    } finally {
      await google.restore();
    }
  });

  it('marks the cookies Secure when the app URL is https', async () => {
    const origin = await listen({ ...deps, appUrl: 'https://praxiform.example' });
    const start = await call('GET', '/api/auth/google', { origin });
    for (const cookie of cookiesOf(start)) expect(cookie).toMatch(/; Secure/);
    expect(new URL(start.body.redirect_url as string).searchParams.get('redirect_uri')).toBe('https://praxiform.example/auth/google/callback');
  });
});

describe('no secret in any answer', () => {
  it('never sends a password hash, session hash, token hash or TOTP secret', async () => {
    const users = await deps.prisma.user.findMany({ select: { passwordHash: true } });
    const sessions = await deps.prisma.session.findMany({ select: { id: true } });
    const verifications = await deps.prisma.emailVerificationToken.findMany({ select: { tokenHash: true } });
    const resets = await deps.prisma.passwordResetToken.findMany({ select: { tokenHash: true } });
    const pendings = await deps.prisma.pendingTwoFactorLogin.findMany({ select: { tokenHash: true } });
    const secrets = [
      ...users.flatMap((u) => (u.passwordHash ? [u.passwordHash] : [])),
      ...sessions.map((s) => s.id),
      ...verifications.map((t) => t.tokenHash),
      ...resets.map((t) => t.tokenHash),
      ...pendings.map((t) => t.tokenHash),
    ];
    expect(secrets.length).toBeGreaterThan(10);
    expect(bodies.length).toBeGreaterThan(30);
    const all = bodies.join('\n');
    for (const secret of secrets) expect(all).not.toContain(secret);
    expect(all).not.toMatch(/\$argon2id\$|passwordHash|tokenHash/);
  });
});
