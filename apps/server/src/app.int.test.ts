// The HTTP surface over real HTTP and the real database: health, security headers, limits, errors, the SPA.
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '@praxiform/api';
import { createPatient, createUser, getTestPrisma } from '@praxiform/db/testing';
import { createTestDeps, listenLocally, type TListening } from '@praxiform/api/testing';
import { createApp } from './app';

let server: TListening;
let base: string;

beforeAll(async () => {
  const dist = await mkdtemp(path.join(os.tmpdir(), 'web-dist-'));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>Praxiform</title><div id="root"></div>');
  await writeFile(path.join(dist, 'assets', 'app-1234.js'), 'console.log(1)');
  const deps = await createTestDeps({ appUrl: 'http://localhost' });
  // The pool's first connection opened here: the health check's 2 s bound is for the query, not for a cold start on a
  // machine busy with the other test files.
  await deps.prisma.$queryRaw`SELECT 1`;
  server = await listenLocally(createApp({ deps, webDistDir: dist }));
  base = server.base;
});

afterAll(() => server.close());

describe('HTTP server', () => {
  it('answers /api/health with the database status', async () => {
    const res = await fetch(`${base}/api/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, database: 'up' });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('sends a strict Content-Security-Policy without inline scripts, and no x-powered-by', async () => {
    const res = await fetch(`${base}/fr`);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-powered-by')).toBeNull();
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    // The bot check is off here: nothing of Google's is allowed.
    expect(csp).not.toContain('google');
    expect(csp).not.toContain('frame-src');
  });

  it("with the bot check on, the CSP allows exactly reCAPTCHA's script and frame paths, nothing inline", async () => {
    const recaptcha = { siteKey: 'site', secret: 'secret', verifyUrl: 'http://127.0.0.1:9/', minScore: 0.5 };
    const other = await listenLocally(createApp({ deps: await createTestDeps({ appUrl: 'http://localhost', auth: { google: null, recaptcha } }) }));
    try {
      const res = await fetch(`${other.base}/api/health`);
      const directives = Object.fromEntries(
        (res.headers.get('content-security-policy') ?? '').split(';').map((directive) => {
          const [name, ...values] = directive.trim().split(/\s+/);
          return [name, values];
        }),
      );
      expect(directives['script-src']).toEqual(["'self'", 'https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/']);
      expect(directives['frame-src']).toEqual(['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/']);
      expect(directives['connect-src']).toEqual(["'self'"]);
      expect(directives['frame-ancestors']).toEqual(["'none'"]);
    } finally {
      await other.close();
    }
  });

  it('serves the SPA with history fallback, but never for /api', async () => {
    for (const page of ['/', '/fr/market', '/en/forms/pending', '/nl/admin/users?x=1']) {
      const res = await fetch(`${base}${page}`);
      expect(res.status, page).toBe(200);
      expect(await res.text(), page).toContain('<div id="root">');
      expect(res.headers.get('cache-control')).toBe('no-cache');
    }
    const asset = await fetch(`${base}/assets/app-1234.js`);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect((await fetch(`${base}/assets/missing.js`)).status).toBe(404);

    const api = await fetch(`${base}/api/nothing-here`);
    expect(api.status).toBe(404);
    expect(await api.json()).toEqual({ success: false, code: 'NOT_FOUND', message: 'NOT_FOUND' });
  });

  it('answers tRPC auth.me with 401 and a stable code for a guest, and the user for a session', async () => {
    const guest = await fetch(`${base}/api/trpc/auth.me`);
    expect(guest.status).toBe(401);
    const body = (await guest.json()) as { error: { data: { appCode: string } } };
    expect(body.error.data.appCode).toBe('UNAUTHENTICATED');

    const prisma = await getTestPrisma();
    const user = await createUser(prisma, { firstName: 'Lucie' });
    const { token } = await createSession(prisma, user.id);
    const res = await fetch(`${base}/api/trpc/auth.me`, { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    const me = (await res.json()) as { result: { data: { user: { id: string; firstName: string } } } };
    expect(me.result.data.user).toMatchObject({ id: user.id, firstName: 'Lucie' });
  });

  it('answers every API call with Cache-Control: no-store unless the route says otherwise', async () => {
    const prisma = await getTestPrisma();
    const user = await createUser(prisma);
    const patient = await createPatient(prisma, { ownerId: user.id });
    const { token } = await createSession(prisma, user.id);
    const authorization = `Bearer ${token}`;
    const calls: [string, number][] = [
      ['/api/trpc/auth.me', 200],
      [`/api/trpc/patients.list?input=${encodeURIComponent('{}')}`, 200],
      ['/api/trpc/patients.list,auth.me?batch=1&input=%7B%7D', 200],
      ['/api/me', 200],
      [`/api/patients/${patient.id}/pdf`, 200],
      ['/api/nothing-here', 404],
    ];
    for (const [url, status] of calls) {
      const res = await fetch(`${base}${url}`, { headers: { authorization } });
      expect(res.status, url).toBe(status);
      expect(res.headers.get('cache-control'), url).toBe('no-store');
    }
    const guest = await fetch(`${base}/api/trpc/auth.me`);
    expect(guest.status).toBe(401);
    expect(guest.headers.get('cache-control')).toBe('no-store');
    const mutation = await fetch(`${base}/api/trpc/auth.logout`, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(mutation.headers.get('cache-control')).toBe('no-store');
  });

  it('rejects bodies over the limit with 413 and malformed JSON with 400, in JSON', async () => {
    const big = JSON.stringify({ x: 'a'.repeat(1024 * 1024 + 10) });
    const tooLarge = await fetch(`${base}/api/anything`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: big });
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });

    const malformed = await fetch(`${base}/api/anything`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"x":' });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ code: 'BAD_REQUEST' });

    const trpcBig = await fetch(`${base}/api/trpc/health`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: big });
    expect(trpcBig.status).toBe(413);
    expect(await trpcBig.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });

  it('answers a malformed tRPC input with a validation code, not a 500', async () => {
    const res = await fetch(`${base}/api/trpc/auth.me?input=%7Bnot-json`);
    expect(res.status).toBeLessThan(500);
  });
});
