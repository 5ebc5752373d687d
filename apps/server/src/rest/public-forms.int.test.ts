// The public form REST over real HTTP and the real database: links, submits, uploads, generic links, side effects, logs.
import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSession, genericLinkPaths, LOG_REDACT_PATHS, type ApiDeps, type MailMessage } from '@praxiform/api';
import {
  collectLines,
  createTestCaller,
  createTestDeps,
  douleurQuestion,
  listenLocally,
  TEST_SECRET_KEY,
  type TListening,
} from '@praxiform/api/testing';
import { createPatient, createSubmission, createTemplate, createUser, getTestDatabaseUrl } from '@praxiform/db/testing';
import { createPrismaClient, hashToken, onStatement, type PrismaClient } from '@praxiform/db';
import pg from 'pg';
import { instrumentVersion, type TField } from '@praxiform/domain';
import { createApp } from '../app';

const FIELDS: TField[] = [
  { id: 'motif', type: 'textarea', title: 'Motif de la consultation', required: true, practitionerOnly: false },
  douleurQuestion({
    points: 3,
    yes: [
      { id: 'localisation', type: 'text', title: 'Où avez-vous mal ?', required: true, practitionerOnly: false },
      { id: 'impression-cachee', type: 'text', title: 'Impression clinique réservée', required: false, practitionerOnly: true },
    ],
  }),
  { id: 'photo', type: 'image-upload', title: 'Photo de la zone', required: false, practitionerOnly: false },
  {
    id: 'hypothese-praticien',
    type: 'radio',
    title: 'Hypothèse diagnostique confidentielle',
    required: true,
    practitionerOnly: true,
    options: [
      {
        id: 'tendinite-secrete',
        label: 'Tendinite secrète',
        children: [{ id: 'sous-question-secrete', type: 'text', title: 'Sous-question secrète', required: false, practitionerOnly: false }],
      },
    ],
  },
];
const PRACTITIONER_ONLY_TEXTS = [
  'impression-cachee',
  'Impression clinique réservée',
  'hypothese-praticien',
  'Hypothèse diagnostique confidentielle',
  'tendinite-secrete',
  'Tendinite secrète',
  'sous-question-secrete',
  'Sous-question secrète',
];
const VALID = { motif: '  Douleur au genou  ', douleur: 'oui', localisation: 'Genou droit' };

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);

let deps: ApiDeps;
let server: TListening;
let base: string;
let prisma: PrismaClient;
let statements = 0;
const mails: MailMessage[] = [];
let failMail = false;
const { lines: logLines, sink } = collectLines();

beforeAll(async () => {
  // A client that reports its statements, so a test can prove a malformed token costs no query.
  prisma = createPrismaClient(await getTestDatabaseUrl(), { max: 8 });
  // Every statement on the client's connections: Prisma's and the hand-written ones of the hot paths.
  onStatement(prisma, () => {
    statements += 1;
  });
  deps = await createTestDeps({
    prisma,
    logger: pino({ level: 'info', redact: { paths: LOG_REDACT_PATHS, censor: '[redacted]' } }, sink),
    mailer: {
      describe: 'test',
      send: async (message) => {
        if (failMail) throw new Error('SMTP down');
        mails.push(message);
      },
    },
  });
  // Behind a trusted local proxy, X-Forwarded-For gives each test its own IP (rate limits are per IP).
  server = await listenLocally(createApp({ deps, trustProxy: 'loopback' }));
  base = server.base;
});

afterAll(async () => {
  await server.close();
  await prisma.$disconnect();
});

type TResponse = { status: number; headers: Headers; body: Record<string, unknown>; text: string };

async function call(method: 'GET' | 'POST', url: string, body?: unknown, headers: Record<string, string> = {}): Promise<TResponse> {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? (JSON.parse(text) as Record<string, unknown>) : {}, text };
}

async function upload(url: string, bytes: Buffer, contentType = 'image/png', ip = '203.0.113.99'): Promise<TResponse> {
  const res = await fetch(`${base}${url}/files`, { method: 'POST', headers: { 'content-type': contentType, 'x-forwarded-for': ip }, body: bytes });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: JSON.parse(text) as Record<string, unknown>, text };
}

let ipCounter = 0;
function freshIp(): string {
  ipCounter += 1;
  return `198.51.100.${ipCounter}`;
}

/** A practitioner with a patient, a private template of FIELDS and a form sent to the patient. */
async function setup(overrides: { emailNotifications?: boolean; interfaceLanguage?: 'fr' | 'en' | 'nl'; scoringEnabled?: boolean } = {}) {
  const practitioner = await createUser(prisma, {
    firstName: 'Claire',
    lastName: 'Moreau',
    profession: 'physiotherapist',
    emailNotifications: overrides.emailNotifications ?? true,
    interfaceLanguage: overrides.interfaceLanguage ?? 'fr',
  });
  const patient = await createPatient(prisma, { ownerId: practitioner.id, firstName: 'Lucas', lastName: 'Petit' });
  const template = await createTemplate(prisma, {
    creatorId: practitioner.id,
    name: 'Bilan du genou',
    fields: FIELDS,
    scoringEnabled: overrides.scoringEnabled ?? true,
  });
  const sent = await createSubmission(prisma, {
    practitionerId: practitioner.id,
    patientId: patient.id,
    templateId: template.id,
    instructions: 'À remplir avant le rendez-vous.',
  });
  return { practitioner, patient, template, sent, url: `/api/public-forms/${sent.linkToken}` };
}

function genericUrl(templateId: number, userId: number, identity?: [string, string, string]): string {
  const { withoutIdentity } = genericLinkPaths(TEST_SECRET_KEY, templateId, userId);
  const sig = withoutIdentity.split('/').pop() ?? '';
  const segments = identity ? [...identity.map(encodeURIComponent), sig] : [sig];
  return `/api/public-forms/generic/${templateId}/${userId}/${segments.join('/')}`;
}

describe('GET /api/public-forms/:token', () => {
  it('answers the public form without practitioner-only fields, option points or score, and marks it opened once', async () => {
    const { sent, url, practitioner } = await setup();
    const res = await call('GET', url);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    const form = res.body.form as Record<string, unknown>;
    expect(form).toMatchObject({
      formName: 'Bilan du genou',
      practitionerName: 'Claire Moreau',
      practitionerProfession: 'physiotherapist',
      practitionerCustomProfession: null,
      instructions: 'À remplir avant le rendez-vous.',
      language: 'fr',
      expiresAt: sent.expiresAt?.toISOString(),
      respondent: null,
    });
    expect((form.fields as TField[]).map((f) => f.id)).toEqual(['motif', 'douleur', 'photo']);
    const douleur = (form.fields as TField[])[1];
    expect(douleur?.options?.[0]?.children.map((f) => f.id)).toEqual(['localisation']);
    for (const text of PRACTITIONER_ONLY_TEXTS) expect(res.text).not.toContain(text);
    expect(res.text).not.toContain('points');
    expect(res.text).not.toContain('score');
    expect(res.text).not.toContain(practitioner.email);

    const opened = await prisma.submission.findUniqueOrThrow({ where: { id: sent.id } });
    expect(opened.status).toBe('pending');
    expect(opened.openedAt).toBeInstanceOf(Date);
    expect((await call('GET', url)).status).toBe(200);
    expect((await prisma.submission.findUniqueOrThrow({ where: { id: sent.id } })).openedAt).toEqual(opened.openedAt);
  });

  it('answers 404 LINK_INVALID for an unknown token, and for a malformed one without any database query', async () => {
    const unknown = await call('GET', `/api/public-forms/${'A'.repeat(64)}`);
    expect(unknown).toMatchObject({ status: 404, body: { success: false, code: 'LINK_INVALID' } });
    for (const malformed of ['short', `${'A'.repeat(40)}%24%24%24%24%24%24%24%24`, 'A'.repeat(129), 'generic']) {
      statements = 0;
      const res = await call('GET', `/api/public-forms/${malformed}`);
      expect(res, malformed).toMatchObject({ status: 404, body: { code: 'LINK_INVALID' } });
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(statements, malformed).toBe(0);
    }
  });

  it('answers 410 LINK_EXPIRED past the expiry (and stores it), for a cancelled link, and LINK_ALREADY_USED once completed', async () => {
    const { sent, url } = await setup();
    await prisma.submission.update({ where: { id: sent.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect(await call('GET', url)).toMatchObject({ status: 410, body: { code: 'LINK_EXPIRED' } });
    expect((await prisma.submission.findUniqueOrThrow({ where: { id: sent.id } })).status).toBe('expired');

    const cancelled = await setup();
    await prisma.submission.update({ where: { id: cancelled.sent.id }, data: { status: 'expired' } });
    expect(await call('GET', cancelled.url)).toMatchObject({ status: 410, body: { code: 'LINK_EXPIRED' } });

    const used = await setup();
    await prisma.submission.update({ where: { id: used.sent.id }, data: { status: 'completed', completedAt: new Date() } });
    expect(await call('GET', used.url)).toMatchObject({ status: 410, body: { code: 'LINK_ALREADY_USED' } });
  });
});

describe('POST /api/public-forms/:token', () => {
  it('stores the answers once with consent and score, notifies the practitioner and mails them without any answer', async () => {
    const { sent, url, patient, practitioner } = await setup();
    const res = await call('POST', url, { answers: { ...VALID, photo: null }, consent: true });
    expect(res).toMatchObject({ status: 201, body: { success: true } });
    expect(res.headers.get('cache-control')).toBe('no-store');

    const stored = await prisma.submission.findUniqueOrThrow({ where: { id: sent.id } });
    expect(stored).toMatchObject({
      status: 'completed',
      score: 3,
      answers: { motif: 'Douleur au genou', douleur: 'oui', localisation: 'Genou droit' },
    });
    expect(stored.completedAt).toBeInstanceOf(Date);
    expect(stored.consentAt).toBeInstanceOf(Date);

    const notifications = await prisma.notification.findMany({ where: { submissionId: sent.id } });
    expect(notifications).toMatchObject([
      { userId: practitioner.id, kind: 'form_completed', patientName: 'Lucas Petit', formName: 'Bilan du genou', readAt: null },
    ]);

    await vi.waitFor(() => expect(mails.filter((m) => m.to === practitioner.email)).toHaveLength(1));
    const mail = mails.find((m) => m.to === practitioner.email);
    expect(mail?.subject).toBe('Lucas Petit a rempli «\u00a0Bilan du genou\u00a0»');
    expect(mail?.text).toContain(`http://localhost:3000/fr/patients/${patient.id}`);
    for (const answer of ['Douleur au genou', 'Genou droit']) {
      expect(mail?.text).not.toContain(answer);
      expect(mail?.html).not.toContain(answer);
    }

    expect(await call('POST', url, { answers: VALID, consent: true })).toMatchObject({ status: 409, body: { code: 'FORM_ALREADY_SUBMITTED' } });
    expect(await call('GET', url)).toMatchObject({ status: 410, body: { code: 'LINK_ALREADY_USED' } });
    expect(await prisma.notification.count({ where: { submissionId: sent.id } })).toBe(1);
  });

  it('refuses without consent (CONSENT_REQUIRED) and changes nothing', async () => {
    const { sent, url } = await setup();
    for (const body of [{ answers: VALID }, { answers: VALID, consent: 'true' }, { answers: VALID, consent: false }]) {
      expect(await call('POST', url, body)).toMatchObject({ status: 422, body: { success: false, code: 'CONSENT_REQUIRED' } });
    }
    const raw = await fetch(`${base}${url}`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'consent=true' });
    expect(raw.status).toBe(422);
    expect((await prisma.submission.findUniqueOrThrow({ where: { id: sent.id } })).status).toBe('sent');
  });

  it('answers ANSWERS_INVALID with the code of each field: required, required conditional child, practitioner-only, wrong values', async () => {
    const { sent, url } = await setup();
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ douleur: 'non' }, { motif: ['REQUIRED'] }],
      [{ motif: 'x', douleur: 'oui' }, { localisation: ['REQUIRED'] }],
      [{ ...VALID, 'impression-cachee': 'tentative' }, { 'impression-cachee': ['NOT_ALLOWED'] }],
      [{ ...VALID, 'hypothese-praticien': 'tendinite-secrete' }, { 'hypothese-praticien': ['NOT_ALLOWED'] }],
      [{ motif: 'x', douleur: 'peut-etre' }, { douleur: ['OPTION'] }],
      [{ ...VALID, photo: 'not-a-file-id' }, { photo: ['FILE'] }],
      [{ ...VALID, motif: { nested: true } }, { motif: ['NOT_ALLOWED'] }],
    ];
    for (const [answers, errors] of cases) {
      const res = await call('POST', url, { answers, consent: true });
      expect(res.status, JSON.stringify(answers)).toBe(422);
      expect(res.body).toEqual({ success: false, code: 'ANSWERS_INVALID', message: 'ANSWERS_INVALID', errors });
    }
    expect(await call('POST', url, { answers: 'everything', consent: true })).toMatchObject({ status: 422, body: { code: 'ANSWERS_INVALID' } });
    const unchanged = await prisma.submission.findUniqueOrThrow({ where: { id: sent.id } });
    expect(unchanged).toMatchObject({ status: 'sent', answers: null, completedAt: null });

    // Answers to a hidden conditional field are dropped, not refused.
    expect((await call('POST', url, { answers: { motif: 'x', douleur: 'non', localisation: 'ignoré' }, consent: true })).status).toBe(201);
    expect((await prisma.submission.findUniqueOrThrow({ where: { id: sent.id } })).answers).toEqual({ motif: 'x', douleur: 'non' });
  });

  it('answers 410 LINK_EXPIRED after the expiry and keeps the link expired', async () => {
    const { sent, url } = await setup();
    await prisma.submission.update({ where: { id: sent.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect(await call('POST', url, { answers: VALID, consent: true })).toMatchObject({ status: 410, body: { code: 'LINK_EXPIRED' } });
    expect(await prisma.submission.findUniqueOrThrow({ where: { id: sent.id } })).toMatchObject({ status: 'expired', answers: null });
    expect(await call('POST', `/api/public-forms/${'B'.repeat(64)}`, { answers: VALID, consent: true })).toMatchObject({
      status: 404,
      body: { code: 'LINK_INVALID' },
    });
  });

  it('accepts exactly one of 50 concurrent submits of one link', async () => {
    const { sent, url } = await setup({ emailNotifications: false });
    // Another transaction holds the row while the 50 submits arrive, so they all reach it before any can complete:
    // only the submit's own row lock (FOR UPDATE) can then let exactly one through.
    const blocker = new pg.Client({ connectionString: await getTestDatabaseUrl() });
    await blocker.connect();
    await blocker.query('BEGIN');
    await blocker.query('SELECT id FROM submissions WHERE id = $1 FOR UPDATE', [sent.id]);
    const submits = Promise.all(
      Array.from({ length: 50 }, (_, i) => call('POST', url, { answers: { ...VALID, motif: `Réponse ${i}` }, consent: true })),
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    await blocker.query('COMMIT');
    await blocker.end();
    const results = await submits;
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    expect(results.filter((r) => r.status === 409).every((r) => r.body.code === 'FORM_ALREADY_SUBMITTED')).toBe(true);
    const winner = results.findIndex((r) => r.status === 201);
    const stored = await prisma.submission.findUniqueOrThrow({ where: { id: sent.id } });
    expect(stored.answers).toMatchObject({ motif: `Réponse ${winner}` });
    expect(await prisma.notification.count({ where: { submissionId: sent.id } })).toBe(1);
  });

  it('creates the notification but sends no mail when the practitioner turned mail notifications off', async () => {
    const quiet = await setup({ emailNotifications: false });
    expect((await call('POST', quiet.url, { answers: VALID, consent: true })).status).toBe(201);
    expect(await prisma.notification.count({ where: { userId: quiet.practitioner.id, kind: 'form_completed' } })).toBe(1);
    // A second practitioner with mail on submits next: once their mail is there, the first one's would have been too.
    const loud = await setup({ interfaceLanguage: 'en' });
    expect((await call('POST', loud.url, { answers: VALID, consent: true })).status).toBe(201);
    await vi.waitFor(() => expect(mails.some((m) => m.to === loud.practitioner.email)).toBe(true));
    expect(mails.some((m) => m.to === quiet.practitioner.email)).toBe(false);
    const mail = mails.find((m) => m.to === loud.practitioner.email);
    expect(mail?.subject).toBe('Lucas Petit completed “Bilan du genou”');
    expect(mail?.text).toContain(`http://localhost:3000/en/patients/${loud.patient.id}`);
  });

  it('opens a draft like a sent link, leaves a waiting-room link anonymous, and mails the waiting room for it', async () => {
    const { practitioner, template, patient } = await setup();
    const draft = await createSubmission(prisma, {
      practitionerId: practitioner.id,
      patientId: patient.id,
      templateId: template.id,
      status: 'draft',
      sentAt: null,
    });
    expect((await call('GET', `/api/public-forms/${draft.linkToken}`)).status).toBe(200);
    expect((await prisma.submission.findUniqueOrThrow({ where: { id: draft.id } })).status).toBe('pending');

    const anonymous = await createSubmission(prisma, { practitionerId: practitioner.id, templateId: template.id, status: 'anonymous' });
    const url = `/api/public-forms/${anonymous.linkToken}`;
    expect((await call('GET', url)).status).toBe(200);
    expect(await prisma.submission.findUniqueOrThrow({ where: { id: anonymous.id } })).toMatchObject({ status: 'anonymous', openedAt: null });
    expect((await call('POST', url, { answers: VALID, consent: true })).status).toBe(201);
    expect(await prisma.notification.findFirstOrThrow({ where: { submissionId: anonymous.id } })).toMatchObject({
      patientName: null,
      formName: 'Bilan du genou',
    });
    await vi.waitFor(() =>
      expect(mails.some((m) => m.to === practitioner.email && m.text.includes('http://localhost:3000/fr/forms/pending'))).toBe(true),
    );
  });

  it('still answers 201 when the mail fails: the mail waits in the outbox, logged without the address, and leaves when SMTP returns', async () => {
    const { sent, url, practitioner } = await setup();
    failMail = true;
    try {
      expect((await call('POST', url, { answers: VALID, consent: true })).status).toBe(201);
      await vi.waitFor(() =>
        expect(logLines.some((l) => l.includes('mail attempt failed, retrying') && l.includes('"kind":"formCompleted"'))).toBe(true),
      );
    } finally {
      failMail = false;
    }
    expect((await prisma.submission.findUniqueOrThrow({ where: { id: sent.id } })).status).toBe('completed');
    expect(logLines.join('\n')).not.toContain(practitioner.email);
    const queued = await prisma.mailOutbox.findFirstOrThrow({ where: { ownerId: practitioner.id, kind: 'formCompleted' } });
    expect(queued).toMatchObject({ status: 'queued', attempts: 1, lastError: 'SMTP down' });
    // The retry comes due (30 s later in real time): the relay is back, the mail leaves once.
    await prisma.mailOutbox.update({ where: { id: queued.id }, data: { nextAttemptAt: new Date(Date.now() - 1000) } });
    const before = mails.length;
    await deps.outbox.drain();
    expect(mails.slice(before).map((mail) => mail.to)).toEqual([practitioner.email]);
    expect((await prisma.mailOutbox.findUniqueOrThrow({ where: { id: queued.id } })).status).toBe('sent');
  });
});

describe('POST /api/public-forms/:token/files', () => {
  it('stores a picture owned by the practitioner and scoped to the link; refuses other types, big bodies and closed links', async () => {
    const { sent, url, practitioner } = await setup();
    const res = await upload(url, PNG);
    expect(res.status).toBe(201);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body).toEqual({ fileId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    const file = await prisma.storedFile.findUniqueOrThrow({ where: { id: String(res.body.fileId) } });
    expect(file).toMatchObject({ ownerId: practitioner.id, mimeType: 'image/png', uploadScope: hashToken(sent.linkToken) });

    expect(await upload(url, Buffer.from('<svg onload="alert(1)"></svg>'))).toMatchObject({ status: 422, body: { code: 'FILE_TYPE_NOT_ALLOWED' } });
    expect(await upload(url, PNG, 'application/octet-stream')).toMatchObject({ status: 422, body: { code: 'FILE_TYPE_NOT_ALLOWED' } });
    const big = await upload(url, Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]));
    expect(big).toMatchObject({ status: 413, body: { code: 'PAYLOAD_TOO_LARGE' } });
    expect(big.headers.get('cache-control')).toBe('no-store');
    expect(await upload(`/api/public-forms/${'C'.repeat(64)}`, PNG)).toMatchObject({ status: 404, body: { code: 'LINK_INVALID' } });

    await prisma.submission.update({ where: { id: sent.id }, data: { status: 'completed' } });
    expect(await upload(url, PNG)).toMatchObject({ status: 409, body: { code: 'FORM_ALREADY_SUBMITTED' } });
    await prisma.submission.update({ where: { id: sent.id }, data: { status: 'sent', expiresAt: new Date(Date.now() - 1000) } });
    expect(await upload(url, PNG)).toMatchObject({ status: 410, body: { code: 'LINK_EXPIRED' } });
    expect(await prisma.storedFile.count({ where: { ownerId: practitioner.id } })).toBe(1);
  });

  it('accepts on submit only pictures uploaded through the same link', async () => {
    const { sent, url, practitioner, patient, template } = await setup();
    const other = await createSubmission(prisma, { practitionerId: practitioner.id, patientId: patient.id, templateId: template.id });
    const foreign = (await upload(`/api/public-forms/${other.linkToken}`, PNG)).body.fileId as string;
    const { token } = await createSession(prisma, practitioner.id);
    const ownUpload = await fetch(`${base}/api/files`, {
      method: 'POST',
      headers: { 'content-type': 'image/png', authorization: `Bearer ${token}` },
      body: PNG,
    });
    const unscoped = ((await ownUpload.json()) as { fileId: string }).fileId;
    for (const fileId of [foreign, unscoped]) {
      expect(await call('POST', url, { answers: { ...VALID, photo: fileId }, consent: true })).toMatchObject({
        status: 422,
        body: { errors: { photo: ['FILE'] } },
      });
    }
    const mine = (await upload(url, PNG)).body.fileId as string;
    expect((await call('POST', url, { answers: { ...VALID, photo: mine }, consent: true })).status).toBe(201);
    expect((await prisma.submission.findUniqueOrThrow({ where: { id: sent.id } })).answers).toMatchObject({ photo: mine });
  });
});

describe('pictures a link holds before the form is sent', () => {
  it('bounds them per link in number, then frees the room of the ones a stored answer uses', async () => {
    const { sent, url, practitioner } = await setup();
    const ids: string[] = [];
    for (let i = 0; i < 20; i += 1) {
      const res = await upload(url, PNG, 'image/png', freshIp());
      expect(res.status).toBe(201);
      ids.push(res.body.fileId as string);
    }
    const refused = await upload(url, PNG, 'image/png', freshIp());
    expect(refused).toMatchObject({ status: 429, body: { code: 'UPLOAD_LIMIT_REACHED' } });
    expect(await prisma.storedFile.count({ where: { ownerId: practitioner.id } })).toBe(20);
    // Another link of the same practitioner has its own room.
    const other = await createSubmission(prisma, { practitionerId: practitioner.id, patientId: sent.patientId, templateId: sent.templateId });
    expect((await upload(`/api/public-forms/${other.linkToken}`, PNG, 'image/png', freshIp())).status).toBe(201);

    expect((await call('POST', url, { answers: { ...VALID, photo: ids[3] }, consent: true })).status).toBe(201);
    const attached = await prisma.storedFile.findMany({ where: { ownerId: practitioner.id, attachedAt: { not: null } }, select: { id: true } });
    expect(attached).toEqual([{ id: ids[3] }]);
  });

  it('bounds them per link in total size', async () => {
    const { url } = await setup();
    const heavy = Buffer.concat([PNG, Buffer.alloc(4.9 * 1024 * 1024)]);
    const statuses: number[] = [];
    for (let i = 0; i < 13; i += 1) statuses.push((await upload(url, heavy, 'image/png', freshIp())).status);
    // 12 pictures of 4.9 MB fit in 60 MB, the 13th does not.
    expect(statuses).toEqual([...Array<number>(12).fill(201), 429]);
  });
});

describe('GET .../images/:fileId (pictures of image fields)', () => {
  it("serves a private template's picture through the link only, and never a practitioner-only picture or another file", async () => {
    const practitioner = await createUser(prisma, { firstName: 'Inès', lastName: 'Roy', profession: 'physiotherapist' });
    const patient = await createPatient(prisma, { ownerId: practitioner.id });
    const { token } = await createSession(prisma, practitioner.id);
    const store = async () => {
      const res = await fetch(`${base}/api/files`, {
        method: 'POST',
        headers: { 'content-type': 'image/png', authorization: `Bearer ${token}` },
        body: PNG,
      });
      return (await res.json()) as { fileId: string; url: string };
    };
    const shown = await store();
    const hidden = await store();
    const unrelated = await store();
    const template = await createTemplate(prisma, {
      creatorId: practitioner.id,
      name: 'Schéma corporel',
      fields: [
        { id: 'schema', type: 'image', title: 'Schéma du dos', required: false, practitionerOnly: false, imageUrl: shown.url },
        { id: 'radio', type: 'image', title: 'Radio interne', required: false, practitionerOnly: true, imageUrl: hidden.url },
        { id: 'where', type: 'text', title: 'Où avez-vous mal ?', required: true, practitionerOnly: false },
      ],
    });
    const sent = await createSubmission(prisma, { practitionerId: practitioner.id, patientId: patient.id, templateId: template.id });
    const url = `/api/public-forms/${sent.linkToken}`;

    // Without a login the stored URL is refused; the form points the field at the link's own image route.
    expect((await fetch(`${base}${shown.url}`)).status).toBe(404);
    const form = (await call('GET', url)).body.form as { fields: { id: string; imageUrl?: string }[] };
    const imageUrl = form.fields.find((f) => f.id === 'schema')?.imageUrl ?? '';
    expect(imageUrl).toBe(`${url}/images/${shown.fileId}`);
    const image = await fetch(`${base}${imageUrl}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('cache-control')).toBe('no-store');
    expect(Buffer.from(await image.arrayBuffer()).equals(PNG)).toBe(true);

    for (const fileId of [hidden.fileId, unrelated.fileId, 'not-a-uuid']) {
      expect((await fetch(`${base}${url}/images/${fileId}`)).status).toBe(404);
    }
    // Through a generic link too; and no longer once the link is used.
    const generic = genericUrl(template.id, practitioner.id);
    const genericForm = (await call('GET', generic)).body.form as { fields: { id: string; imageUrl?: string }[] };
    const genericImage = genericForm.fields.find((f) => f.id === 'schema')?.imageUrl ?? '';
    expect((await fetch(`${base}${genericImage}`)).status).toBe(200);
    await prisma.submission.update({ where: { id: sent.id }, data: { status: 'completed' } });
    expect((await fetch(`${base}${imageUrl}`)).status).toBe(410);
  });
});

describe('generic links /api/public-forms/generic/:templateId/:userId/*params', () => {
  it('accepts the links submissions.genericLink gives the practitioner, with and without identity', async () => {
    const { template, practitioner } = await setup();
    const caller = await createTestCaller(deps, practitioner.id);
    const links = await caller.submissions.genericLink({ templateId: template.id });
    const apiPath = (url: string) => url.replace(`${deps.appUrl}/form/`, '/api/public-forms/generic/');
    const filled = apiPath(links.url).replace('PRENOM', 'Jeanne').replace('NOM', 'Martin').replace('EMAIL', 'jeanne%40example.org');
    expect((await call('GET', filled)).body.form).toMatchObject({
      respondent: { firstName: 'Jeanne', lastName: 'Martin', email: 'jeanne@example.org' },
    });
    expect((await call('GET', apiPath(links.url))).body.form).toMatchObject({ formName: 'Bilan du genou', respondent: null });
    expect((await call('GET', apiPath(links.urlWithoutIdentity))).status).toBe(200);
  });

  it('serves the form for a signed link, with the identity the mailing substituted, and nothing for placeholders', async () => {
    const { template, practitioner } = await setup();
    const withIdentity = await call('GET', genericUrl(template.id, practitioner.id, ['Jeanne', 'Martin', 'Jeanne@Example.org']));
    expect(withIdentity.status).toBe(200);
    expect(withIdentity.headers.get('cache-control')).toBe('no-store');
    expect(withIdentity.body.form).toMatchObject({
      formName: 'Bilan du genou',
      practitionerName: 'Claire Moreau',
      instructions: null,
      expiresAt: null,
      respondent: { firstName: 'Jeanne', lastName: 'Martin', email: 'jeanne@example.org' },
    });
    for (const text of PRACTITIONER_ONLY_TEXTS) expect(withIdentity.text).not.toContain(text);
    expect((await call('GET', genericUrl(template.id, practitioner.id, ['PRENOM', 'NOM', 'EMAIL']))).body.form).toMatchObject({ respondent: null });
    expect((await call('GET', genericUrl(template.id, practitioner.id))).body.form).toMatchObject({ respondent: null });
  });

  it('answers 404 LINK_INVALID for a forged signature, non-digit ids, a foreign, public or empty template, a wrong segment count', async () => {
    const { template, practitioner } = await setup();
    const other = await setup();
    const publicTemplate = await createTemplate(prisma, { creatorId: practitioner.id, isPublic: true, fields: FIELDS });
    // A template with no question yet has nothing to fill in: its link answers like an unknown one.
    const emptyTemplate = await createTemplate(prisma, { creatorId: practitioner.id, fields: [] });
    const valid = genericUrl(template.id, practitioner.id);
    const sig = valid.split('/').pop() ?? '';
    const forged = `${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`;
    const invalid = [
      `/api/public-forms/generic/${template.id}/${practitioner.id}/${forged}`,
      `/api/public-forms/generic/${template.id}/${practitioner.id}/Jeanne/Martin/j%40x.org/${forged}`,
      `/api/public-forms/generic/${template.id}/${other.practitioner.id}/${sig}`,
      `/api/public-forms/generic/abc/${practitioner.id}/${sig}`,
      `/api/public-forms/generic/${template.id}/1e3/${sig}`,
      `/api/public-forms/generic/0${template.id}/${practitioner.id}/${sig}`,
      genericUrl(other.template.id, practitioner.id),
      genericUrl(publicTemplate.id, practitioner.id),
      genericUrl(emptyTemplate.id, practitioner.id),
      `/api/public-forms/generic/${template.id}/${practitioner.id}/Jeanne/${sig}`,
      `/api/public-forms/generic/${template.id}/${practitioner.id}/a/b/c/d/${sig}`,
      genericUrl(99_999_999, practitioner.id),
    ];
    for (const url of invalid) {
      expect(await call('GET', url), url).toMatchObject({ status: 404, body: { code: 'LINK_INVALID' } });
      expect(await call('POST', url, { answers: VALID, consent: true }, { 'x-forwarded-for': freshIp() }), url).toMatchObject({ status: 404 });
    }
    expect(await prisma.submission.count({ where: { viaGenericLink: true, practitionerId: practitioner.id } })).toBe(0);
  });

  it('creates a new completed waiting-room submission at each POST, keeping only a plausible identity', async () => {
    const { template, practitioner } = await setup();
    const ip = freshIp();
    const first = await call(
      'POST',
      genericUrl(template.id, practitioner.id, ['Jeanne', 'Martin', 'jeanne@example.org']),
      { answers: VALID, consent: true },
      { 'x-forwarded-for': ip },
    );
    expect(first).toMatchObject({ status: 201, body: { success: true } });
    const second = await call(
      'POST',
      genericUrl(template.id, practitioner.id, ['<b>x</b>', 'NOM', 'not-an-email']),
      { answers: { motif: 'Autre', douleur: 'non' }, consent: true },
      { 'x-forwarded-for': ip },
    );
    expect(second.status).toBe(201);
    const third = await call('POST', genericUrl(template.id, practitioner.id), { answers: VALID, consent: true }, { 'x-forwarded-for': ip });
    expect(third.status).toBe(201);

    const rows = await prisma.submission.findMany({ where: { practitionerId: practitioner.id, viaGenericLink: true }, orderBy: { id: 'asc' } });
    expect(rows).toHaveLength(3);
    expect(rows[0]).toMatchObject({
      status: 'completed',
      patientId: null,
      templateId: template.id,
      formName: 'Bilan du genou',
      linkTokenHash: null,
      score: 3,
      respondentFirstName: 'Jeanne',
      respondentLastName: 'Martin',
      respondentEmail: 'jeanne@example.org',
      answers: { motif: 'Douleur au genou', douleur: 'oui', localisation: 'Genou droit' },
    });
    expect(rows[0]?.consentAt).toBeInstanceOf(Date);
    expect(rows[1]).toMatchObject({ respondentFirstName: null, respondentLastName: null, respondentEmail: null, score: 0 });

    const notifications = await prisma.notification.findMany({ where: { userId: practitioner.id }, orderBy: { id: 'asc' } });
    expect(notifications.map((n) => n.patientName)).toEqual(['Jeanne Martin', null, null]);
    await vi.waitFor(() => expect(mails.filter((m) => m.to === practitioner.email)).toHaveLength(3));
    const anonymous = mails.filter((m) => m.to === practitioner.email)[2];
    expect(anonymous?.subject).toBe('Un patient a rempli «\u00a0Bilan du genou\u00a0»');
    expect(anonymous?.text).toContain('http://localhost:3000/fr/forms/pending');

    expect(await call('POST', genericUrl(template.id, practitioner.id), { answers: {}, consent: true }, { 'x-forwarded-for': ip })).toMatchObject({
      status: 422,
      body: { code: 'ANSWERS_INVALID', errors: { motif: ['REQUIRED'], douleur: ['REQUIRED'] } },
    });
  });

  it('limits each IP to 20 posts an hour (RATE_LIMITED 429), other IPs unaffected', async () => {
    const { template, practitioner } = await setup({ emailNotifications: false });
    const url = genericUrl(template.id, practitioner.id);
    const ip = freshIp();
    for (let i = 0; i < 20; i += 1) {
      // Refused for consent, but counted: what is limited is posting, whatever the outcome.
      expect((await call('POST', url, { answers: VALID }, { 'x-forwarded-for': ip })).status).toBe(422);
    }
    expect(await call('POST', url, { answers: VALID, consent: true }, { 'x-forwarded-for': ip })).toMatchObject({
      status: 429,
      body: { code: 'RATE_LIMITED' },
    });
    expect((await call('POST', url, { answers: VALID, consent: true }, { 'x-forwarded-for': freshIp() })).status).toBe(201);
    expect((await call('GET', url, undefined, { 'x-forwarded-for': ip })).status).toBe(200);
  });

  it('takes pictures scoped to the generic link, usable by its submits only', async () => {
    const { template, practitioner, url: tokenUrl } = await setup();
    const url = genericUrl(template.id, practitioner.id, ['Jeanne', 'Martin', 'EMAIL']);
    const res = await upload(url, PNG, 'image/png', freshIp());
    expect(res.status).toBe(201);
    const fileId = res.body.fileId as string;
    const scope = createHash('sha256').update(`generic:${template.id}:${practitioner.id}`).digest('hex');
    expect(await prisma.storedFile.findUniqueOrThrow({ where: { id: fileId } })).toMatchObject({ ownerId: practitioner.id, uploadScope: scope });

    expect(await call('POST', tokenUrl, { answers: { ...VALID, photo: fileId }, consent: true })).toMatchObject({
      status: 422,
      body: { errors: { photo: ['FILE'] } },
    });
    expect((await call('POST', url, { answers: { ...VALID, photo: fileId }, consent: true }, { 'x-forwarded-for': freshIp() })).status).toBe(201);
    const forgedUrl = `/api/public-forms/generic/${template.id}/${practitioner.id}/not-the-signature`;
    expect(await upload(forgedUrl, PNG)).toMatchObject({ status: 404, body: { code: 'LINK_INVALID' } });
  });
});

describe('patient instructions and the crisis message (docs/scores.md#crisis-message)', () => {
  it('shows the PHQ-9 stem, and answers showCrisisMessage after item 9 above 0 only, on token and generic links', async () => {
    const phq9 = instrumentVersion('phq9', 'fr')!;
    const practitioner = await createUser(prisma);
    const patient = await createPatient(prisma, { ownerId: practitioner.id });
    const template = await createTemplate(prisma, {
      creatorId: practitioner.id,
      name: 'PHQ-9',
      type: 'bilan',
      fields: phq9.fields,
      scoreBands: phq9.bands,
      patientInstructions: phq9.instructions,
    });
    const answers = (item9: number) => Object.fromEntries([1, 2, 3, 4, 5, 6, 7, 8, 9].map((i) => [`phq9_${i}`, `phq9_${i}_${i === 9 ? item9 : 3}`]));
    const sentLink = async (crisisMessage = true) => {
      const sent = await createSubmission(prisma, {
        practitionerId: practitioner.id,
        patientId: patient.id,
        templateId: template.id,
        patientInstructions: phq9.instructions,
        crisisMessage,
      });
      return `/api/public-forms/${sent.linkToken}`;
    };

    const url = await sentLink();
    const form = await call('GET', url);
    expect(form.body.form).toMatchObject({ patientInstructions: phq9.instructions, instructions: null });
    expect(form.text).not.toContain('"points"');
    expect(form.text).not.toContain('"alert"');
    const above = await call('POST', url, { answers: answers(1), consent: true });
    // Exactly this: no score, no point, no band reaches the patient.
    expect(above).toMatchObject({ status: 201, body: { success: true, showCrisisMessage: true } });
    expect(Object.keys(above.body).sort()).toEqual(['showCrisisMessage', 'success']);
    expect(await call('POST', await sentLink(), { answers: answers(0), consent: true })).toMatchObject({
      status: 201,
      body: { success: true, showCrisisMessage: false },
    });
    expect(await call('POST', await sentLink(false), { answers: answers(3), consent: true })).toMatchObject({
      status: 201,
      body: { success: true, showCrisisMessage: false },
    });

    const generic = genericUrl(template.id, practitioner.id);
    expect((await call('GET', generic)).body.form).toMatchObject({ patientInstructions: phq9.instructions });
    const ip = { 'x-forwarded-for': freshIp() };
    expect(await call('POST', generic, { answers: answers(2), consent: true }, ip)).toMatchObject({ status: 201, body: { showCrisisMessage: true } });
    expect(await call('POST', generic, { answers: answers(0), consent: true }, ip)).toMatchObject({
      status: 201,
      body: { showCrisisMessage: false },
    });
  });

  it('answers showCrisisMessage false for any other form, without instructions', async () => {
    const { url } = await setup();
    expect((await call('GET', url)).body.form).toMatchObject({ patientInstructions: null });
    expect(await call('POST', url, { answers: VALID, consent: true })).toMatchObject({
      status: 201,
      body: { success: true, showCrisisMessage: false },
    });
  });
});

describe('logs', () => {
  it("never write a link token nor a generic link's identity", async () => {
    const { url, template, practitioner, sent } = await setup({ emailNotifications: false });
    await call('GET', url);
    await call('POST', url, { answers: VALID, consent: true });
    await call('GET', genericUrl(template.id, practitioner.id, ['Jeannette', 'Lefebvre', 'jeannette.lefebvre@example.org']));
    await vi.waitFor(() =>
      expect(logLines.filter((l) => l.includes(`/api/public-forms/generic/${template.id}/${practitioner.id}/[redacted]`))).toHaveLength(1),
    );
    const out = logLines.join('');
    expect(out).toContain('/api/public-forms/[redacted]');
    for (const secret of [sent.linkToken, 'Jeannette', 'Lefebvre', 'jeannette.lefebvre', 'Genou droit']) expect(out).not.toContain(secret);
  });
});

describe('the public form page', () => {
  let pageBase: string;
  let pageServer: TListening;
  let dist: string;

  beforeAll(async () => {
    dist = await mkdtemp(path.join(os.tmpdir(), 'web-dist-form-'));
    await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>SPA</title><div id="root"></div>');
    await writeFile(path.join(dist, 'form.html'), '<!doctype html><title>Form</title><div id="form-root"></div>');
    const deps = await createTestDeps({ prisma });
    pageServer = await listenLocally(createApp({ deps, webDistDir: dist }));
    pageBase = pageServer.base;
  });
  afterAll(() => pageServer.close());

  it('serves form.html for /form/* and /{fr,en,nl}/form/*, uncached and without referrer; the SPA elsewhere', async () => {
    for (const page of [`/form/${'A'.repeat(64)}`, `/fr/form/${'A'.repeat(64)}`, '/nl/form/12/3/PRENOM/NOM/EMAIL/sig', '/en/form/12/3/sig']) {
      const res = await fetch(`${pageBase}${page}`);
      expect(res.status, page).toBe(200);
      expect(await res.text(), page).toContain('form-root');
      expect(res.headers.get('cache-control'), page).toBe('no-store');
      expect(res.headers.get('referrer-policy'), page).toBe('no-referrer');
    }
    for (const page of ['/fr/forms/pending', '/de/form/abc', '/fr/market']) {
      const res = await fetch(`${pageBase}${page}`);
      expect(await res.text(), page).toContain('<div id="root">');
      expect(res.headers.get('cache-control'), page).toBe('no-cache');
    }
  });

  it('falls back to the SPA when the build has no form.html, still uncached', async () => {
    const bare = await mkdtemp(path.join(os.tmpdir(), 'web-dist-no-form-'));
    await writeFile(path.join(bare, 'index.html'), '<!doctype html><title>SPA</title><div id="root"></div>');
    const deps = await createTestDeps({ prisma });
    const server = await listenLocally(createApp({ deps, webDistDir: bare }));
    try {
      const res = await fetch(`${server.base}/fr/form/${'A'.repeat(64)}`);
      expect(await res.text()).toContain('<div id="root">');
      expect(res.headers.get('cache-control')).toBe('no-store');
    } finally {
      await server.close();
      await rm(bare, { recursive: true, force: true });
    }
  });
});
