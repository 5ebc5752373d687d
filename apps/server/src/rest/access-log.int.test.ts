// The access log over real HTTP (docs/access-log.md): the patient page's batched tRPC request writes one entry, and its
// next request none; the
// PDF, FHIR and picture routes write theirs (and a refused or template read none); GET /api/access-log.csv: content,
// BOM, escaping, filters, headers, guards and the 422 of a bad parameter.
import type { Express } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession, recordAccess, storeImage, writeStoredImage } from '@praxiform/api';
import { createTestDeps, listenLocally, type TListening } from '@praxiform/api/testing';
import { hashToken } from '@praxiform/db';
import { createPatient, createSubmission, createTemplate, createUser } from '@praxiform/db/testing';
import type { TField } from '@praxiform/domain';
import { createApp } from '../app';
import { testPng } from '../testing/files-server';

type TDeps = Awaited<ReturnType<typeof createTestDeps>>;
let deps: TDeps;
let app: Express;
let listening: TListening;
let base: string;

beforeAll(async () => {
  deps = await createTestDeps();
  app = createApp({ deps });
  listening = await listenLocally(app);
  base = listening.base;
});
afterAll(() => listening.close());

const SAFARI = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';

const FIELDS: TField[] = [
  { id: 'motif', type: 'textarea', title: 'Motif', required: true, practitionerOnly: false },
  { id: 'photo', type: 'image-upload', title: 'Photo', required: false, practitionerOnly: false },
];

async function account(over: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(deps.prisma, { firstName: 'Claire', lastName: 'Martin', interfaceLanguage: 'fr', ...over });
  return { user, token: (await createSession(deps.prisma, user.id)).token };
}

/** A practitioner, their patient and a completed form of that patient with a picture answer. */
async function practice() {
  const { user, token } = await account();
  const patient = await createPatient(deps.prisma, { ownerId: user.id, firstName: 'Anna', lastName: 'Secret' });
  const template = await createTemplate(deps.prisma, { creatorId: user.id, name: 'Bilan', fields: FIELDS });
  const picture = await storeImage(deps, { id: user.id }, { bytes: testPng(3) });
  const completed = await createSubmission(deps.prisma, {
    practitionerId: user.id,
    patientId: patient.id,
    templateId: template.id,
    status: 'completed',
    completedAt: new Date(),
    answers: { motif: 'Douleur', photo: picture.fileId },
  });
  return { user, token, patient, template, completed, picture };
}

async function get(path: string, token?: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${base}${path}`, {
    headers: { 'user-agent': SAFARI, ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
  });
  const bytes = Buffer.from(await res.arrayBuffer());
  return { status: res.status, headers: res.headers, bytes, text: bytes.toString('utf8') };
}

const entriesOf = (ownerId: number) =>
  deps.prisma.patientAccess.findMany({ where: { ownerId }, orderBy: { id: 'asc' } }).then((rows) =>
    rows.map((row) => ({
      kind: row.kind,
      patientId: row.patientId,
      submissionId: row.submissionId,
      actorId: row.actorId,
      ip: row.ip,
      userAgent: row.userAgent,
    })),
  );

describe('the patient page over tRPC', () => {
  it('its three reads in one batched HTTP request write one patient_viewed, with the IP and the User-Agent', async () => {
    const { user, token, patient } = await practice();
    const input = encodeURIComponent(JSON.stringify({ 0: { id: patient.id }, 1: { patientId: patient.id }, 2: { patientId: patient.id } }));
    const page = await get(`/api/trpc/patients.get,submissions.listForPatient,patients.scoreTrends?batch=1&input=${input}`, token);
    expect(page.status).toBe(200);
    expect((JSON.parse(page.text) as unknown[]).length).toBe(3);
    expect(await entriesOf(user.id)).toEqual([
      { kind: 'patient_viewed', patientId: patient.id, submissionId: null, actorId: user.id, ip: '127.0.0.1', userAgent: SAFARI },
    ]);
    // The same visit's next request (the page reads the patient, then their forms) is not a second entry.
    await get(`/api/trpc/patients.get?input=${encodeURIComponent(JSON.stringify({ id: patient.id }))}`, token);
    expect(await deps.prisma.patientAccess.count({ where: { ownerId: user.id } })).toBe(1);
  });

  it("another practitioner's page is refused in full and writes nothing", async () => {
    const { user, patient } = await practice();
    const stranger = await account();
    const input = encodeURIComponent(JSON.stringify({ 0: { id: patient.id }, 1: { patientId: patient.id }, 2: { patientId: patient.id } }));
    const page = await get(`/api/trpc/patients.get,submissions.listForPatient,patients.scoreTrends?batch=1&input=${input}`, stranger.token);
    const results = JSON.parse(page.text) as { error?: { data?: { appCode?: string } } }[];
    expect(results.map((r) => r.error?.data?.appCode)).toEqual(['NOT_FOUND', 'NOT_FOUND', 'NOT_FOUND']);
    expect(await deps.prisma.patientAccess.count({ where: { OR: [{ ownerId: user.id }, { ownerId: stranger.user.id }] } })).toBe(0);
  });
});

describe('exports and pictures', () => {
  it('a PDF of a form or of a patient writes pdf_exported; a refused one nothing', async () => {
    const { user, token, patient, completed } = await practice();
    const stranger = await account();
    expect((await get(`/api/submissions/${completed.id}/pdf`, stranger.token)).status).toBe(404);
    expect((await get(`/api/patients/${patient.id}/pdf`, stranger.token)).status).toBe(404);
    expect(await entriesOf(user.id)).toEqual([]);
    expect((await get(`/api/submissions/${completed.id}/pdf`, token)).status).toBe(200);
    expect((await get(`/api/patients/${patient.id}/pdf`, token)).status).toBe(200);
    // An export is an entry every time, however soon after the last.
    expect((await get(`/api/patients/${patient.id}/pdf`, token)).status).toBe(200);
    expect((await entriesOf(user.id)).map(({ kind, patientId, submissionId }) => [kind, patientId, submissionId])).toEqual([
      ['pdf_exported', patient.id, completed.id],
      ['pdf_exported', patient.id, null],
      ['pdf_exported', patient.id, null],
    ]);
  });

  it('a QuestionnaireResponse or $everything writes fhir_exported; a Questionnaire (a template) nothing', async () => {
    const { user, token, patient, template, completed } = await practice();
    const stranger = await account();
    expect((await get(`/api/fhir/QuestionnaireResponse/${completed.id}`, stranger.token)).status).toBe(404);
    expect((await get(`/api/fhir/Patient/${patient.id}/$everything`, stranger.token)).status).toBe(404);
    expect((await get(`/api/fhir/Questionnaire/${template.id}`, token)).status).toBe(200);
    expect(await entriesOf(user.id)).toEqual([]);
    expect((await get(`/api/fhir/QuestionnaireResponse/${completed.id}`, token)).status).toBe(200);
    expect((await get(`/api/fhir/Patient/${patient.id}/$everything`, token)).status).toBe(200);
    expect((await entriesOf(user.id)).map(({ kind, patientId, submissionId }) => [kind, patientId, submissionId])).toEqual([
      ['fhir_exported', patient.id, completed.id],
      ['fhir_exported', patient.id, null],
    ]);
  });

  it("a picture answer, or a patient's upload, read by its practitioner writes picture_viewed and is never cached; a template's picture nothing", async () => {
    const { user, token, patient, completed, picture } = await practice();
    // A picture the patient sent through their link (upload_scope is the link token's hash), not yet in an answer.
    const sent = await createSubmission(deps.prisma, { practitionerId: user.id, patientId: patient.id, status: 'pending' });
    const upload = await writeStoredImage(deps, { ownerId: user.id, body: { bytes: testPng(4) }, uploadScope: hashToken(sent.linkToken) });
    // A picture of a generic link nobody submitted: a patient's, of no known form yet.
    const pending = await writeStoredImage(deps, { ownerId: user.id, body: { bytes: testPng(5) }, uploadScope: 'generic-scope' });
    // A picture of the practitioner's for a template.
    const illustration = await storeImage(deps, { id: user.id }, { bytes: testPng(6) });
    await createTemplate(deps.prisma, {
      creatorId: user.id,
      fields: [{ id: 'schema', type: 'image', title: 'Schéma', required: false, practitionerOnly: false, imageUrl: illustration.url }],
    });
    const stranger = await account();

    expect((await get(picture.url, stranger.token)).status).toBe(404);
    expect((await get(picture.url)).status).toBe(404);
    const template = await get(illustration.url, token);
    expect([template.status, template.headers.get('cache-control')]).toEqual([200, 'private, max-age=3600']);
    expect(await entriesOf(user.id)).toEqual([]);

    for (const url of [picture.url, upload.url, pending.url]) {
      const answer = await get(url, token);
      expect([url, answer.status, answer.headers.get('cache-control')]).toEqual([url, 200, 'no-store']);
    }
    expect((await entriesOf(user.id)).map(({ kind, patientId, submissionId }) => [kind, patientId, submissionId])).toEqual([
      ['picture_viewed', patient.id, completed.id],
      ['picture_viewed', patient.id, sent.id],
      ['picture_viewed', null, null],
    ]);
  });
});

describe('GET /api/access-log.csv', () => {
  it('answers the entries as a CSV attachment: BOM, `;`, CRLF, the columns, newest first, never cached; writes nothing', async () => {
    const { user, token, patient, completed } = await practice();
    await get(`/api/submissions/${completed.id}/pdf`, token);
    await get(`/api/trpc/patients.get?input=${encodeURIComponent(JSON.stringify({ id: patient.id }))}`, token);
    expect(await deps.prisma.patientAccess.count({ where: { ownerId: user.id } })).toBe(2);
    const csv = await get('/api/access-log.csv', token);
    expect(await deps.prisma.patientAccess.count({ where: { ownerId: user.id } })).toBe(2);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toBe(`attachment; filename="access-log-${new Date().toISOString().slice(0, 10)}.csv"`);
    expect(csv.headers.get('cache-control')).toBe('no-store');
    expect([...csv.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = csv.text.slice(1).split('\r\n');
    expect(lines[0]).toBe('date;actor;administrator;kind;patient;submission;ip;device');
    expect(lines.slice(1)).toEqual([
      expect.stringMatching(
        /^\d{4}-\d\d-\d\dT[\d:.]+Z;Claire Martin;no;patient_viewed;Anna Secret;;127\.0\.0\.1;Safari 17 · macOS Sonoma$/,
      ) as string,
      expect.stringMatching(
        new RegExp(`Z;Claire Martin;no;pdf_exported;Anna Secret;${completed.id};127\\.0\\.0\\.1;Safari 17 · macOS Sonoma$`),
      ) as string,
      '',
    ]);
  });

  it('escapes separators and quotes, and disarms formulas', async () => {
    const { user, token } = await account({ firstName: '=cmd|', lastName: '"x";y' });
    const patient = await createPatient(deps.prisma, { ownerId: user.id, firstName: '@SUM(A1)', lastName: 'Nom;avec' });
    const ctx = { prisma: deps.prisma, ip: '+33', userAgent: null, accessMemo: new Map() };
    await recordAccess(ctx, user, { ownerId: user.id, kind: 'patient_viewed', patientId: patient.id, submissionId: null });
    const lines = (await get('/api/access-log.csv', token)).text.split('\r\n');
    expect(lines[1]).toMatch(/Z;"'=cmd\| ""x"";y";no;patient_viewed;"'@SUM\(A1\) Nom;avec";;'\+33;$/);
  });

  it('filters by patient and by days (UTC, inclusive)', async () => {
    const { user, token, patient } = await practice();
    const other = await createPatient(deps.prisma, { ownerId: user.id, firstName: 'Zoé', lastName: 'Autre' });
    const data = (patientId: number, createdAt: string) => ({
      ownerId: user.id,
      actorId: user.id,
      actorRole: user.role,
      patientId,
      kind: 'patient_viewed' as const,
      createdAt: new Date(createdAt),
    });
    await deps.prisma.patientAccess.createMany({
      data: [data(patient.id, '2026-04-01T08:00:00Z'), data(other.id, '2026-04-02T23:59:59.999Z'), data(patient.id, '2026-04-03T00:00:00Z')],
    });
    const rows = async (query: string) =>
      (await get(`/api/access-log.csv${query}`, token)).text
        .split('\r\n')
        .slice(1, -1)
        .map((line) => `${line.split(';')[0]} ${line.split(';')[4]}`);
    expect(await rows(`?patientId=${patient.id}`)).toEqual(['2026-04-03T00:00:00.000Z Anna Secret', '2026-04-01T08:00:00.000Z Anna Secret']);
    expect(await rows('?from=2026-04-02&to=2026-04-02')).toEqual(['2026-04-02T23:59:59.999Z Zoé Autre']);
    expect(await rows('?from=2026-04-01&to=2026-04-02&patientId=')).toEqual([
      '2026-04-02T23:59:59.999Z Zoé Autre',
      '2026-04-01T08:00:00.000Z Anna Secret',
    ]);
  });

  it("answers 401 to a guest, 403 to an incomplete profile, and another practitioner's patient an empty file", async () => {
    const { patient } = await practice();
    const other = await practice();
    const incomplete = await account({ profileCompleted: false });
    expect(await get('/api/access-log.csv')).toMatchObject({ status: 401 });
    expect(JSON.parse((await get('/api/access-log.csv')).text)).toMatchObject({ success: false, code: 'UNAUTHENTICATED' });
    expect(JSON.parse((await get('/api/access-log.csv', incomplete.token)).text)).toMatchObject({ code: 'PROFILE_INCOMPLETE' });
    // The owner's patient has entries; the other practitioner's file is the header alone.
    await get(`/api/trpc/patients.get?input=${encodeURIComponent(JSON.stringify({ id: other.patient.id }))}`, other.token);
    const foreign = await get(`/api/access-log.csv?patientId=${patient.id}`, other.token);
    expect([foreign.status, foreign.text]).toEqual([200, '\uFEFFdate;actor;administrator;kind;patient;submission;ip;device\r\n']);
  });

  it('refuses a bad parameter with the translated 422 VALIDATION_FAILED naming it', async () => {
    const { token } = await practice();
    for (const query of ['?from=2026-02-30', '?to=hier', '?patientId=abc', '?patientId=0', '?patientId=1&patientId=2']) {
      const res = await get(`/api/access-log.csv${query}`, token);
      const name = /^\?(\w+)/.exec(query)![1]!;
      expect([query, res.status]).toEqual([query, 422]);
      const body = JSON.parse(res.text) as { code: string; message: string; errors: Record<string, string[]> };
      expect(body).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
      expect(Object.keys(body.errors)).toEqual([name]);
      expect(body.message).toBe(`Certains champs sont invalides\u00a0: ${name}.`);
    }
  });
});
