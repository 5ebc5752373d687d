// Bad input for every REST route of the app (issue 16, "Bad input"): the routes are read from the Express app itself,
// so a new route without inputs here fails. Each gets generated requests (mutated valid bodies, or generated path
// segments and bytes, fixed seed) and fixed ones: 10 MB, 100,000 levels of nesting, malformed JSON, NUL, wrong content
// types. Asserted and printed: 0 answers >= 500, no stack trace or SQL in any body, and a chunk of requests that were
// all refused for their input wrote nothing (row counts of every table but the rate limiter's, see fuzz-harness.ts).
import type { Express } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createSession } from '@praxiform/api';
import { createApp } from '../app';
import { inputFromSeeds, pathSegmentArb, prototypesPolluted, toJsonText } from './fuzz-inputs';
import { excerpt, HEAVY, LEAK, request, secretsLogged, startBattery, watchTables, type TAnswer, type THarness, type TWorld } from './fuzz-harness';

const REQUESTS_PER_ROUTE = HEAVY ? 1000 : 200;
const AT_ONCE = 8;
const TEN_MB = 10 * 1024 * 1024;
/** Statuses that refuse a request for its input or an unknown record: such a refusal writes nothing. */
const INPUT_REFUSALS = new Set([400, 404, 405, 410, 413, 415, 422, 431]);

type TRequest = { url: string; init: RequestInit };
type TRoute = { method: string; path: string };

let h: THarness;
let ownerId: number;
let world: TWorld;
/** Values that must never reach the server's log: the owner's session token, the form's link token, the patient. */
const secrets: string[] = [];
let linkToken: string;
let genericPath: string;

/** Method and path of every route of the Express app (nested routers are mounted under /api, see app.ts). */
function routesOf(app: Express): TRoute[] {
  type TLayer = { route?: { path: string; methods: Record<string, boolean> }; handle?: { stack?: TLayer[] } };
  const routes: TRoute[] = [];
  const walk = (stack: TLayer[], prefix: string) => {
    for (const layer of stack) {
      if (layer.route)
        for (const method of Object.keys(layer.route.methods)) routes.push({ method: method.toUpperCase(), path: prefix + layer.route.path });
      else if (layer.handle?.stack) walk(layer.handle.stack, '/api');
    }
  };
  walk((app as unknown as { router: { stack: TLayer[] } }).router.stack, '');
  return routes;
}

beforeAll(async () => {
  const battery = await startBattery();
  ({ h, world } = battery);
  const { token } = battery;
  ownerId = battery.owner.id;
  linkToken = world.submission.linkToken;
  secrets.push(...battery.secrets, linkToken);
  const res = await request(
    h.base,
    `/api/trpc/submissions.genericLink?input=${encodeURIComponent(JSON.stringify({ templateId: world.template.id }))}`,
    {
      headers: { authorization: `Bearer ${token}` },
    },
  );
  genericPath = new URL((JSON.parse(res.text) as { result: { data: { url: string } } }).result.data.url).pathname.replace(/^\/[a-z]{2}\/f\//, '/');
}, 60_000);

afterAll(async () => {
  await h?.close();
});

const json = (body: string, contentType = 'application/json'): RequestInit => ({ method: 'POST', headers: { 'content-type': contentType }, body });

/** Valid bodies of the JSON routes; the generator mutates them (fuzz-inputs.ts). */
function seedsOf(route: string): unknown[] {
  const email = 'claire.martin@example.org';
  const seeds: Record<string, unknown[]> = {
    'POST /api/login': [{ email, password: 'Test-Password-1!' }],
    'POST /api/register': [
      {
        first_name: 'Claire',
        last_name: 'Martin',
        email,
        password: 'Un-Mot-De-Passe-1!',
        password_confirmation: 'Un-Mot-De-Passe-1!',
        language: 'fr',
        accept_terms: true,
      },
    ],
    'POST /api/email/resend-verification': [{ email }],
    'POST /api/logout': [{}],
    'POST /api/forgot-password': [{ email }],
    'POST /api/reset-password': [{ token: 'a'.repeat(43), email, password: 'Un-Mot-De-Passe-1!', password_confirmation: 'Un-Mot-De-Passe-1!' }],
    'POST /api/auth/google/callback': [{ code: 'abc', state: 'def' }],
    'POST /api/complete-profile': [{ profession: 'physiotherapist', registration_number: '12345678' }],
    'POST /api/user/update-role': [{ role: 'member' }, { role: 'client' }],
    'POST /api/public-forms/:token': [
      { answers: { motif: 'Douleur au genou' }, consent: true },
      { answers: {}, consent: true },
    ],
    'POST /api/webhooks/stripe': [{ id: 'evt_1', object: 'event', type: 'invoice.paid', data: { object: {} } }],
  };
  seeds['POST /api/public-forms/generic/:templateId/:userId/*params'] = seeds['POST /api/public-forms/:token']!;
  return seeds[route] ?? [];
}

/** Generated requests of one route: bodies for JSON routes, bytes for uploads, path segments for the others. */
function generatedRequests(route: TRoute, token: string, seed: number): TRequest[] {
  const key = `${route.method} ${route.path}`;
  const auth = { authorization: `Bearer ${token}` };
  const seeds = seedsOf(key);
  const concrete = (path: string, segment?: string) =>
    path
      .replace(':token', segment ?? linkToken)
      .replace(
        '/generic/:templateId/:userId/*params',
        segment === undefined ? genericPath.replace(/^\/public-forms/, '') : `/generic/${segment}/${segment}/${segment}`,
      )
      .replace(':fileId', segment ?? '00000000-0000-4000-8000-000000000000')
      .replace(':id', segment ?? String(world.submission.id));
  if (route.method === 'POST' && seeds.length > 0) {
    return fc.sample(inputFromSeeds(seeds, { longString: 200_000, ids: world.ids }), { seed, numRuns: REQUESTS_PER_ROUTE }).map(({ input }) => ({
      url: concrete(route.path),
      init: { method: 'POST', headers: { ...auth, 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' }, body: toJsonText(input) },
    }));
  }
  if (route.method === 'POST') {
    // Uploads: bytes under any declared type.
    const bytes = fc.uint8Array({ maxLength: 4096 });
    const contentType = fc.constantFrom(
      'image/png',
      'image/gif',
      'image/svg+xml',
      'text/html',
      'application/octet-stream',
      'multipart/form-data; boundary=x',
    );
    return fc
      .sample(fc.tuple(bytes, contentType, pathSegmentArb([linkToken])), { seed, numRuns: REQUESTS_PER_ROUTE })
      .map(([body, type, segment], index) => ({
        url: concrete(route.path, index % 2 === 0 ? undefined : segment),
        init: { method: 'POST', headers: { ...auth, 'content-type': type }, body: Buffer.from(body) },
      }));
  }
  const valid = [linkToken, String(world.submission.id), String(world.patient.id), '00000000-0000-4000-8000-000000000000'];
  const query = fc.oneof(fc.constant(''), fc.constantFrom('?language=xx', '?language[]=fr', '?a=%00', '?__proto__[x]=1', `?q=${'b'.repeat(3000)}`));
  return fc.sample(fc.tuple(pathSegmentArb(valid), query), { seed, numRuns: REQUESTS_PER_ROUTE }).map(([segment, search]) => ({
    url: `${route.path.includes(':') || route.path.includes('*') ? concrete(route.path, segment) : route.path}${search}`,
    init: { headers: auth },
  }));
}

/** Fixed bad requests of a route (POST only: a GET has no body). */
function fixedRequests(route: TRoute, token: string, tenMb: Buffer): TRequest[] {
  if (route.method !== 'POST') return [];
  const url = route.path.replace(':token', linkToken).replace('/generic/:templateId/:userId/*params', genericPath.replace(/^\/public-forms/, ''));
  const withAuth = (init: RequestInit): RequestInit => ({
    ...init,
    headers: { ...(init.headers as Record<string, string>), authorization: `Bearer ${token}` },
  });
  return [
    { url, init: withAuth({ method: 'POST', headers: { 'content-type': 'application/json' }, body: tenMb }) },
    { url, init: withAuth(json(`${'['.repeat(100_000)}${']'.repeat(100_000)}`)) },
    { url, init: withAuth(json('{"email":')) },
    { url, init: withAuth(json('{"email":"a\\u0000b","answers":{"motif":"x\\u0000"},"role":"\\u0000"}')) },
    { url, init: withAuth(json('{"email":"\\ud800","answers":{"motif":"\\udfff"}}')) },
    { url, init: withAuth(json('{"__proto__":{"pxPolluted":true},"constructor":{"prototype":{"pxPolluted":true}}}')) },
    { url, init: withAuth(json('email=a@b.c', 'application/x-www-form-urlencoded')) },
    { url, init: withAuth(json('--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--', 'multipart/form-data; boundary=x')) },
    { url, init: withAuth(json('<a>1</a>', 'application/xml')) },
    { url, init: withAuth(json('{"a":1}', 'text/plain')) },
    {
      url,
      init: withAuth({ method: 'POST', headers: { 'content-type': 'application/json; charset=utf-16le' }, body: Buffer.from('{"a":1}', 'utf16le') }),
    },
    { url, init: withAuth({ method: 'POST', body: '' }) },
  ];
}

const failures: string[] = [];
const figures = { routes: 0, generated: 0, fixed: 0, fivexx: 0, leaks: 0, refusedChunks: 0, changedChunks: 0 };

function check(route: TRoute, req: TRequest, answer: TAnswer | Error): void {
  if (answer instanceof Error) {
    failures.push(`${route.method} ${route.path}: ${answer.message} for ${req.url.slice(0, 200)}`);
    return;
  }
  const body = String((req.init.body as string | Buffer | undefined)?.toString().slice(0, 200) ?? '');
  if (answer.status >= 500) {
    figures.fivexx += 1;
    failures.push(`${route.method} ${excerpt(req.url, 200)}: HTTP ${answer.status} ${excerpt(answer.text)} for ${excerpt(body)}`);
  }
  // A PDF or a picture is bytes the battery does not read; every other body is checked.
  const type = answer.headers.get('content-type') ?? '';
  if ((type.includes('json') || type.includes('text')) && LEAK.test(answer.text)) {
    figures.leaks += 1;
    failures.push(`${route.method} ${excerpt(req.url, 200)}: stack trace or SQL in ${excerpt(answer.text)}`);
  }
}

async function sendChunk(route: TRoute, chunk: TRequest[]): Promise<void> {
  const tables = await watchTables(h.deps);
  const answers = await Promise.all(chunk.map((req) => request(h.base, req.url, req.init).catch((error: unknown) => error as Error)));
  answers.forEach((answer, index) => check(route, chunk[index]!, answer));
  // Every request refused for its input (or an unknown id): nothing written. A failed login (401) is audited by design.
  if (answers.every((answer) => !(answer instanceof Error) && INPUT_REFUSALS.has(answer.status))) {
    figures.refusedChunks += 1;
    const changed = await tables.changed();
    if (changed.length > 0) {
      figures.changedChunks += 1;
      failures.push(
        `${route.method} ${route.path}: refused requests changed ${changed.join(', ')} (${answers.map((a) => (a as TAnswer).status).join(',')})`,
      );
    }
  }
}

describe('bad input on every REST route', () => {
  it(
    'answers every generated and fixed bad request below 500, without a stack trace or SQL, and refusals write nothing',
    async () => {
      const app = createApp({ deps: h.deps });
      const routes = routesOf(app).filter((route) => route.path.startsWith('/api/'));
      expect(routes.length).toBeGreaterThan(15);
      const tenMb = Buffer.alloc(TEN_MB, 0x61);
      for (const [index, route] of routes.entries()) {
        // A fresh session per route: the logout route ends the one it is given.
        const token = (await createSession(h.deps.prisma, ownerId)).token;
        const generated = generatedRequests(route, token, 1000 + index);
        const fixed = fixedRequests(route, token, tenMb);
        const all = [...generated, ...fixed];
        for (let start = 0; start < all.length; start += AT_ONCE) await sendChunk(route, all.slice(start, start + AT_ONCE));
        figures.routes += 1;
        figures.generated += generated.length;
        figures.fixed += fixed.length;
      }
      const polluted = prototypesPolluted();
      console.log(
        `SECURITY fuzz REST: ${figures.routes} routes × ${REQUESTS_PER_ROUTE} generated requests = ${figures.generated}, ` +
          `+ ${figures.fixed} fixed (10 MB, deep nesting, malformed JSON, NUL, lone surrogates, pollution keys, wrong content types); ` +
          `5xx = ${figures.fivexx}, leaks = ${figures.leaks}, chunks all refused = ${figures.refusedChunks} of which changed the database = ` +
          `${figures.changedChunks}, polluted prototypes = ${polluted.length}, server error logs = ${h.errorLogs.length}`,
      );
      const logged = secretsLogged(h.logLines, secrets);
      console.log(`SECURITY fuzz REST log scan: ${h.logLines.length} lines logged, ${secrets.length} secrets looked for, ${logged.length} found`);
      expect(h.logLines.length).toBeGreaterThan(figures.routes);
      expect(logged).toEqual([]);
      expect(h.errorLogs.map((line) => excerpt(line, 1500))).toEqual([]);
      expect(failures).toEqual([]);
      expect(figures.fivexx).toBe(0);
      expect(figures.leaks).toBe(0);
      expect(figures.changedChunks).toBe(0);
      expect(polluted).toEqual([]);
      expect(figures.generated).toBe(routes.length * REQUESTS_PER_ROUTE);
    },
    HEAVY ? 1_800_000 : 120_000,
  );
});
