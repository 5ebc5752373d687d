// The FHIR routes over real HTTP (docs/fhir.md): a template out as a Questionnaire and back in as a new template, the
// import's refusal list and its confirmation, a completed submission as a QuestionnaireResponse, a patient's
// $everything Bundle; every resource checked by a FHIR validator; guards and someone else's records as everywhere.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession, type ApiDeps } from '@praxiform/api';
import { createTestDeps, expectValidFhir, listenLocally, type TListening } from '@praxiform/api/testing';
import { createPatient, createSubmission, createTemplate, createUser } from '@praxiform/db/testing';
import type { PrismaClient } from '@praxiform/db';
import type { TField } from '@praxiform/domain';
import { createApp } from '../app';

let listening: TListening;
let base: string;
let deps: ApiDeps;
let prisma: PrismaClient;

beforeAll(async () => {
  deps = await createTestDeps();
  prisma = deps.prisma;
  listening = await listenLocally(createApp({ deps }));
  base = listening.base;
});
afterAll(() => listening.close());

async function tokenFor(overrides: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(prisma, { firstName: 'Anne', lastName: 'Janssens', interfaceLanguage: 'fr', ...overrides });
  return { user, token: (await createSession(prisma, user.id)).token };
}

type TAnswer = { status: number; type: string | null; location: string | null; body: Record<string, unknown> };

async function call(method: 'GET' | 'POST', path: string, token?: string, body?: unknown, contentType = 'application/fhir+json'): Promise<TAnswer> {
  const res = await fetch(`${base}/api${path}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body === undefined ? {} : { 'content-type': contentType }) },
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
  return {
    status: res.status,
    type: res.headers.get('content-type'),
    location: res.headers.get('location'),
    body: (await res.json()) as Record<string, unknown>,
  };
}

const FIELDS: TField[] = [
  {
    id: 'douleur',
    type: 'radio',
    title: 'Douleur le matin ?',
    required: true,
    practitionerOnly: false,
    options: [
      {
        id: 'oui',
        label: 'Oui',
        points: 3,
        children: [{ id: 'depuis', type: 'date', title: 'Depuis quand ?', required: false, practitionerOnly: false }],
      },
      { id: 'non', label: 'Non', points: 0, children: [] },
    ],
  },
  { id: 'remarques', type: 'textarea', title: 'Remarques', required: false, practitionerOnly: false, helpText: 'En quelques mots' },
  { id: 'note', type: 'text', title: 'Note du praticien', required: false, practitionerOnly: true },
];

async function ownTemplate(userId: number) {
  return createTemplate(prisma, {
    creatorId: userId,
    name: 'Bilan lombaire',
    type: 'bilan',
    scoringEnabled: true,
    scoreBands: [
      { min: 0, max: 1, label: 'Faible', level: 'none' },
      { min: 2, max: 3, label: 'Forte', level: 'severe', positive: true },
    ],
    fields: FIELDS,
  });
}

async function templateCount(ownerId: number) {
  return prisma.template.count({ where: { ownerId } });
}

describe('GET /api/fhir/Questionnaire/:id', () => {
  it('answers my template as a valid FHIR R4 Questionnaire in application/fhir+json', async () => {
    const { user, token } = await tokenFor();
    const template = await ownTemplate(user.id);
    const res = await call('GET', `/fhir/Questionnaire/${template.id}`, token);
    expect(res.status).toBe(200);
    expect(res.type).toBe('application/fhir+json; charset=utf-8');
    expectValidFhir(res.body);
    expect(res.body).toMatchObject({ resourceType: 'Questionnaire', status: 'active', title: 'Bilan lombaire', language: 'fr' });
    const items = res.body.item as { linkId: string; type: string; required?: boolean; item?: { linkId: string; enableWhen?: unknown[] }[] }[];
    expect(items.map((item) => [item.linkId, item.type])).toEqual([
      ['douleur', 'choice'],
      ['remarques', 'text'],
      ['note', 'string'],
    ]);
    expect(items[0]?.required).toBe(true);
    const conditional = items[0]?.item?.find((child) => child.linkId === 'depuis');
    expect(conditional?.enableWhen).toEqual([{ question: 'douleur', operator: '=', answerCoding: expect.objectContaining({ code: 'oui' }) }]);
  });

  it('answers 401 to a guest, 403 to an incomplete profile, 404 to another practitioner and to malformed ids', async () => {
    const { user } = await tokenFor();
    const other = await tokenFor();
    const incomplete = await tokenFor({ profileCompleted: false });
    const template = await ownTemplate(user.id);
    expect(await call('GET', `/fhir/Questionnaire/${template.id}`)).toMatchObject({ status: 401, body: { code: 'UNAUTHENTICATED' } });
    expect(await call('GET', `/fhir/Questionnaire/${template.id}`, incomplete.token)).toMatchObject({
      status: 403,
      body: { code: 'PROFILE_INCOMPLETE' },
    });
    expect(await call('GET', `/fhir/Questionnaire/${template.id}`, other.token)).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } });
    for (const id of ['999999999', '1e3', '-1', '0', '99999999999', 'abc']) {
      expect(await call('GET', `/fhir/Questionnaire/${id}`, other.token), id).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } });
    }
  });
});

describe('POST /api/fhir/Questionnaire', () => {
  it('imports an exported Questionnaire back as a new private template equal to the first', async () => {
    const { user, token } = await tokenFor();
    const template = await ownTemplate(user.id);
    const exported = await call('GET', `/fhir/Questionnaire/${template.id}`, token);
    const res = await call('POST', '/fhir/Questionnaire', token, exported.body);
    expect(res.status).toBe(201);
    const data = res.body.data as { template: { id: number; name: string }; dropped: unknown[] };
    expect(data).toEqual({ template: { id: expect.any(Number), name: 'Bilan lombaire' }, dropped: [] });
    expect(res.location).toBe(`/api/fhir/Questionnaire/${data.template.id}`);
    const copy = await prisma.template.findUniqueOrThrow({ where: { id: data.template.id } });
    expect(copy).toMatchObject({ ownerId: user.id, isPublic: false, type: 'bilan', scoringEnabled: true, language: 'fr' });
    expect(copy.fields).toEqual(template.fields);
    expect(copy.scoreBands).toEqual(template.scoreBands);
    // And it exports as the same Questionnaire, but for its own id and address.
    const again = await call('GET', `/fhir/Questionnaire/${copy.id}`, token);
    expect(again.body.item).toEqual(exported.body.item);
  });

  it('lists what a template cannot hold with 422 and creates nothing, then imports without it once confirmed', async () => {
    const { user, token } = await tokenFor();
    const questionnaire = {
      resourceType: 'Questionnaire',
      status: 'active',
      title: 'Suivi',
      item: [
        { linkId: 'poids', type: 'quantity', text: 'Poids' },
        { linkId: 'humeur', type: 'string', text: 'Humeur' },
      ],
    };
    const before = await templateCount(user.id);
    const refused = await call('POST', '/fhir/Questionnaire', token, questionnaire);
    expect(refused).toMatchObject({
      status: 422,
      body: { success: false, code: 'FHIR_UNSUPPORTED', unsupported: [{ link_id: 'poids', kind: 'item-type' }] },
    });
    expect(typeof refused.body.message).toBe('string');
    expect(await templateCount(user.id)).toBe(before);

    const confirmed = await call('POST', '/fhir/Questionnaire?drop_unsupported=true', token, questionnaire);
    expect(confirmed.status).toBe(201);
    expect((confirmed.body.data as { dropped: unknown[] }).dropped).toEqual([{ link_id: 'poids', kind: 'item-type' }]);
    const created = await prisma.template.findUniqueOrThrow({ where: { id: (confirmed.body.data as { template: { id: number } }).template.id } });
    expect((created.fields as { id: string }[]).map((field) => field.id)).toEqual(['humeur']);
  });

  it('refuses what is not a Questionnaire, a bad confirmation flag and oversized templates, creating nothing', async () => {
    const { user, token } = await tokenFor();
    const before = await templateCount(user.id);
    for (const body of [{ resourceType: 'Patient' }, [], { resourceType: 'Questionnaire', item: 'nope' }]) {
      expect(await call('POST', '/fhir/Questionnaire', token, body), JSON.stringify(body)).toMatchObject({
        status: 422,
        body: { code: 'FHIR_INVALID' },
      });
    }
    expect(await call('POST', '/fhir/Questionnaire', token, '{"resourceType":', 'application/json')).toMatchObject({ status: 400 });
    const small = { resourceType: 'Questionnaire', status: 'active', title: 'x', item: [{ linkId: 'a', type: 'string', text: 'A' }] };
    expect(await call('POST', '/fhir/Questionnaire?drop_unsupported=yes', token, small)).toMatchObject({
      status: 422,
      body: { code: 'VALIDATION_FAILED' },
    });
    const tooMany = { ...small, item: Array.from({ length: 501 }, (_, i) => ({ linkId: `q${i}`, type: 'string', text: `Q${i}` })) };
    expect(await call('POST', '/fhir/Questionnaire', token, tooMany)).toMatchObject({ status: 422, body: { code: 'VALIDATION_FAILED' } });
    const prototypeKeys = JSON.parse(
      '{"resourceType":"Questionnaire","status":"active","title":"p","__proto__":{"polluted":1},"item":[{"linkId":"__proto__","type":"string","text":"A"}]}',
    ) as unknown;
    const res = await call('POST', '/fhir/Questionnaire', token, JSON.stringify(prototypeKeys), 'application/fhir+json');
    // The question is kept under an id of its own; nothing reached Object.prototype.
    expect(res.status).toBe(201);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    const created = await prisma.template.findUniqueOrThrow({ where: { id: (res.body.data as { template: { id: number } }).template.id } });
    const fields = created.fields as { id: string; title: string }[];
    expect(fields.map((field) => field.title)).toEqual(['A']);
    expect(fields[0]?.id).not.toBe('__proto__');
    expect(await templateCount(user.id)).toBe(before + 1);
  });

  it('answers 401 to a guest and 403 to an incomplete profile', async () => {
    const incomplete = await tokenFor({ profileCompleted: false });
    const small = { resourceType: 'Questionnaire', status: 'active', title: 'x', item: [{ linkId: 'a', type: 'string', text: 'A' }] };
    expect(await call('POST', '/fhir/Questionnaire', undefined, small)).toMatchObject({ status: 401, body: { code: 'UNAUTHENTICATED' } });
    expect(await call('POST', '/fhir/Questionnaire', incomplete.token, small)).toMatchObject({ status: 403, body: { code: 'PROFILE_INCOMPLETE' } });
  });
});

async function completedFile(userId: number) {
  const template = await ownTemplate(userId);
  const patient = await createPatient(prisma, { ownerId: userId, firstName: 'Émile', lastName: 'Dubois', email: 'emile.dubois@example.org' });
  const completed = await createSubmission(prisma, {
    practitionerId: userId,
    patientId: patient.id,
    templateId: template.id,
    status: 'completed',
    completedAt: new Date('2026-02-10T10:00:00Z'),
    answers: { douleur: 'oui', depuis: '2026-01-02', remarques: 'Surtout le matin' },
  });
  const open = await createSubmission(prisma, { practitionerId: userId, patientId: patient.id, templateId: template.id });
  return { template, patient, completed, open };
}

describe('GET /api/fhir/QuestionnaireResponse/:id', () => {
  it('answers a completed submission as a valid QuestionnaireResponse with its answers, subject and score', async () => {
    const { user, token } = await tokenFor();
    const { template, patient, completed } = await completedFile(user.id);
    const res = await call('GET', `/fhir/QuestionnaireResponse/${completed.id}`, token);
    expect(res.status).toBe(200);
    expect(res.type).toBe('application/fhir+json; charset=utf-8');
    expectValidFhir(res.body);
    expect(res.body).toMatchObject({
      resourceType: 'QuestionnaireResponse',
      status: 'completed',
      authored: '2026-02-10T10:00:00.000Z',
      questionnaire: `${deps.appUrl.replace(/\/+$/, '')}/api/fhir/Questionnaire/${template.id}`,
      subject: { reference: `Patient/${patient.id}` },
    });
    const text = JSON.stringify(res.body);
    expect(text).toContain('Surtout le matin');
    expect(text).toContain('"valueDate":"2026-01-02"');
    expect(text).toContain('"valueInteger":3');
  });

  it('answers 409 for a form not yet completed, 404 for someone else’s or an unknown one', async () => {
    const { user, token } = await tokenFor();
    const other = await tokenFor();
    const { completed, open } = await completedFile(user.id);
    expect(await call('GET', `/fhir/QuestionnaireResponse/${open.id}`, token)).toMatchObject({
      status: 409,
      body: { code: 'SUBMISSION_NOT_COMPLETED' },
    });
    expect(await call('GET', `/fhir/QuestionnaireResponse/${completed.id}`, other.token)).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } });
    expect(await call('GET', `/fhir/QuestionnaireResponse/${completed.id}`)).toMatchObject({ status: 401 });
  });
});

describe('GET /api/fhir/Patient/:id/$everything', () => {
  it('answers a collection Bundle of the patient, their completed responses and the questionnaires they answer', async () => {
    const { user, token } = await tokenFor();
    const { template, patient, completed } = await completedFile(user.id);
    const res = await call('GET', `/fhir/Patient/${patient.id}/$everything`, token);
    expect(res.status).toBe(200);
    expectValidFhir(res.body);
    expect(res.body).toMatchObject({ resourceType: 'Bundle', type: 'collection' });
    const resources = (res.body.entry as { resource: { resourceType: string; id?: string } }[]).map((entry) => entry.resource);
    expect(resources.map((resource) => `${resource.resourceType}/${resource.id}`).sort()).toEqual(
      [`Patient/${patient.id}`, `QuestionnaireResponse/${completed.id}`, `Questionnaire/${template.id}`].sort(),
    );
  });

  it('answers 404 for another practitioner’s patient and an unknown one', async () => {
    const { user } = await tokenFor();
    const other = await tokenFor();
    const { patient } = await completedFile(user.id);
    expect(await call('GET', `/fhir/Patient/${patient.id}/$everything`, other.token)).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } });
    expect(await call('GET', '/fhir/Patient/999999999/$everything', other.token)).toMatchObject({ status: 404 });
  });
});
