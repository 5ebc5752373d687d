// Security battery, headers (issue 16): every route the Express app declares (read from the app itself, so that a new
// route this list does not cover fails), every tRPC procedure, SPA pages, the public form and served files answer with
// a CSP that allows no inline or eval'd script, frame-ancestors 'none', nosniff and a Referrer-Policy; API answers to
// a signed-in user are never stored (Cache-Control: no-store; a template's picture alone may be kept an hour,
// rest/files.ts); HSTS of at least a year when the app is served over HTTPS behind a proxy (TRUST_PROXY). A hashed
// script is no document: it carries nosniff and Cross-Origin-Resource-Policy and none of the document's headers, which
// the page that loads it sets (spa.ts, DOCUMENT_ONLY_HEADERS; docs/architecture.md, "Serving the SPA").
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { Express } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appRouter, createSession, genericLinkPaths, type ApiDeps } from '@praxiform/api';
import { createTestDeps } from '@praxiform/api/testing';
import { createPatient, createSubmission, createTemplate, createUser, getTestPrisma } from '@praxiform/db/testing';
import { createApp } from '../app';
import { DOCUMENT_ONLY_HEADERS } from '../spa';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
const HSTS_MIN_SECONDS = 365 * 24 * 3600;

type TRequest = { method: string; url: string; auth?: boolean; body?: string | Buffer; contentType?: string; headers?: Record<string, string> };

let deps: ApiDeps;
let app: Express;
let plain: Server;
let secure: Server;
let plainBase: string;
let secureBase: string;
let token: string;
let ids: { patientId: number; submissionId: number; linkToken: string; generic: string; fileId: string; templateId: number };

const listen = (express: Express): Promise<Server> =>
  new Promise((resolve) => {
    const s = express.listen(0, '127.0.0.1', () => resolve(s));
  });
const baseOf = (server: Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

beforeAll(async () => {
  const dist = await mkdtemp(path.join(os.tmpdir(), 'web-dist-'));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>Praxiform</title><div id="root"></div>');
  await writeFile(path.join(dist, 'form.html'), '<!doctype html><title>Formulaire</title><div id="root"></div><!--form-data-->');
  await writeFile(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await writeFile(path.join(dist, 'assets', 'app-1234.js'), 'console.log(1)');
  deps = await createTestDeps({ prisma: await getTestPrisma() });
  app = createApp({ deps, webDistDir: dist });
  plain = await listen(app);
  secure = await listen(createApp({ deps, webDistDir: dist, trustProxy: '1', secure: true }));
  plainBase = baseOf(plain);
  secureBase = baseOf(secure);

  const user = await createUser(deps.prisma);
  token = (await createSession(deps.prisma, user.id)).token;
  const patient = await createPatient(deps.prisma, { ownerId: user.id });
  const template = await createTemplate(deps.prisma, { creatorId: user.id });
  const sent = await createSubmission(deps.prisma, { practitionerId: user.id, templateId: template.id, patientId: patient.id });
  const upload = await fetch(`${plainBase}/api/files`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'image/png' },
    body: PNG,
  });
  expect(upload.status).toBe(201);
  const { fileId } = (await upload.json()) as { fileId: string };
  const generic = genericLinkPaths(deps.secretKey, template.id, user.id).withoutIdentity.replace(/^\/form\//, '');
  ids = { patientId: patient.id, submissionId: sent.id, linkToken: sent.linkToken, generic, fileId, templateId: template.id };
});

afterAll(async () => {
  await Promise.all([plain, secure].map((server) => new Promise((resolve) => server.close(resolve))));
});

/** Every route the app declares, as "METHOD path" (a regular expression's source for the SPA's patterns). */
function declaredRoutes(express: Express): string[] {
  type TLayer = { rawPath?: unknown; route?: { path: unknown; methods: Record<string, boolean> }; handle?: { stack?: TLayer[] } };
  const join = (prefix: string, part: unknown) => {
    const text = part instanceof RegExp ? `regex:${part.source}` : String(part ?? '');
    if (text === '/' || text === '') return prefix;
    return `${prefix}${text}`;
  };
  const found = new Set<string>();
  const walk = (stack: TLayer[], prefix: string) => {
    for (const layer of stack) {
      if (layer.route) {
        for (const [method, on] of Object.entries(layer.route.methods))
          if (on) found.add(`${method.toUpperCase()} ${join(prefix, layer.route.path)}`);
      } else if (layer.handle?.stack) walk(layer.handle.stack, join(prefix, layer.rawPath));
    }
  };
  walk((express as unknown as { router: { stack: TLayer[] } }).router.stack, '');
  return [...found].sort();
}

/** The requests that exercise each declared route (anonymous and signed in where it makes a difference). */
function requestsFor(route: string): TRequest[] {
  const t = ids;
  const json = (body: unknown) => ({ body: JSON.stringify(body), contentType: 'application/json' });
  const generic = `/api/public-forms/generic/${t.generic}`;
  const table: Record<string, TRequest[]> = {
    'POST /api/files': [
      { method: 'POST', url: '/api/files', auth: true, body: PNG, contentType: 'image/png' },
      { method: 'POST', url: '/api/files', body: PNG, contentType: 'image/png' },
    ],
    'GET /api/files/:id': [
      { method: 'GET', url: `/api/files/${t.fileId}`, auth: true },
      { method: 'GET', url: `/api/files/${t.fileId}` },
    ],
    'POST /api/public-forms/generic/:templateId/:userId/*params/files': [
      { method: 'POST', url: `${generic}/files`, body: PNG, contentType: 'image/png' },
    ],
    'POST /api/public-forms/:token/files': [{ method: 'POST', url: `/api/public-forms/${t.linkToken}/files`, body: PNG, contentType: 'image/png' }],
    'GET /api/public-forms/generic/:templateId/:userId/*params/images/:fileId': [{ method: 'GET', url: `${generic}/images/${t.fileId}` }],
    'GET /api/public-forms/:token/images/:fileId': [{ method: 'GET', url: `/api/public-forms/${t.linkToken}/images/${t.fileId}` }],
    'GET /api/public-forms/generic/:templateId/:userId/*params': [{ method: 'GET', url: generic }],
    'POST /api/public-forms/generic/:templateId/:userId/*params': [{ method: 'POST', url: generic, ...json({ answers: {} }) }],
    'GET /api/public-forms/:token': [
      { method: 'GET', url: `/api/public-forms/${t.linkToken}` },
      { method: 'GET', url: '/api/public-forms/not-a-token' },
    ],
    'POST /api/public-forms/:token': [{ method: 'POST', url: `/api/public-forms/${t.linkToken}`, ...json({ answers: {} }) }],
    'POST /api/webhooks/stripe': [{ method: 'POST', url: '/api/webhooks/stripe', ...json({}) }],
    'GET /api/health': [{ method: 'GET', url: '/api/health' }],
    'GET /api/health/live': [{ method: 'GET', url: '/api/health/live' }],
    'GET /api/health/ready': [{ method: 'GET', url: '/api/health/ready' }],
    'GET /api/openapi.json': [{ method: 'GET', url: '/api/openapi.json' }],
    'GET /robots.txt': [{ method: 'GET', url: '/robots.txt' }],
    'GET /sitemap.xml': [{ method: 'GET', url: '/sitemap.xml' }],
    'POST /api/login': [{ method: 'POST', url: '/api/login', ...json({ email: 'nobody@example.org', password: 'x' }) }],
    'POST /api/register': [{ method: 'POST', url: '/api/register', ...json({}) }],
    'POST /api/email/resend-verification': [{ method: 'POST', url: '/api/email/resend-verification', ...json({}) }],
    'POST /api/logout': [{ method: 'POST', url: '/api/logout', ...json({}) }],
    'GET /api/me': [
      { method: 'GET', url: '/api/me', auth: true },
      { method: 'GET', url: '/api/me' },
    ],
    'POST /api/forgot-password': [{ method: 'POST', url: '/api/forgot-password', ...json({}) }],
    'POST /api/reset-password': [{ method: 'POST', url: '/api/reset-password', ...json({}) }],
    'GET /api/auth/google': [{ method: 'GET', url: '/api/auth/google' }],
    'POST /api/auth/google/callback': [{ method: 'POST', url: '/api/auth/google/callback', ...json({}) }],
    'POST /api/complete-profile': [{ method: 'POST', url: '/api/complete-profile', auth: true, ...json({}) }],
    'POST /api/user/update-role': [{ method: 'POST', url: '/api/user/update-role', auth: true, ...json({}) }],
    'GET /api/submissions/:id/pdf': [{ method: 'GET', url: `/api/submissions/${t.submissionId}/pdf`, auth: true }],
    'GET /api/patients/:id/pdf': [
      { method: 'GET', url: `/api/patients/${t.patientId}/pdf`, auth: true },
      { method: 'GET', url: `/api/patients/${t.patientId}/pdf` },
    ],
    'GET /api/fhir/Questionnaire/:id': [
      { method: 'GET', url: `/api/fhir/Questionnaire/${t.templateId}`, auth: true },
      { method: 'GET', url: `/api/fhir/Questionnaire/${t.templateId}` },
    ],
    'POST /api/fhir/Questionnaire': [
      { method: 'POST', url: '/api/fhir/Questionnaire', auth: true, body: '{"resourceType":"Patient"}', contentType: 'application/fhir+json' },
      { method: 'POST', url: '/api/fhir/Questionnaire', body: '{}', contentType: 'application/fhir+json' },
    ],
    'GET /api/fhir/QuestionnaireResponse/:id': [{ method: 'GET', url: `/api/fhir/QuestionnaireResponse/${t.submissionId}`, auth: true }],
    'GET /api/access-log.csv': [
      { method: 'GET', url: `/api/access-log.csv?patientId=${t.patientId}`, auth: true },
      { method: 'GET', url: '/api/access-log.csv' },
      { method: 'GET', url: '/api/access-log.csv?from=yesterday', auth: true },
    ],
    'GET /api/fhir/Patient/:id/$everything': [
      { method: 'GET', url: `/api/fhir/Patient/${t.patientId}/$everything`, auth: true },
      { method: 'GET', url: `/api/fhir/Patient/${t.patientId}/$everything` },
    ],
  };
  if (route in table) return table[route]!;
  // The SPA: its pages (known and unknown), the form page by token and by generic link.
  if (route.startsWith('GET regex:') && route.includes('form')) {
    return [
      { method: 'GET', url: `/fr/form/${t.linkToken}`, headers: { 'sec-fetch-dest': 'document' } },
      { method: 'GET', url: `/form/${t.generic}`, headers: { 'sec-fetch-dest': 'document' } },
      { method: 'GET', url: '/en/form/not-a-token' },
    ];
  }
  if (route.startsWith('GET regex:')) {
    return ['/', '/fr', '/fr/patients', '/en/admin/users', '/nl/login', '/no-such-page'].map((url) => ({ method: 'GET', url }));
  }
  return [];
}

/** Requests beyond the declared routes: middleware-served paths (assets, public files), API 404s, every tRPC procedure. */
function otherRequests(): TRequest[] {
  const requests: TRequest[] = [
    { method: 'GET', url: '/assets/app-1234.js' },
    { method: 'GET', url: '/assets/missing.js' },
    { method: 'GET', url: '/favicon.svg' },
    { method: 'GET', url: '/api/nothing-here', auth: true },
    { method: 'POST', url: '/api/anything', body: '{"x":', contentType: 'application/json' },
  ];
  const procedures = (appRouter._def as unknown as { procedures: Record<string, { _def: { type: string } }> }).procedures;
  for (const [name, procedure] of Object.entries(procedures)) {
    if (procedure._def.type === 'query') {
      requests.push({ method: 'GET', url: `/api/trpc/${name}`, auth: true }, { method: 'GET', url: `/api/trpc/${name}` });
    } else if (name !== 'auth.logout') {
      // Mutations as a guest with an input no schema accepts: the answer's headers are what is checked, not its effect.
      requests.push({ method: 'POST', url: `/api/trpc/${name}`, body: '"not an input"', contentType: 'application/json' });
    }
  }
  return requests;
}

type TCheck = { request: TRequest; status: number; problems: string[] };

async function check(base: string, request: TRequest, https: boolean): Promise<TCheck> {
  const headers: Record<string, string> = { ...request.headers };
  if (request.auth) headers.authorization = `Bearer ${token}`;
  if (request.contentType) headers['content-type'] = request.contentType;
  if (https) headers['x-forwarded-proto'] = 'https';
  const res = await fetch(`${base}${request.url}`, { method: request.method, headers, body: request.body, redirect: 'manual' });
  const text = await res.text();
  const problems: string[] = [];
  if (request.url.startsWith('/assets/') && /\.m?js$/.test(request.url) && res.status === 200) {
    if (res.headers.get('x-content-type-options') !== 'nosniff') problems.push('nosniff');
    if (res.headers.get('cross-origin-resource-policy') !== 'same-origin') problems.push('cross-origin-resource-policy');
    if (res.headers.get('x-powered-by') !== null) problems.push('x-powered-by');
    for (const name of DOCUMENT_ONLY_HEADERS) if (res.headers.has(name)) problems.push(`document header ${name} on a script`);
    return { request, status: res.status, problems };
  }
  const csp = res.headers.get('content-security-policy') ?? '';
  const directives = new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name!, values]),
  );
  const scripts = directives.get('script-src') ?? directives.get('default-src');
  if (!scripts) problems.push('no script-src');
  else if (scripts.some((v) => /unsafe-inline|unsafe-eval|^\*$|^data:$/.test(v))) problems.push(`script-src ${scripts.join(' ')}`);
  if (directives.get('frame-ancestors')?.join(' ') !== "'none'") problems.push('frame-ancestors');
  if (res.headers.get('x-content-type-options') !== 'nosniff') problems.push('nosniff');
  if (!['no-referrer', 'same-origin', 'strict-origin'].includes(res.headers.get('referrer-policy') ?? '')) problems.push('referrer-policy');
  if (res.headers.get('x-powered-by') !== null) problems.push('x-powered-by');
  // Without Stripe or Google configured, their routes answer 503 on purpose (PAYMENTS_NOT_CONFIGURED,
  // GOOGLE_NOT_CONFIGURED; Stripe retries later); any other 5xx is a defect.
  const notConfigured = res.status === 503 && /NOT_CONFIGURED/.test(text);
  if (res.status >= 500 && !notConfigured) problems.push(`status ${res.status}`);
  if (request.url.startsWith('/api/') && (request.auth || request.url.startsWith('/api/public-forms/'))) {
    const cache = res.headers.get('cache-control');
    // A template's picture (not a patient's) may be kept for an hour (rest/files.ts); this one is a template picture.
    const templatePicture = request.method === 'GET' && request.url.startsWith('/api/files/') && cache === 'private, max-age=3600';
    if (cache !== 'no-store' && !templatePicture) problems.push(`cache-control ${cache}`);
  }
  if (https) {
    const maxAge = Number(/max-age=(\d+)/.exec(res.headers.get('strict-transport-security') ?? '')?.[1] ?? 0);
    if (maxAge < HSTS_MIN_SECONDS) problems.push(`hsts ${res.headers.get('strict-transport-security')}`);
  }
  return { request, status: res.status, problems };
}

describe('security: headers on every route', () => {
  it('covers every declared route, every tRPC procedure and the SPA, over HTTP and over HTTPS behind a proxy', async () => {
    const routes = declaredRoutes(app);
    // The walk reads Express 5's router internals (layer.rawPath): if they change, it must not find nothing and pass.
    expect(routes).toContain('GET /api/health');
    expect(routes.length).toBeGreaterThan(20);
    const uncovered = routes.filter((route) => requestsFor(route).length === 0);
    expect(uncovered, 'routes without a request in this test: add them to requestsFor').toEqual([]);
    const requests = [...routes.flatMap(requestsFor), ...otherRequests()];
    const results: TCheck[] = [];
    for (const [base, https] of [
      [plainBase, false],
      [secureBase, true],
    ] as const) {
      // In sequence: a few hundred small requests, and no rate limit shared with other files.
      for (const request of requests) results.push(await check(base, request, https));
    }
    const failures = results
      .filter((r) => r.problems.length > 0)
      .map((r) => `${r.request.method} ${r.request.url} ${r.status}: ${r.problems.join(', ')}`);
    console.log(
      `SECURITY headers: ${routes.length} declared routes + ${requests.length - routes.flatMap(requestsFor).length} other paths/procedures, ` +
        `${results.length} responses (HTTP and HTTPS), ${failures.length} missing or weak headers`,
    );
    expect(failures).toEqual([]);
  });

  it('sends no HSTS over plain HTTP (a browser would pin a host that has no certificate), and HSTS of a year or more over HTTPS', async () => {
    expect((await fetch(`${plainBase}/fr`)).headers.get('strict-transport-security')).toBeNull();
    const hsts = (await fetch(`${secureBase}/fr`, { headers: { 'x-forwarded-proto': 'https' } })).headers.get('strict-transport-security') ?? '';
    expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(HSTS_MIN_SECONDS);
    expect(hsts).toContain('includeSubDomains');
  });
});
