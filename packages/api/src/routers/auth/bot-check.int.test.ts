// The bot check (reCAPTCHA v3) against a local server speaking Google's siteverify format, through login, register and
// forgot-password (docs/auth-api.md#bot-check). The local verifier accepts `human:<action>` tokens with a score of 0.9,
// `shy:<action>` with 0.3, and rejects anything else.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, DEFAULT_TEST_PASSWORD } from '@praxiform/db/testing';
import { createTestCaller, createTestDeps } from '../../testing';
import { failure, registerInput } from './testing/helpers';

let server: Server;
let deps: Awaited<ReturnType<typeof createTestDeps>>;
const received: URLSearchParams[] = [];

function verdict(form: URLSearchParams): Record<string, unknown> {
  if (form.get('secret') !== 'test-recaptcha-secret') return { success: false, 'error-codes': ['invalid-input-secret'] };
  const [kind, action] = (form.get('response') ?? '').split(':');
  if (kind === 'human') return { success: true, score: 0.9, action, hostname: 'localhost', challenge_ts: new Date().toISOString() };
  if (kind === 'shy') return { success: true, score: 0.3, action, hostname: 'localhost', challenge_ts: new Date().toISOString() };
  return { success: false, 'error-codes': ['invalid-input-response'] };
}

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const form = new URLSearchParams(body);
      received.push(form);
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(req.headers['content-type'] === 'application/x-www-form-urlencoded' ? verdict(form) : { success: false }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = await createTestDeps();
  deps = {
    ...base,
    auth: {
      ...base.auth,
      recaptcha: {
        siteKey: 'test-site-key',
        secret: 'test-recaptcha-secret',
        verifyUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/siteverify`,
        minScore: 0.5,
      },
    },
  };
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const guest = () => createTestCaller(deps, undefined, { ip: '192.0.2.33' });

describe('bot check with reCAPTCHA configured', () => {
  it('hands the site key to the pages at run time', async () => {
    expect(await (await guest()).auth.providers()).toEqual({ google: false, recaptchaSiteKey: 'test-site-key' });
  });

  it('lets a confirmed token for the right action through, posting secret, response and remoteip form-encoded', async () => {
    await createUser(deps.prisma, { email: 'human@example.org' });
    const result = await (await guest()).auth.login({ email: 'human@example.org', password: DEFAULT_TEST_PASSWORD, recaptchaToken: 'human:login' });
    expect(result.status).toBe('authenticated');
    expect(Object.fromEntries(received.at(-1)!)).toEqual({ secret: 'test-recaptcha-secret', response: 'human:login', remoteip: '192.0.2.33' });
    expect((await (await guest()).auth.register(registerInput('human-register@example.org', { recaptchaToken: 'human:register' }))).email).toBe(
      'human-register@example.org',
    );
    expect(await (await guest()).auth.forgotPassword({ email: 'human@example.org', recaptchaToken: 'human:forgot_password' })).toEqual({
      sent: true,
    });
  });

  it('refuses a rejected, missing, low-score or other-action token with BOT_CHECK_FAILED, before looking at the password', async () => {
    await createUser(deps.prisma, { email: 'bot@example.org' });
    const login = (recaptchaToken?: string) =>
      guest().then((caller) =>
        caller.auth.login({ email: 'bot@example.org', password: DEFAULT_TEST_PASSWORD, ...(recaptchaToken ? { recaptchaToken } : {}) }),
      );
    const before = received.length;
    expect((await failure(login('robot'))).code).toBe('BOT_CHECK_FAILED');
    expect((await failure(login())).code).toBe('BOT_CHECK_FAILED');
    expect(received.length).toBe(before + 1); // a missing token is refused without asking Google
    expect((await failure(login('shy:login'))).code).toBe('BOT_CHECK_FAILED');
    // A genuine token made on the register page cannot be replayed on login.
    expect((await failure(login('human:register'))).code).toBe('BOT_CHECK_FAILED');
    expect(await deps.prisma.session.count({ where: { user: { email: 'bot@example.org' } } })).toBe(0);

    expect((await failure((await guest()).auth.register(registerInput('bot-register@example.org', { recaptchaToken: 'robot' })))).code).toBe(
      'BOT_CHECK_FAILED',
    );
    expect(await deps.prisma.user.count({ where: { email: 'bot-register@example.org' } })).toBe(0);
    const mails = deps.sent.length;
    expect((await failure((await guest()).auth.forgotPassword({ email: 'bot@example.org' }))).code).toBe('BOT_CHECK_FAILED');
    expect((await failure((await guest()).auth.forgotPassword({ email: 'bot@example.org', recaptchaToken: 'human:login' }))).code).toBe(
      'BOT_CHECK_FAILED',
    );
    expect(deps.sent.length).toBe(mails);
  });

  it('follows the configured threshold', async () => {
    await createUser(deps.prisma, { email: 'shy@example.org' });
    const lenient = { ...deps, auth: { ...deps.auth, recaptcha: { ...deps.auth.recaptcha!, minScore: 0.2 } } };
    const caller = await createTestCaller(lenient, undefined, { ip: '192.0.2.36' });
    expect((await caller.auth.login({ email: 'shy@example.org', password: DEFAULT_TEST_PASSWORD, recaptchaToken: 'shy:login' })).status).toBe(
      'authenticated',
    );
  });

  it('fails closed when the verifier cannot be reached', async () => {
    const unreachable = { ...deps, auth: { ...deps.auth, recaptcha: { ...deps.auth.recaptcha!, verifyUrl: 'http://127.0.0.1:9/siteverify' } } };
    const caller = await createTestCaller(unreachable, undefined, { ip: '192.0.2.34' });
    expect(
      (await failure(caller.auth.login({ email: 'bot@example.org', password: DEFAULT_TEST_PASSWORD, recaptchaToken: 'human:login' }))).code,
    ).toBe('BOT_CHECK_FAILED');
  });

  it('is off without configuration: no token needed, no site key handed out', async () => {
    const off = { ...deps, auth: { ...deps.auth, recaptcha: null } };
    const before = received.length;
    const caller = await createTestCaller(off, undefined, { ip: '192.0.2.35' });
    expect(await caller.auth.providers()).toEqual({ google: false, recaptchaSiteKey: null });
    const result = await caller.auth.login({ email: 'bot@example.org', password: DEFAULT_TEST_PASSWORD });
    expect(result.status).toBe('authenticated');
    expect(received.length).toBe(before);
  });
});
