// One trial per address (docs/billing-api.md#one-trial-per-address), over real HTTP, the real database and a real SMTP
// exchange: deleting a verified account keeps only a keyed fingerprint of its address, and a new account with the same
// mailbox (other case, a +tag, Gmail dots) starts without a trial, whether it registers over REST, tRPC or Google.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiDeps } from '@praxiform/api';
import {
  createTestCaller,
  createTestDepsWithInbox,
  GOOGLE_TEST_CLIENT,
  linkIn,
  listenLocally,
  mockGoogleSignIn,
  type TSmtpInbox,
} from '@praxiform/api/testing';
import { createUser } from '@praxiform/db/testing';
import { createApp } from './app';

let inbox: TSmtpInbox;
let deps: ApiDeps;
let closeServer: () => Promise<void>;
let base: string;
let adminToken: string;

beforeAll(async () => {
  ({ inbox, deps } = await createTestDepsWithInbox({ auth: { google: GOOGLE_TEST_CLIENT, recaptcha: null } }));
  ({ base, close: closeServer } = await listenLocally(createApp({ deps })));
  const admin = await createUser(deps.prisma, { email: 'desk@praxiform.test', role: 'administrator', isAdministrator: true });
  adminToken = (await createTestCaller(deps, admin.id)).token!;
});
afterAll(async () => {
  await closeServer();
  await inbox.close();
});

type TAnswer = { status: number; body: Record<string, unknown>; headers: Headers };

async function call(method: string, path: string, options: { body?: unknown; token?: string; cookie?: string } = {}): Promise<TAnswer> {
  const headers: Record<string, string> = {};
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.cookie) headers.cookie = options.cookie;
  const res = await fetch(`${base}${path}`, { method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) });
  return { status: res.status, body: (await res.json()) as Record<string, unknown>, headers: res.headers };
}

/** A tRPC procedure over HTTP (no transformer): a mutation posts its input, a query has none here. */
async function trpc(procedure: string, options: { input?: unknown; token?: string; query?: boolean } = {}) {
  const answer = options.query
    ? await call('GET', `/api/trpc/${procedure}`, { token: options.token })
    : await call('POST', `/api/trpc/${procedure}`, { body: options.input ?? {}, token: options.token });
  const body = answer.body as { result?: { data: Record<string, unknown> }; error?: { data: { appCode: string } } };
  return { status: answer.status, data: body.result?.data, code: body.error?.data.appCode };
}

const PASSWORD = 'Bonjour-2026';

/** Registers (REST or tRPC), without verifying. */
async function register(email: string, via: 'rest' | 'trpc') {
  if (via === 'rest') {
    const answer = await call('POST', '/api/register', {
      body: {
        first_name: 'Claire',
        last_name: 'Martin',
        email,
        password: PASSWORD,
        password_confirmation: PASSWORD,
        language: 'en',
        accept_terms: true,
      },
    });
    expect(answer.status).toBe(201);
  } else {
    const answer = await trpc('auth.register', {
      input: {
        firstName: 'Claire',
        lastName: 'Martin',
        email,
        password: PASSWORD,
        passwordConfirmation: PASSWORD,
        language: 'en',
        acceptTerms: true,
      },
    });
    expect(answer.status).toBe(200);
  }
}

/** Verifies through the link of the real mail, logs in and completes the profile: the session's token. */
async function verifyAndSignIn(email: string): Promise<string> {
  const mail = await inbox.next(email.trim().toLowerCase());
  const token = new URL(linkIn(mail, 'http://localhost:3000/verify-email/')).pathname.split('/').pop()!;
  expect(await trpc('auth.verifyEmail', { input: { token } })).toMatchObject({ status: 200, data: { status: 'verified' } });
  const login = await call('POST', '/api/login', { body: { email, password: PASSWORD } });
  expect(login.status).toBe(200);
  const bearer = (login.body.data as { token: string }).token;
  const completed = await trpc('profile.completeProfile', { input: { profession: 'physiotherapist', specialties: [] }, token: bearer });
  expect(completed.status).toBe(200);
  return bearer;
}

async function signUp(email: string, via: 'rest' | 'trpc'): Promise<string> {
  await register(email, via);
  return verifyAndSignIn(email);
}

const fingerprints = () => deps.prisma.$queryRaw<{ fingerprint: string }[]>`SELECT fingerprint FROM trial_fingerprints ORDER BY created_at`;

/** Every text, citext and json column of every table of the app's schema that holds `needle` (case-insensitive). */
async function columnsHolding(needle: string): Promise<string[]> {
  const columns = await deps.prisma.$queryRaw<{ table_name: string; column_name: string }[]>`
    SELECT table_name, column_name FROM information_schema.columns
    WHERE table_schema = 'public' AND (data_type IN ('text', 'character varying', 'json', 'jsonb', 'ARRAY') OR udt_name = 'citext')`;
  const found: string[] = [];
  for (const { table_name: table, column_name: column } of columns) {
    const rows = await deps.prisma.$queryRawUnsafe<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM "${table}" WHERE "${column}"::text ILIKE $1`,
      `%${needle}%`,
    );
    if (rows[0]!.n > 0) found.push(`${table}.${column}`);
  }
  return found;
}

describe('one trial per address', () => {
  it('deleting a verified account keeps a keyed fingerprint only; the same mailbox (other case, +tag) then starts without a trial', async () => {
    const first = await signUp('claire.martin@example.org', 'rest');
    expect((await trpc('billing.status', { token: first, query: true })).data).toMatchObject({ status: 'trial', entitled: true, trialDaysLeft: 30 });
    const created = await trpc('templates.create', { input: { name: 'Bilan', type: 'anamnese', language: 'fr', fields: [] }, token: first });
    expect(created.status).toBe(200);
    // The scan below does see the address while the account exists.
    expect(await columnsHolding('claire.martin')).toContain('users.email');

    expect(await trpc('profile.deleteAccount', { input: { confirmation: 'DELETE', locale: 'en' }, token: first })).toMatchObject({ status: 200 });

    // The fingerprint table holds a 64-hex HMAC and a date, nothing else; it is keyed (not a bare SHA-256 of the
    // address, which anyone could test against a list); no column anywhere still holds the address.
    const columns = await deps.prisma.$queryRaw<{ column_name: string }[]>`
      SELECT column_name FROM information_schema.columns WHERE table_schema = 'public' AND table_name = 'trial_fingerprints' ORDER BY column_name`;
    expect(columns.map((column) => column.column_name)).toEqual(['created_at', 'fingerprint']);
    const rows = await fingerprints();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.fingerprint).toMatch(/^[0-9a-f]{64}$/);
    for (const plain of ['claire.martin@example.org', 'claire.martin'])
      expect(rows[0]!.fingerprint).not.toBe(createHash('sha256').update(plain).digest('hex'));
    expect(await deps.prisma.user.count({ where: { email: 'claire.martin@example.org' } })).toBe(0);
    expect(await columnsHolding('claire.martin')).toEqual([]);

    // The same mailbox, in other case and with a +tag, through tRPC this time.
    const address = ' Claire.Martin+cabinet@Example.org ';
    await register(address, 'trpc');
    const second = await verifyAndSignIn('claire.martin+cabinet@example.org');
    expect((await trpc('billing.status', { token: second, query: true })).data).toMatchObject({
      status: 'none',
      entitled: false,
      trialDaysLeft: null,
      trialEndsAt: null,
      trialAlreadyUsed: true,
    });
    const me = await trpc('auth.me', { token: second, query: true });
    expect(me.data).toMatchObject({
      user: {
        role: 'client',
        subscription: { status: 'none', entitled: false, trialDaysLeft: null, trialAlreadyUsed: true },
        trialWelcomePending: true,
      },
    });
    const refused = await trpc('templates.create', { input: { name: 'Bilan', type: 'anamnese', language: 'fr', fields: [] }, token: second });
    expect(refused).toMatchObject({ status: 402, code: 'SUBSCRIPTION_REQUIRED' });
    const user = await deps.prisma.user.findUniqueOrThrow({ where: { email: 'claire.martin+cabinet@example.org' } });
    expect(await deps.prisma.template.count({ where: { ownerId: user.id } })).toBe(0);
    // The welcome page is shown once, then it is not pending any more.
    const seen = await trpc('profile.markTrialWelcomeSeen', { token: second });
    expect(seen.data).toMatchObject({ user: { trialWelcomePending: false } });

    // The second deletion adds nothing: one fingerprint per mailbox.
    expect(await trpc('profile.deleteAccount', { input: { confirmation: 'DELETE', locale: 'en' }, token: second })).toMatchObject({ status: 200 });
    expect(await fingerprints()).toEqual(rows);
  });

  it('records nothing when an unverified account is deleted: a later account of that address has its trial', async () => {
    const before = await fingerprints();
    await register('shell@example.org', 'rest');
    const shell = await deps.prisma.user.findUniqueOrThrow({ where: { email: 'shell@example.org' } });
    expect(shell.emailVerifiedAt).toBeNull();
    expect(await trpc('admin.users.delete', { input: { id: shell.id }, token: adminToken })).toMatchObject({ status: 200 });
    expect(await fingerprints()).toEqual(before);
    await inbox.next('shell@example.org');

    const again = await signUp('shell@example.org', 'rest');
    expect((await trpc('billing.status', { token: again, query: true })).data).toMatchObject({
      status: 'trial',
      entitled: true,
      trialAlreadyUsed: false,
    });
  });

  it("records the fingerprint when an administrator deletes a verified account (Gmail's dots and googlemail.com fold)", async () => {
    const before = await fingerprints();
    await signUp('jean.dupont@gmail.com', 'rest');
    const user = await deps.prisma.user.findUniqueOrThrow({ where: { email: 'jean.dupont@gmail.com' } });
    expect(await trpc('admin.users.delete', { input: { id: user.id }, token: adminToken })).toMatchObject({ status: 200 });
    expect(await fingerprints()).toHaveLength(before.length + 1);
    expect(await columnsHolding('jean.dupont')).toEqual([]);

    const again = await signUp('JeanDupont@googlemail.com', 'rest');
    expect((await trpc('billing.status', { token: again, query: true })).data).toMatchObject({
      status: 'none',
      entitled: false,
      trialDaysLeft: null,
      trialAlreadyUsed: true,
    });
  });

  it('a Google sign-up with a fingerprinted address starts without a trial', async () => {
    const first = await signUp('g.user@example.org', 'rest');
    expect(await trpc('profile.deleteAccount', { input: { confirmation: 'DELETE', locale: 'en' }, token: first })).toMatchObject({ status: 200 });

    const start = await call('GET', '/api/auth/google?language=fr');
    const jar = start.headers
      .getSetCookie()
      .map((cookie) => cookie.split(';')[0])
      .join('; ');
    const state = new URL(start.body.redirect_url as string).searchParams.get('state')!;
    const google = mockGoogleSignIn({ sub: 'g-trial', email: 'G.User@example.org', email_verified: true, given_name: 'Gaëlle', family_name: 'User' });
    try {
      const done = await call('POST', '/api/auth/google/callback', { body: { code: 'good', state }, cookie: jar });
      expect(done.status).toBe(200);
      expect(done.body).toMatchObject({
        status: 'authenticated',
        user: { email: 'g.user@example.org', role: 'client', subscription: { status: 'none', entitled: false, trialAlreadyUsed: true } },
      });
    } finally {
      await google.restore();
    }
  });
});
