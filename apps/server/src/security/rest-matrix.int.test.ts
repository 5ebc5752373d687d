// The REST half of the authorization matrix (issue 16): every route of the Express app, read from createApp's router
// stack, × the personas, over real HTTP. A refused call answers 401/403/404, as for an id that does not exist, and
// leaves every table as it was. A route missing from ROUTES fails the first test; so does a row for a route that is gone.
import { randomUUID } from 'node:crypto';
import type { Express } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appRouter, createSession, genericLinkPaths, storeImage } from '@praxiform/api';
import { createOwnerForms, createTestDeps, listenLocally, marker, MISSING_ID, PUBLIC_PROCEDURES, type TListening } from '@praxiform/api/testing';
import { generateToken, hashToken, type PrismaClient } from '@praxiform/db';
import { createCabinet, createUser } from '@praxiform/db/testing';
import { createApp } from '../app';
import { routesOf } from '../testing/routes-of';
import { ZRestUser } from '../rest/user';

type TDeps = Awaited<ReturnType<typeof createTestDeps>>;
let deps: TDeps;
let prisma: PrismaClient;
let app: Express;
let listening: TListening;
let base: string;

beforeAll(async () => {
  deps = await createTestDeps();
  prisma = deps.prisma;
  app = createApp({ deps });
  listening = await listenLocally(app);
  base = listening.base;
});
afterAll(() => listening.close());

// ---------------------------------------------------------------------------------------------------------------------
// The owner's world and the personas.

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
async function buildWorld() {
  const markers = {
    ownerLast: marker('Proprio'),
    patientFirst: marker('Patient'),
    patientLast: marker('Secret'),
    templateName: marker('Modele'),
    answer: marker('Reponse'),
  };
  const { owner, patient, template, sent, completed } = await createOwnerForms(prisma, markers);
  // A picture the owner uploaded (private: linked to no template).
  const { fileId } = await storeImage(deps, { id: owner.id }, { bytes: PNG });
  const generic = genericLinkPaths(deps.secretKey, template.id, owner.id).withoutIdentity.replace(/^\/form\//, '');
  return { owner, patient, template, sent, completed, fileId, generic, markers };
}
type TWorld = Awaited<ReturnType<typeof buildWorld>>;

const PERSONAS = ['anonymous', 'twoFactorPending', 'expiredSession', 'blocked', 'incompleteProfile', 'trialExpired', 'stranger', 'member'] as const;
// No REST route is for administrators only: the non-admin persona is the tRPC matrix's (packages/api/src/security).
type TPersona = (typeof PERSONAS)[number];
const UNAUTHENTICATED: readonly TPersona[] = ['anonymous', 'twoFactorPending', 'expiredSession', 'blocked'];

async function personaBearer(world: TWorld, persona: TPersona): Promise<{ authorization?: string; prepare?: () => Promise<void> }> {
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const sessionOf = async (userId: number) => (await createSession(prisma, userId)).token;
  switch (persona) {
    case 'anonymous':
      return {};
    case 'twoFactorPending': {
      const token = generateToken();
      await prisma.pendingTwoFactorLogin.create({
        data: { userId: world.owner.id, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + 300_000) },
      });
      return bearer(token);
    }
    case 'expiredSession': {
      const token = await sessionOf(world.owner.id);
      const id = hashToken(token);
      const prepare = async () => {
        await prisma.session.upsert({
          where: { id },
          create: { id, userId: world.owner.id, expiresAt: new Date(Date.now() - 1000) },
          update: { expiresAt: new Date(Date.now() - 1000) },
        });
      };
      await prepare();
      return { ...bearer(token), prepare };
    }
    case 'blocked': {
      const token = await sessionOf(world.owner.id);
      await prisma.user.update({ where: { id: world.owner.id }, data: { blocked: true } });
      return bearer(token);
    }
    case 'incompleteProfile':
      return bearer(await sessionOf((await createUser(prisma, { profileCompleted: false })).id));
    case 'trialExpired':
      return bearer(await sessionOf((await createUser(prisma, { subscription: { status: 'trial', trialEndsAt: new Date(Date.now() - 1000) } })).id));
    case 'stranger':
      return bearer(await sessionOf((await createUser(prisma, { firstName: 'Hugo', lastName: 'Etranger' })).id));
    case 'member': {
      // A colleague of the owner's cabinet (not its owner): a cabinet never opens the owner's patients or files.
      const member = await createUser(prisma, { firstName: 'Paul', lastName: 'Membre' });
      await createCabinet(prisma, { ownerId: world.owner.id, memberIds: [member.id], name: 'Cabinet partagé' });
      return bearer(await sessionOf(member.id));
    }
  }
}

/** Row count and md5 of every table of the public schema; sessions count live ones (an expired one is deleted on sight). */
async function databaseChecksum(): Promise<Record<string, string>> {
  const tables = await prisma.$queryRaw<{ table_name: string }[]>`
    SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`;
  const sql = tables
    .map(({ table_name: t }) => {
      const where = t === 'sessions' ? ' WHERE x.expires_at > now()' : '';
      return `SELECT '${t}' AS t, count(*)::text || ':' || coalesce(md5(string_agg(x::text, '|' ORDER BY x::text)), '') AS s FROM "${t}" x${where}`;
    })
    .join(' UNION ALL ');
  const rows = await prisma.$queryRawUnsafe<{ t: string; s: string }[]>(sql);
  return Object.fromEntries(rows.map((r) => [r.t, r.s]));
}

// ---------------------------------------------------------------------------------------------------------------------
// The table: every route, its kind and a request built from the owner's records (or from ids that do not exist).

type TRequest = { method: string; path: string; body?: Buffer | string; contentType?: string };
/** `openToken` and `openGeneric` are real links in both variants: only the picture's id differs. */
type TIds = {
  fileId: string;
  submissionId: number;
  patientId: number;
  templateId: number;
  sentToken: string;
  generic: string;
  openToken: string;
  openGeneric: string;
};
/**
 * - public: anyone by design (health, sign-in/up, password reset, Google, Stripe's signed webhook, robots.txt and the
 *   sitemap): exempt.
 * - self: the caller's own account: refused to the unauthenticated personas only.
 * - owned: the owner's record by id: every persona is refused, exactly as for an unknown id.
 * - link: the public form, whose credential is the link: a link that is not one (unknown token, forged signature, a
 *   picture that is not on the form) is refused the same way whoever calls.
 */
type TRoute = {
  kind: 'public' | 'self' | 'owned' | 'link';
  request?: (ids: TIds) => TRequest;
  owner?: true;
  /**
   * The public upload counts every attempt per IP in rate_limits before it checks the link (store-public-upload.ts),
   * so that guessing links is slowed: that row is the refusal's legitimate write, the only table left out here.
   */
  countsAttempts?: true;
};

const json = (body: unknown) => ({ body: JSON.stringify(body), contentType: 'application/json' });

const ROUTES: Record<string, TRoute> = {
  'GET /api/health': { kind: 'public' },
  'GET /api/health/live': { kind: 'public' },
  'GET /api/health/ready': { kind: 'public' },
  'POST /api/login': { kind: 'public' },
  'POST /api/register': { kind: 'public' },
  'POST /api/email/resend-verification': { kind: 'public' },
  'POST /api/forgot-password': { kind: 'public' },
  'POST /api/reset-password': { kind: 'public' },
  'GET /api/auth/google': { kind: 'public' },
  'POST /api/auth/google/callback': { kind: 'public' },
  'POST /api/webhooks/stripe': { kind: 'public' },
  'GET /api/openapi.json': { kind: 'public' },
  // For crawlers, from the route table alone (apps/server/src/seo.ts): no user data.
  'GET /robots.txt': { kind: 'public' },
  'GET /sitemap.xml': { kind: 'public' },

  'GET /api/me': { kind: 'self', request: () => ({ method: 'GET', path: '/api/me' }), owner: true },
  'POST /api/logout': { kind: 'self', request: () => ({ method: 'POST', path: '/api/logout', ...json({}) }) },
  'POST /api/complete-profile': {
    kind: 'self',
    request: () => ({ method: 'POST', path: '/api/complete-profile', ...json({ profession: 'physiotherapist' }) }),
  },
  'POST /api/user/update-role': {
    kind: 'self',
    request: () => ({ method: 'POST', path: '/api/user/update-role', ...json({ role: 'practitioner' }) }),
  },
  'POST /api/files': { kind: 'self', request: () => ({ method: 'POST', path: '/api/files', body: PNG, contentType: 'image/png' }), owner: true },
  // The caller's own access log: the owner's patient id matches none of another caller's entries (an empty file).
  'GET /api/access-log.csv': { kind: 'self', request: (w) => ({ method: 'GET', path: `/api/access-log.csv?patientId=${w.patientId}` }), owner: true },

  'GET /api/files/:id': { kind: 'owned', request: (w) => ({ method: 'GET', path: `/api/files/${w.fileId}` }), owner: true },
  'GET /api/submissions/:id/pdf': { kind: 'owned', request: (w) => ({ method: 'GET', path: `/api/submissions/${w.submissionId}/pdf` }), owner: true },
  'GET /api/patients/:id/pdf': { kind: 'owned', request: (w) => ({ method: 'GET', path: `/api/patients/${w.patientId}/pdf` }), owner: true },
  'GET /api/fhir/Questionnaire/:id': {
    kind: 'owned',
    request: (w) => ({ method: 'GET', path: `/api/fhir/Questionnaire/${w.templateId}` }),
    owner: true,
  },
  'GET /api/fhir/QuestionnaireResponse/:id': {
    kind: 'owned',
    request: (w) => ({ method: 'GET', path: `/api/fhir/QuestionnaireResponse/${w.submissionId}` }),
    owner: true,
  },
  'GET /api/fhir/Patient/:id/$everything': {
    kind: 'owned',
    request: (w) => ({ method: 'GET', path: `/api/fhir/Patient/${w.patientId}/$everything` }),
    owner: true,
  },
  'POST /api/fhir/Questionnaire': {
    kind: 'self',
    request: () => ({
      method: 'POST',
      path: '/api/fhir/Questionnaire',
      ...json({ resourceType: 'Questionnaire', status: 'active', title: 'Importé', item: [{ linkId: 'motif', type: 'string', text: 'Motif' }] }),
    }),
  },

  // The owner's private picture through an open link: a form serves only the pictures of its own fields.
  'GET /api/public-forms/:token/images/:fileId': {
    kind: 'link',
    request: (w) => ({ method: 'GET', path: `/api/public-forms/${w.openToken}/images/${w.fileId}` }),
  },
  'GET /api/public-forms/generic/:templateId/:userId/*params/images/:fileId': {
    kind: 'link',
    request: (w) => ({ method: 'GET', path: `/api/public-forms/generic/${w.openGeneric}/images/${w.fileId}` }),
  },
  // A token that is not one: the link itself is the credential.
  'GET /api/public-forms/:token': { kind: 'link', request: (w) => ({ method: 'GET', path: `/api/public-forms/${forged(w.sentToken)}` }) },
  'POST /api/public-forms/:token': {
    kind: 'link',
    request: (w) => ({ method: 'POST', path: `/api/public-forms/${forged(w.sentToken)}`, ...json({ answers: { motif: 'Intrus' }, consent: true }) }),
  },
  'POST /api/public-forms/:token/files': {
    kind: 'link',
    request: (w) => ({ method: 'POST', path: `/api/public-forms/${forged(w.sentToken)}/files`, body: PNG, contentType: 'image/png' }),
    countsAttempts: true,
  },
  // The owner's template and id with a signature that is not the server's.
  'GET /api/public-forms/generic/:templateId/:userId/*params': {
    kind: 'link',
    request: (w) => ({ method: 'GET', path: `/api/public-forms/generic/${forged(w.generic)}` }),
  },
  'POST /api/public-forms/generic/:templateId/:userId/*params': {
    kind: 'link',
    request: (w) => ({
      method: 'POST',
      path: `/api/public-forms/generic/${forged(w.generic)}`,
      ...json({ answers: { motif: 'Intrus' }, consent: true }),
    }),
  },
  'POST /api/public-forms/generic/:templateId/:userId/*params/files': {
    kind: 'link',
    request: (w) => ({ method: 'POST', path: `/api/public-forms/generic/${forged(w.generic)}/files`, body: PNG, contentType: 'image/png' }),
    countsAttempts: true,
  },
};

/** The same link with its last character changed: a token or a signature the server never issued. */
function forged(link: string): string {
  const last = link.at(-1) === 'A' ? 'B' : 'A';
  return link.slice(0, -1) + last;
}

function idsOf(world: TWorld): TIds {
  return {
    fileId: world.fileId,
    submissionId: world.completed.id,
    patientId: world.patient.id,
    templateId: world.template.id,
    sentToken: world.sent.linkToken,
    generic: world.generic,
    openToken: world.sent.linkToken,
    openGeneric: world.generic,
  };
}
function missingIdsOf(world: TWorld): TIds {
  return {
    fileId: randomUUID(),
    submissionId: MISSING_ID,
    templateId: MISSING_ID,
    patientId: MISSING_ID + 1,
    sentToken: generateToken(),
    generic: genericLinkPaths(deps.secretKey, MISSING_ID + 2, world.owner.id).withoutIdentity.replace(/^\/form\//, ''),
    openToken: world.sent.linkToken,
    openGeneric: world.generic,
  };
}

async function send(request: TRequest, authorization: string | undefined) {
  const res = await fetch(`${base}${request.path}`, {
    method: request.method,
    headers: { ...(request.contentType ? { 'content-type': request.contentType } : {}), ...(authorization ? { authorization } : {}) },
    ...(request.body === undefined ? {} : { body: request.body }),
  });
  const text = Buffer.from(await res.arrayBuffer()).toString('latin1');
  let code = '';
  try {
    code = String((JSON.parse(text) as { code?: unknown }).code ?? '');
  } catch {
    code = res.headers.get('content-type') ?? '';
  }
  return { status: res.status, code, text };
}

const totals = { pairs: 0, refused: 0, unknownCompared: 0, ownerSucceeded: 0, trpcOverHttp: 0, leaks: [] as string[] };

describe('REST authorization matrix: every route × every persona', () => {
  it('has a row for every route of the app, and none for a route that is gone', () => {
    const routes = routesOf(app);
    expect(
      routes.filter((route) => !(route in ROUTES)),
      'routes missing from ROUTES',
    ).toEqual([]);
    expect(Object.keys(ROUTES).filter((route) => !routes.includes(route))).toEqual([]);
    expect(routes.length).toBeGreaterThanOrEqual(25);
  });

  for (const persona of PERSONAS) {
    it(`${persona}: refused on the owner's records and on links that are not links, as for unknown ids, nothing written`, async () => {
      const world = await buildWorld();
      const who = await personaBearer(world, persona);
      const markers = Object.values(world.markers);
      const leaks: string[] = [];
      const entries = Object.entries(ROUTES)
        .filter(([, route]) => route.kind !== 'public')
        .sort(([a], [b]) => Number(a === 'POST /api/logout') - Number(b === 'POST /api/logout'));
      let current = await databaseChecksum();
      for (const [name, route] of entries) {
        totals.pairs += 1;
        const leak = (what: string) => leaks.push(`${persona} ${name}: ${what}`);
        const request = route.request!;
        await who.prepare?.();
        const first = await send(request(idsOf(world)), who.authorization);
        const seen = markers.filter((m) => first.text.includes(m));
        if (seen.length > 0) leak(`answer carries the owner's ${seen.join(', ')}`);
        if (first.status >= 500) leak(`${first.status} ${first.code}`);
        if (route.kind === 'self' && !UNAUTHENTICATED.includes(persona)) {
          current = await databaseChecksum();
          continue;
        }
        totals.refused += 1;
        if (UNAUTHENTICATED.includes(persona) && route.kind === 'self' ? first.status !== 401 : ![401, 403, 404].includes(first.status)) {
          leak(`answered ${first.status} ${first.code}`);
        }
        if (route.kind !== 'self') {
          totals.unknownCompared += 1;
          await who.prepare?.();
          const unknown = await send(request(missingIdsOf(world)), who.authorization);
          if (`${unknown.status} ${unknown.code}` !== `${first.status} ${first.code}`) {
            leak(`${first.status} ${first.code} for the owner's record, ${unknown.status} ${unknown.code} for an unknown one`);
          }
        }
        const after = await databaseChecksum();
        const changed = Object.keys(after).filter((t) => after[t] !== current[t] && !(route.countsAttempts && t === 'rate_limits'));
        if (changed.length > 0) leak(`the refusal changed ${changed.join(', ')}`);
        current = after;
      }
      totals.leaks.push(...leaks);
      expect(leaks).toEqual([]);
    });
  }

  it('every tRPC procedure over HTTP (/api/trpc): the unauthenticated personas get 401, not cached, nothing written', async () => {
    // The tRPC mount is one middleware, not routes: its procedures come from the router (the tRPC matrix calls them
    // with every persona in packages/api/src/security); here the same refusal is checked through the real adapter.
    const procedures = Object.entries((appRouter as unknown as { _def: { procedures: Record<string, { _def: { type: string } }> } })._def.procedures);
    expect(procedures.length).toBeGreaterThan(100);
    const leaks: string[] = [];
    let calls = 0;
    for (const persona of UNAUTHENTICATED) {
      const world = await buildWorld();
      const who = await personaBearer(world, persona);
      const before = await databaseChecksum();
      for (const [path, procedure] of procedures) {
        if (PUBLIC_PROCEDURES.has(path)) continue;
        await who.prepare?.();
        const headers = { 'content-type': 'application/json', ...(who.authorization ? { authorization: who.authorization } : {}) };
        const res =
          procedure._def.type === 'query'
            ? await fetch(`${base}/api/trpc/${path}?input=${encodeURIComponent(JSON.stringify({ id: world.patient.id }))}`, { headers })
            : await fetch(`${base}/api/trpc/${path}`, { method: 'POST', headers, body: JSON.stringify({ id: world.patient.id }) });
        const body = (await res.json()) as { error?: { data?: { appCode?: string } } };
        calls += 1;
        if (res.status !== 401 || body.error?.data?.appCode !== 'UNAUTHENTICATED')
          leaks.push(`${persona} ${path}: ${res.status} ${body.error?.data?.appCode}`);
        if (res.headers.get('cache-control') !== 'no-store') leaks.push(`${persona} ${path}: Cache-Control ${res.headers.get('cache-control')}`);
      }
      const after = await databaseChecksum();
      const changed = Object.keys(after).filter((t) => after[t] !== before[t]);
      if (changed.length > 0) leaks.push(`${persona}: the refusals changed ${changed.join(', ')}`);
    }
    totals.trpcOverHttp += calls;
    totals.leaks.push(...leaks);
    expect(leaks).toEqual([]);
  });

  it('the owner reads their own records through the same routes', async () => {
    const world = await buildWorld();
    const authorization = `Bearer ${(await createSession(prisma, world.owner.id)).token}`;
    const failures: string[] = [];
    for (const [name, route] of Object.entries(ROUTES).filter(([, r]) => r.owner)) {
      const answer = await send(route.request!(idsOf(world)), authorization);
      if (answer.status >= 200 && answer.status < 300) totals.ownerSucceeded += 1;
      else failures.push(`${name}: ${answer.status} ${answer.code}`);
    }
    // The open link itself opens the form to anyone: it is the credential.
    const form = await send({ method: 'GET', path: `/api/public-forms/${world.sent.linkToken}` }, undefined);
    expect(form.status).toBe(200);
    expect(failures).toEqual([]);
  });

  it('the user-returning routes answer the documented snake_case user, its fields and no other (no secret, no security state)', async () => {
    const world = await buildWorld();
    const authorization = `Bearer ${(await createSession(prisma, world.owner.id)).token}`;
    const me = await send(ROUTES['GET /api/me']!.request!(idsOf(world)), authorization);
    expect(me.status).toBe(200);
    const body = JSON.parse(me.text) as { success: boolean; data: { user: Record<string, unknown> } };
    expect(Object.keys(body).sort()).toEqual(['data', 'success']);
    expect(Object.keys(body.data)).toEqual(['user']);
    expect(Object.keys(body.data.user).sort()).toEqual(Object.keys(ZRestUser.shape).sort());
    expect(ZRestUser.strict().parse(body.data.user)).toMatchObject({ id: world.owner.id, last_name: world.owner.lastName, profile_completed: true });

    // The OpenAPI document (GET /api/openapi.json) describes the same user, key for key, for /me, /login and /complete-profile.
    const openApi = (await (await fetch(`${base}/api/openapi.json`)).json()) as {
      components: { schemas: { User: { properties: Record<string, unknown>; required: string[] } } };
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    expect(Object.keys(openApi.components.schemas.User.properties).sort()).toEqual(Object.keys(body.data.user).sort());
    expect([...openApi.components.schemas.User.required].sort()).toEqual(Object.keys(body.data.user).sort());
    for (const [path, method] of [
      ['/me', 'get'],
      ['/login', 'post'],
      ['/complete-profile', 'post'],
    ] as const) {
      expect(JSON.stringify(openApi.paths[path]?.[method]?.responses[200])).toContain('"$ref":"#/components/schemas/User"');
    }
  });
});

afterAll(() => {
  const routes = routesOf(app);
  const exempt = Object.values(ROUTES).filter((r) => r.kind === 'public').length;
  console.log(
    `SECURITY rest-matrix: ${routes.length} routes (${exempt} public, exempt) × ${PERSONAS.length} personas + the owner: ${totals.pairs} calls, ` +
      `${totals.refused} refused as expected, ${totals.unknownCompared} compared with an unknown id, owner successes ${totals.ownerSucceeded}; ` +
      `tRPC over HTTP: ${totals.trpcOverHttp} calls by the 4 unauthenticated personas refused 401 with no-store; leaks ${totals.leaks.length}`,
  );
  expect(totals.leaks).toEqual([]);
});
