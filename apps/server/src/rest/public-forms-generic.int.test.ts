// A practitioner's generic link over real HTTP and the real database (docs/forms-api.md#generic-link-rotation): it takes
// no answer while its owner is not entitled, it can be replaced (every older copy is then an unknown link), and it
// accepts a bounded number of answers an hour whatever the IPs.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSession, GENERIC_LINK_SUBMIT_LIMIT, type ApiDeps, type MailMessage } from '@praxiform/api';
import { createTestCaller, createTestDeps, listenLocally, type TListening } from '@praxiform/api/testing';
import { createPatient, createSubmission, createTemplate, createUser, getTestDatabaseUrl } from '@praxiform/db/testing';
import { createPrismaClient, type PrismaClient } from '@praxiform/db';
import type { TField } from '@praxiform/domain';
import { createApp } from '../app';

const DAY = 24 * 3600 * 1000;
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
const VALID = { motif: 'Douleur au genou' };
const VALID_FIELD: TField = { id: 'motif', type: 'textarea', title: 'Motif de la consultation', required: true, practitionerOnly: false };

vi.setConfig({ testTimeout: 60_000 });

let deps: ApiDeps;
let server: TListening;
let base: string;
let prisma: PrismaClient;
const mails: MailMessage[] = [];

beforeAll(async () => {
  prisma = createPrismaClient(await getTestDatabaseUrl(), { max: 8 });
  deps = await createTestDeps({ prisma, mailer: { describe: 'test', send: async (message) => void mails.push(message) } });
  // Behind a trusted local proxy, X-Forwarded-For gives each request the IP a test chooses (rate limits are per IP).
  server = await listenLocally(createApp({ deps, trustProxy: 'loopback' }));
  base = server.base;
});

afterAll(async () => {
  await server.close();
  await prisma.$disconnect();
});

let ipCounter = 0;
function freshIp(): string {
  ipCounter += 1;
  return `198.51.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
}

type TResponse = { status: number; body: Record<string, unknown> };

async function call(method: 'GET' | 'POST', url: string, body?: unknown): Promise<TResponse> {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: { 'x-forwarded-for': freshIp(), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

async function upload(url: string): Promise<TResponse> {
  const res = await fetch(`${base}${url}/files`, {
    method: 'POST',
    headers: { 'content-type': 'image/png', 'x-forwarded-for': freshIp() },
    body: PNG,
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

async function image(url: string): Promise<number> {
  const res = await fetch(`${base}${url}`, { headers: { 'x-forwarded-for': freshIp() } });
  await res.arrayBuffer();
  return res.status;
}

/** A tRPC procedure over HTTP (no transformer: the body is the input). */
async function trpc(procedure: string, input: unknown, token: string) {
  const res = await fetch(`${base}/api/trpc/${procedure}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(input),
  });
  const body = (await res.json()) as { result?: { data: { url: string; urlWithoutIdentity: string } }; error?: { data: { appCode: string } } };
  return { status: res.status, body };
}

/** The REST paths of a link the SPA handed out: /api/public-forms/generic/... with and without identity. */
function apiPaths(links: { url: string; urlWithoutIdentity: string }) {
  const rest = (url: string) => url.replace(`${deps.appUrl}/form/`, '/api/public-forms/generic/');
  return {
    withIdentity: rest(links.url).replace('PRENOM', 'Jeanne').replace('NOM', 'Martin').replace('EMAIL', 'jeanne%40example.org'),
    withoutIdentity: rest(links.urlWithoutIdentity),
  };
}

/** A practitioner on a trial with a template showing a picture, and the generic link taken during the trial. */
async function world(overrides: { emailNotifications?: boolean } = {}) {
  const practitioner = await createUser(prisma, {
    firstName: 'Claire',
    lastName: 'Moreau',
    profession: 'physiotherapist',
    emailNotifications: overrides.emailNotifications ?? true,
  });
  const { token } = await createSession(prisma, practitioner.id);
  const stored = await fetch(`${base}/api/files`, {
    method: 'POST',
    headers: { 'content-type': 'image/png', authorization: `Bearer ${token}` },
    body: PNG,
  });
  const picture = (await stored.json()) as { fileId: string; url: string };
  const fields: TField[] = [
    { id: 'schema', type: 'image', title: 'Schéma du genou', required: false, practitionerOnly: false, imageUrl: picture.url },
    { id: 'motif', type: 'textarea', title: 'Motif de la consultation', required: true, practitionerOnly: false },
    { id: 'photo', type: 'image-upload', title: 'Photo', required: false, practitionerOnly: false },
  ];
  const template = await createTemplate(prisma, { creatorId: practitioner.id, name: 'Bilan du genou', fields });
  const caller = await createTestCaller(deps, practitioner.id, { ip: '203.0.113.50' });
  const links = await caller.submissions.genericLink({ templateId: template.id });
  return { practitioner, token, template, caller, links, paths: apiPaths(links), fileId: picture.fileId };
}

/** Everything a generic link's answer or picture writes for this practitioner. */
async function stored(practitionerId: number) {
  return {
    submissions: await prisma.submission.count({ where: { practitionerId } }),
    notifications: await prisma.notification.count({ where: { userId: practitionerId } }),
    uploads: await prisma.storedFile.count({ where: { ownerId: practitionerId, uploadScope: { not: null } } }),
    mails: mails.length,
  };
}

describe('a generic link whose owner is not entitled', () => {
  it('answers 403 FORM_NOT_ACCEPTING on GET, POST, upload and image, stores nothing, and works again once the account is active', async () => {
    const w = await world();
    const imagePath = `${w.paths.withoutIdentity}/images/${w.fileId}`;
    expect((await call('GET', w.paths.withIdentity)).status).toBe(200);
    expect(await image(imagePath)).toBe(200);

    // The trial ended a second ago; the job has not run yet: the clock decides.
    await prisma.subscription.update({ where: { userId: w.practitioner.id }, data: { trialEndsAt: new Date(Date.now() - 1000) } });
    const before = await stored(w.practitioner.id);
    for (const path of [w.paths.withIdentity, w.paths.withoutIdentity]) {
      const refused = { status: 403, body: { success: false, code: 'FORM_NOT_ACCEPTING' } };
      expect(await call('GET', path), path).toMatchObject(refused);
      expect(await call('POST', path, { answers: VALID, consent: true }), path).toMatchObject(refused);
      expect(await upload(path), path).toMatchObject(refused);
      expect(await image(`${path}/images/${w.fileId}`), path).toBe(403);
    }
    // The refusal says nothing about the practitioner's subscription.
    const body = JSON.stringify((await call('GET', w.paths.withoutIdentity)).body);
    expect(body).not.toMatch(/trial|subscri|expired|entitle/i);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await stored(w.practitioner.id)).toEqual(before);

    // The job wrote it down: still refused.
    await prisma.subscription.update({ where: { userId: w.practitioner.id }, data: { status: 'expired' } });
    expect((await call('POST', w.paths.withoutIdentity, { answers: VALID, consent: true })).status).toBe(403);
    expect(await stored(w.practitioner.id)).toEqual(before);

    // A forged signature stays an unknown link, entitled or not.
    const forged = `${w.paths.withoutIdentity.slice(0, -1)}${w.paths.withoutIdentity.endsWith('A') ? 'B' : 'A'}`;
    expect(await call('GET', forged)).toMatchObject({ status: 404, body: { code: 'LINK_INVALID' } });

    // Subscribed: the same link takes answers again.
    await prisma.subscription.update({
      where: { userId: w.practitioner.id },
      data: { status: 'active', plan: 'monthly', currentPeriodEnd: new Date(Date.now() + 30 * DAY) },
    });
    expect((await call('GET', w.paths.withIdentity)).status).toBe(200);
    expect((await call('POST', w.paths.withIdentity, { answers: VALID, consent: true })).status).toBe(201);
    expect(await upload(w.paths.withoutIdentity)).toMatchObject({ status: 201 });
    expect(await image(imagePath)).toBe(200);
    expect(await prisma.submission.count({ where: { practitionerId: w.practitioner.id, viaGenericLink: true } })).toBe(1);
  });

  it('a canceled period that is over is refused; a canceled one still running and an administrator are not', async () => {
    const w = await world({ emailNotifications: false });
    await prisma.subscription.update({
      where: { userId: w.practitioner.id },
      data: { status: 'canceled', plan: 'monthly', cancelAtPeriodEnd: true, currentPeriodEnd: new Date(Date.now() - 1000) },
    });
    expect(await call('POST', w.paths.withoutIdentity, { answers: VALID, consent: true })).toMatchObject({
      status: 403,
      body: { code: 'FORM_NOT_ACCEPTING' },
    });
    await prisma.subscription.update({ where: { userId: w.practitioner.id }, data: { currentPeriodEnd: new Date(Date.now() + DAY) } });
    expect((await call('POST', w.paths.withoutIdentity, { answers: VALID, consent: true })).status).toBe(201);

    await prisma.subscription.delete({ where: { userId: w.practitioner.id } });
    expect((await call('GET', w.paths.withoutIdentity)).status).toBe(403);
    await prisma.user.update({ where: { id: w.practitioner.id }, data: { isAdministrator: true } });
    expect((await call('GET', w.paths.withoutIdentity)).status).toBe(200);
  });

  it('keeps a link sent to a named patient during the trial working until it expires', async () => {
    const w = await world({ emailNotifications: false });
    const patient = await createPatient(prisma, { ownerId: w.practitioner.id });
    const sent = await createSubmission(prisma, { practitionerId: w.practitioner.id, patientId: patient.id, templateId: w.template.id });
    await prisma.subscription.update({ where: { userId: w.practitioner.id }, data: { status: 'expired', trialEndsAt: new Date(Date.now() - DAY) } });
    const url = `/api/public-forms/${sent.linkToken}`;
    expect((await call('GET', url)).status).toBe(200);
    expect((await call('POST', url, { answers: VALID, consent: true })).status).toBe(201);
    expect((await call('GET', w.paths.withoutIdentity)).status).toBe(403);
  });
});

describe('submissions.rotateGenericLink', () => {
  it('makes every older copy an unknown link (GET, POST, upload, image: 404) and answers the new one, which works', async () => {
    const w = await world({ emailNotifications: false });
    const rotated = await trpc('submissions.rotateGenericLink', { templateId: w.template.id }, w.token);
    expect(rotated.status).toBe(200);
    const next = rotated.body.result?.data ?? { url: '', urlWithoutIdentity: '' };
    expect(next.url).not.toBe(w.links.url);
    expect(next.url).toMatch(new RegExp(`^${deps.appUrl}/form/${w.template.id}/${w.practitioner.id}/PRENOM/NOM/EMAIL/[A-Za-z0-9_-]{43}$`));
    // submissions.genericLink now answers the new link.
    expect(await w.caller.submissions.genericLink({ templateId: w.template.id })).toEqual(next);

    const before = await stored(w.practitioner.id);
    for (const path of [w.paths.withIdentity, w.paths.withoutIdentity]) {
      const unknown = { status: 404, body: { code: 'LINK_INVALID' } };
      expect(await call('GET', path), path).toMatchObject(unknown);
      expect(await call('POST', path, { answers: VALID, consent: true }), path).toMatchObject(unknown);
      expect(await upload(path), path).toMatchObject(unknown);
      expect(await image(`${path}/images/${w.fileId}`), path).toBe(404);
    }
    expect(await stored(w.practitioner.id)).toEqual(before);

    const fresh = apiPaths(next);
    expect(await call('GET', fresh.withIdentity)).toMatchObject({ status: 200, body: { form: { respondent: { firstName: 'Jeanne' } } } });
    const picture = await upload(fresh.withIdentity);
    expect(picture.status).toBe(201);
    expect((await call('POST', fresh.withIdentity, { answers: { ...VALID, photo: picture.body.fileId }, consent: true })).status).toBe(201);
    expect((await call('POST', fresh.withoutIdentity, { answers: VALID, consent: true })).status).toBe(201);
    expect(await image(`${fresh.withoutIdentity}/images/${w.fileId}`)).toBe(200);
    expect(await prisma.submission.count({ where: { practitionerId: w.practitioner.id, viaGenericLink: true } })).toBe(2);

    // A second rotation retires the second link too.
    const third = await w.caller.submissions.rotateGenericLink({ templateId: w.template.id });
    expect((await call('GET', fresh.withoutIdentity)).status).toBe(404);
    expect((await call('GET', apiPaths(third).withoutIdentity)).status).toBe(200);
    expect(await prisma.template.findUniqueOrThrow({ where: { id: w.template.id } })).toMatchObject({ genericLinkVersion: 3 });
  });

  it('is audited: who, which template, which version, from where', async () => {
    const w = await world({ emailNotifications: false });
    await w.caller.submissions.rotateGenericLink({ templateId: w.template.id });
    const rows = await prisma.auditLog.findMany({ where: { action: 'submissions.generic_link.rotated', actorId: w.practitioner.id } });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ targetType: 'template', targetId: String(w.template.id), ip: '203.0.113.50', metadata: { version: 2 } });
  });

  it('refuses a stranger, an unknown id and a public template with NOT_FOUND, and changes nothing', async () => {
    const w = await world({ emailNotifications: false });
    const stranger = await createUser(prisma, { firstName: 'Hugo', lastName: 'Etranger' });
    const { token } = await createSession(prisma, stranger.id);
    const publicTemplate = await createTemplate(prisma, { creatorId: w.practitioner.id, isPublic: true });
    expect(await trpc('submissions.rotateGenericLink', { templateId: w.template.id }, token)).toMatchObject({
      status: 404,
      body: { error: { data: { appCode: 'NOT_FOUND' } } },
    });
    for (const templateId of [99_999_999, publicTemplate.id]) {
      expect((await trpc('submissions.rotateGenericLink', { templateId }, w.token)).body.error?.data.appCode).toBe('NOT_FOUND');
    }
    expect(await prisma.template.findUniqueOrThrow({ where: { id: w.template.id } })).toMatchObject({ genericLinkVersion: 1 });
    expect(
      await prisma.auditLog.count({
        where: { action: 'submissions.generic_link.rotated', targetId: { in: [String(w.template.id), String(publicTemplate.id)] } },
      }),
    ).toBe(0);
    expect((await call('GET', w.paths.withoutIdentity)).status).toBe(200);
  });

  it('is allowed to an owner who is not entitled (a leaked link can always be killed)', async () => {
    const w = await world({ emailNotifications: false });
    await prisma.subscription.update({ where: { userId: w.practitioner.id }, data: { status: 'expired', trialEndsAt: new Date(Date.now() - DAY) } });
    const rotated = await trpc('submissions.rotateGenericLink', { templateId: w.template.id }, w.token);
    expect(rotated.status).toBe(200);
    expect(await prisma.template.findUniqueOrThrow({ where: { id: w.template.id } })).toMatchObject({ genericLinkVersion: 2 });
    // The old copy is unknown (404), the new one not accepting (403) until the account is entitled again.
    expect((await call('GET', w.paths.withoutIdentity)).status).toBe(404);
    expect((await call('GET', apiPaths(rotated.body.result!.data).withoutIdentity)).status).toBe(403);
  });

  it('two concurrent rotations each take their own version', async () => {
    const w = await world({ emailNotifications: false });
    const answers = await Promise.all([1, 2, 3].map(() => w.caller.submissions.rotateGenericLink({ templateId: w.template.id })));
    expect(new Set(answers.map((a) => a.url)).size).toBe(3);
    expect(await prisma.template.findUniqueOrThrow({ where: { id: w.template.id } })).toMatchObject({ genericLinkVersion: 4 });
  });
});

describe('the per-link limit on answers', () => {
  it(`takes ${GENERIC_LINK_SUBMIT_LIMIT?.points ?? 60} answers an hour per link whatever the IPs, then RATE_LIMITED 429 with nothing stored`, async () => {
    expect(GENERIC_LINK_SUBMIT_LIMIT).toEqual({ points: 60, windowSeconds: 3600 });
    const w = await world({ emailNotifications: false });
    const { points } = GENERIC_LINK_SUBMIT_LIMIT;
    for (let i = 0; i < points; i += 1) {
      const path = i % 2 === 0 ? w.paths.withIdentity : w.paths.withoutIdentity;
      expect((await call('POST', path, { answers: VALID, consent: true })).status, `answer ${i + 1}`).toBe(201);
    }
    expect(await call('POST', w.paths.withoutIdentity, { answers: VALID, consent: true })).toMatchObject({
      status: 429,
      body: { code: 'RATE_LIMITED' },
    });
    expect(await call('POST', w.paths.withIdentity, { answers: VALID, consent: true })).toMatchObject({ status: 429 });
    expect(await prisma.submission.count({ where: { practitionerId: w.practitioner.id, viaGenericLink: true } })).toBe(points);
    expect(await prisma.notification.count({ where: { userId: w.practitioner.id } })).toBe(points);
    // Reading the form is not limited; another template's link has its own bucket; so has the link that replaces it.
    expect((await call('GET', w.paths.withoutIdentity)).status).toBe(200);
    const other = await createTemplate(prisma, { creatorId: w.practitioner.id, fields: [{ ...VALID_FIELD }] });
    const otherLinks = apiPaths(await w.caller.submissions.genericLink({ templateId: other.id }));
    expect((await call('POST', otherLinks.withoutIdentity, { answers: VALID, consent: true })).status).toBe(201);
    const rotated = apiPaths(await w.caller.submissions.rotateGenericLink({ templateId: w.template.id }));
    expect((await call('POST', rotated.withoutIdentity, { answers: VALID, consent: true })).status).toBe(201);
  });

  it('counts nothing for an unknown link or one not accepting answers', async () => {
    const w = await world({ emailNotifications: false });
    await prisma.subscription.update({ where: { userId: w.practitioner.id }, data: { trialEndsAt: new Date(Date.now() - 1000) } });
    expect((await call('POST', w.paths.withoutIdentity, { answers: VALID, consent: true })).status).toBe(403);
    expect(await prisma.rateLimit.count({ where: { key: { contains: `:${w.template.id}:` } } })).toBe(0);
  });
});
