// The reCAPTCHA check against a local server speaking Google's siteverify format, through login, register and forgot.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, DEFAULT_TEST_PASSWORD } from '@praxiform/db/testing';
import { createTestCaller, createTestDeps } from '../../testing';
import type { ApiDeps } from '../../context';
import { failure, registerInput } from './testing/helpers';

let server: Server;
let deps: ApiDeps;
const received: URLSearchParams[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const form = new URLSearchParams(body);
      received.push(form);
      const success =
        req.headers['content-type'] === 'application/x-www-form-urlencoded' &&
        form.get('secret') === 'test-recaptcha-secret' &&
        form.get('response') === 'human';
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(success ? { success: true, hostname: 'localhost' } : { success: false, 'error-codes': ['invalid-input-response'] }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = await createTestDeps();
  deps = {
    ...base,
    auth: {
      ...base.auth,
      recaptchaSecret: 'test-recaptcha-secret',
      recaptchaVerifyUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/siteverify`,
    },
  };
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const guest = () => createTestCaller(deps, undefined, { ip: '192.0.2.33' });

describe('bot check with a reCAPTCHA secret', () => {
  it('lets a confirmed token through, posting secret, response and remoteip form-encoded', async () => {
    await createUser(deps.prisma, { email: 'human@example.org' });
    const result = await (await guest()).auth.login({ email: 'human@example.org', password: DEFAULT_TEST_PASSWORD, recaptchaToken: 'human' });
    expect(result.status).toBe('authenticated');
    expect(Object.fromEntries(received.at(-1)!)).toEqual({ secret: 'test-recaptcha-secret', response: 'human', remoteip: '192.0.2.33' });
    expect((await (await guest()).auth.register(registerInput('human-register@example.org', { recaptchaToken: 'human' }))).email).toBe(
      'human-register@example.org',
    );
    expect(await (await guest()).auth.forgotPassword({ email: 'human@example.org', recaptchaToken: 'human' })).toEqual({ sent: true });
  });

  it('refuses a rejected token and a missing token with BOT_CHECK_FAILED, before looking at the password', async () => {
    await createUser(deps.prisma, { email: 'bot@example.org' });
    const before = received.length;
    expect(
      (await failure((await guest()).auth.login({ email: 'bot@example.org', password: DEFAULT_TEST_PASSWORD, recaptchaToken: 'robot' }))).code,
    ).toBe('BOT_CHECK_FAILED');
    expect((await failure((await guest()).auth.login({ email: 'bot@example.org', password: DEFAULT_TEST_PASSWORD }))).code).toBe('BOT_CHECK_FAILED');
    expect(received.length).toBe(before + 1); // a missing token is refused without asking Google
    expect((await failure((await guest()).auth.register(registerInput('bot-register@example.org', { recaptchaToken: 'robot' })))).code).toBe(
      'BOT_CHECK_FAILED',
    );
    expect(await deps.prisma.user.count({ where: { email: 'bot-register@example.org' } })).toBe(0);
    expect((await failure((await guest()).auth.forgotPassword({ email: 'bot@example.org' }))).code).toBe('BOT_CHECK_FAILED');
  });

  it('fails closed when the verifier cannot be reached', async () => {
    const unreachable = { ...deps, auth: { ...deps.auth, recaptchaVerifyUrl: 'http://127.0.0.1:9/siteverify' } };
    const caller = await createTestCaller(unreachable, undefined, { ip: '192.0.2.34' });
    expect((await failure(caller.auth.login({ email: 'bot@example.org', password: DEFAULT_TEST_PASSWORD, recaptchaToken: 'human' }))).code).toBe(
      'BOT_CHECK_FAILED',
    );
  });

  it('is off without a secret: no token needed', async () => {
    const off = { ...deps, auth: { ...deps.auth, recaptchaSecret: null } };
    const before = received.length;
    const result = await (
      await createTestCaller(off, undefined, { ip: '192.0.2.35' })
    ).auth.login({ email: 'bot@example.org', password: DEFAULT_TEST_PASSWORD });
    expect(result.status).toBe('authenticated');
    expect(received.length).toBe(before);
  });
});
