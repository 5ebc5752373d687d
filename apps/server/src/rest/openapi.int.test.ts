// GET /api/openapi.json of the running app: a valid OpenAPI 3.1 document (@seriousme/openapi-schema-validator), one
// operation per route of the app under /api (read from its router stack; tRPC's /api/trpc is not REST) and none more,
// and real answers of the app that match what the document says of them (status, media type, JSON Schema).
import { createRequire } from 'node:module';
import type { Express } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Validator } from '@seriousme/openapi-schema-validator';
import { createSession } from '@praxiform/api';
import { createOwnerForms, createTestDeps, listenLocally, marker, type TListening } from '@praxiform/api/testing';
import { createApp } from '../app';
import { routesOf } from '../testing/routes-of';

type TResponse = { content?: Record<string, { schema?: unknown }> };
type TDocument = {
  openapi: string;
  paths: Record<string, Record<string, { responses: Record<string, TResponse> }>>;
  components: { schemas: Record<string, unknown> };
};

let app: Express;
let listening: TListening;
let base: string;
let document: TDocument;
let deps: Awaited<ReturnType<typeof createTestDeps>>;

beforeAll(async () => {
  deps = await createTestDeps();
  app = createApp({ deps });
  listening = await listenLocally(app);
  base = listening.base;
  const answer = await fetch(`${base}/api/openapi.json`);
  expect(answer.status).toBe(200);
  document = (await answer.json()) as TDocument;
});
afterAll(() => listening.close());

/** An Express route path in OpenAPI's form: `:id` and the wildcard `*params` become `{id}`, `{params}`; escapes go. */
function openApiPath(expressPath: string): string {
  return expressPath.replace(/[:*]([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}').replace(/\\(.)/g, '$1');
}

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const result = await new Validator().validate(document);
    expect(result.errors ?? [], JSON.stringify(result.errors, null, 2)).toEqual([]);
    expect(result.valid).toBe(true);
    expect(document.openapi).toBe('3.1.0');
  });

  it('is checked for real: the validator refuses a broken copy', async () => {
    const broken = structuredClone(document) as unknown as { paths: Record<string, Record<string, object>> };
    broken.paths['/me'] = { get: { responses: 'none' } };
    const result = await new Validator().validate(broken);
    expect(result.valid).toBe(false);
  });

  it('describes every route of the app under /api (tRPC excepted), and no route the app does not have', () => {
    const routes = routesOf(app)
      .map((route) => {
        const [method = '', path = ''] = route.split(' ');
        return `${method} ${openApiPath(path)}`;
      })
      .filter((route) => route.includes(' /api/') && !/ \/api\/trpc(\/|$)/.test(route));
    const described = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} /api${path}`),
    );
    expect(
      routes.filter((route) => !described.includes(route)),
      'routes of the app the document does not describe',
    ).toEqual([]);
    expect(
      described.filter((route) => !routes.includes(route)),
      'operations of the document the app does not have',
    ).toEqual([]);
    // The non-API routes stay out (robots.txt, sitemap.xml), and the matrix's count of routes is the floor.
    expect(routesOf(app).filter((route) => !route.includes(' /api/'))).toEqual(['GET /robots.txt', 'GET /sitemap.xml']);
    expect(routes.length).toBeGreaterThanOrEqual(32);
  });
});

// ---------------------------------------------------------------------------------------------------------------------
// Real answers against their description: the JSON Schemas are checked by the ajv that the OpenAPI validator itself
// depends on (draft 2020-12, OpenAPI 3.1's dialect), loaded from the validator's own dependencies.

type TAjv = {
  addSchema(schema: object): void;
  compile(schema: object): ((data: unknown) => boolean) & { errors?: unknown };
};
const fromValidator = createRequire(createRequire(import.meta.url).resolve('@seriousme/openapi-schema-validator'));
const { default: Ajv2020 } = fromValidator('ajv/dist/2020.js') as { default: new (options: object) => TAjv };
const { default: addFormats } = fromValidator('ajv-formats') as { default: (ajv: TAjv) => void };

const DOCUMENT_ID = 'https://praxiform.invalid/api/openapi.json';
let ajv: TAjv | undefined;
function validatorOf(schema: unknown) {
  if (!ajv) {
    ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats(ajv);
    ajv.addSchema({ $id: DOCUMENT_ID, components: document.components });
  }
  // A response's own refs are relative to the document: made absolute, so they resolve in the document added above.
  return ajv.compile(JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', `"${DOCUMENT_ID}#/components/`)) as object);
}

type TCall = { method: 'GET' | 'POST'; path: string; operation: string; headers?: Record<string, string>; body?: string | Uint8Array };

/** Calls the app and checks the answer against the document: its status is described, its media type too, its JSON validates. */
async function checkAnswer(call: TCall): Promise<{ status: number; body: unknown; type: string }> {
  const res = await fetch(`${base}${call.path}`, { method: call.method, headers: call.headers, body: call.body });
  const type = (res.headers.get('content-type') ?? '').split(';')[0]?.trim() ?? '';
  const bytes = Buffer.from(await res.arrayBuffer());
  const what = `${call.method} ${call.path} → ${res.status} ${type}`;
  const described = document.paths[call.operation]?.[call.method.toLowerCase()]?.responses[String(res.status)];
  expect(described, `${what}: status not described`).toBeDefined();
  expect(Object.keys(described?.content ?? {}), `${what}: media type not described`).toContain(type);
  const body: unknown = type.endsWith('json') ? JSON.parse(bytes.toString('utf8')) : bytes;
  const schema = described?.content?.[type]?.schema;
  if (schema !== undefined) {
    const validate = validatorOf(schema);
    expect(validate(body), `${what}: ${JSON.stringify(validate.errors, null, 2)}\n${bytes.toString('utf8').slice(0, 500)}`).toBe(true);
  }
  return { status: res.status, body, type };
}

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
const json = (body: unknown) => ({ headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe('the document tells the truth about real answers', () => {
  it('the answer checker refuses what the description does not allow', () => {
    const health = document.paths['/health']?.get?.responses['200']?.content?.['application/json']?.schema;
    expect(validatorOf(health)({ ok: true, database: 'up' })).toBe(true);
    expect(validatorOf(health)({ ok: true })).toBe(false);
    const me = document.paths['/me']?.get?.responses['200']?.content?.['application/json']?.schema;
    expect(validatorOf(me)({ success: true, data: { user: { id: 1 } } })).toBe(false);
  });

  it('health, the webhook of a server without payments, and refusals of guests', async () => {
    expect((await checkAnswer({ method: 'GET', path: '/api/health', operation: '/health' })).status).toBe(200);
    expect((await checkAnswer({ method: 'GET', path: '/api/health/ready', operation: '/health/ready' })).body).toEqual({ ok: true, database: 'up' });
    expect((await checkAnswer({ method: 'GET', path: '/api/health/live', operation: '/health/live' })).body).toEqual({ ok: true });
    const webhook = await checkAnswer({ method: 'POST', path: '/api/webhooks/stripe', operation: '/webhooks/stripe', ...json({ id: 'evt_1' }) });
    expect(webhook.body).toEqual({ received: false, outcome: 'PAYMENTS_NOT_CONFIGURED' });
    expect((await checkAnswer({ method: 'GET', path: '/api/me', operation: '/me' })).status).toBe(401);
    const login = await checkAnswer({
      method: 'POST',
      path: '/api/login',
      operation: '/login',
      ...json({ email: 'nobody@test.praxiform', password: 'x' }),
    });
    expect([401, 422]).toContain(login.status);
    expect((await checkAnswer({ method: 'POST', path: '/api/register', operation: '/register', ...json({ email: 'not an address' }) })).status).toBe(
      422,
    );
    expect(
      (await checkAnswer({ method: 'POST', path: '/api/login', operation: '/login', headers: { 'content-type': 'application/json' }, body: '{' }))
        .status,
    ).toBe(400);
  });

  it('the signed-in user, pictures, PDFs, the access log and the public form of a sent link', async () => {
    const { owner, patient, template, sent, completed } = await createOwnerForms(deps.prisma, {
      ownerLast: marker('Proprio'),
      patientFirst: marker('Patient'),
      patientLast: marker('Secret'),
      templateName: marker('Modele'),
      answer: marker('Reponse'),
    });
    const headers = { authorization: `Bearer ${(await createSession(deps.prisma, owner.id)).token}` };
    const me = await checkAnswer({ method: 'GET', path: '/api/me', operation: '/me', headers });
    expect(me.body).toMatchObject({ success: true, data: { user: { id: owner.id, profile_completed: true } } });

    const upload = await checkAnswer({
      method: 'POST',
      path: '/api/files',
      operation: '/files',
      headers: { ...headers, 'content-type': 'image/png' },
      body: PNG,
    });
    expect(upload.status).toBe(201);
    const { fileId } = upload.body as { fileId: string };
    const picture = await checkAnswer({ method: 'GET', path: `/api/files/${fileId}`, operation: '/files/{id}', headers });
    expect([picture.status, picture.type]).toEqual([200, 'image/png']);
    const notPicture = await checkAnswer({
      method: 'POST',
      path: '/api/files',
      operation: '/files',
      headers: { ...headers, 'content-type': 'image/png' },
      body: 'not a picture',
    });
    expect(notPicture.body).toMatchObject({ code: 'FILE_TYPE_NOT_ALLOWED' });

    const pdf = await checkAnswer({ method: 'GET', path: `/api/submissions/${completed.id}/pdf`, operation: '/submissions/{id}/pdf', headers });
    expect([pdf.status, pdf.type]).toEqual([200, 'application/pdf']);
    expect((await checkAnswer({ method: 'GET', path: `/api/submissions/${sent.id}/pdf`, operation: '/submissions/{id}/pdf', headers })).status).toBe(
      409,
    );
    expect((await checkAnswer({ method: 'GET', path: `/api/patients/${patient.id}/pdf`, operation: '/patients/{id}/pdf' })).status).toBe(401);
    const csv = await checkAnswer({ method: 'GET', path: `/api/access-log.csv?patientId=${patient.id}`, operation: '/access-log.csv', headers });
    expect([csv.status, csv.type]).toEqual([200, 'text/csv']);
    expect((await checkAnswer({ method: 'GET', path: '/api/access-log.csv?from=hier', operation: '/access-log.csv', headers })).body).toMatchObject({
      code: 'VALIDATION_FAILED',
    });
    expect((await checkAnswer({ method: 'GET', path: '/api/access-log.csv', operation: '/access-log.csv' })).status).toBe(401);

    const form = await checkAnswer({ method: 'GET', path: `/api/public-forms/${sent.linkToken}`, operation: '/public-forms/{token}' });
    expect(form.body).toMatchObject({ form: { formName: template.name, fields: [{ id: 'motif' }] } });
    const refused = await checkAnswer({
      method: 'POST',
      path: `/api/public-forms/${sent.linkToken}`,
      operation: '/public-forms/{token}',
      ...json({ answers: { motif: 'Douleur' } }),
    });
    expect(refused.body).toMatchObject({ code: 'CONSENT_REQUIRED' });
    const submitted = await checkAnswer({
      method: 'POST',
      path: `/api/public-forms/${sent.linkToken}`,
      operation: '/public-forms/{token}',
      ...json({ answers: { motif: 'Douleur au genou' }, consent: true }),
    });
    expect(submitted.body).toEqual({ success: true, showCrisisMessage: false });
    expect((await checkAnswer({ method: 'GET', path: `/api/public-forms/${sent.linkToken}`, operation: '/public-forms/{token}' })).status).toBe(410);
    expect((await checkAnswer({ method: 'GET', path: '/api/public-forms/not-a-token', operation: '/public-forms/{token}' })).status).toBe(404);
  });

  it('the FHIR resources and the import’s answer and refusals', async () => {
    const { owner, patient, template, sent, completed } = await createOwnerForms(deps.prisma, {
      ownerLast: marker('Proprio'),
      patientFirst: marker('Patient'),
      patientLast: marker('Secret'),
      templateName: marker('Modele'),
      answer: marker('Reponse'),
    });
    const headers = { authorization: `Bearer ${(await createSession(deps.prisma, owner.id)).token}` };
    const questionnaire = await checkAnswer({
      method: 'GET',
      path: `/api/fhir/Questionnaire/${template.id}`,
      operation: '/fhir/Questionnaire/{id}',
      headers,
    });
    expect([questionnaire.status, questionnaire.type]).toEqual([200, 'application/fhir+json']);
    const response = await checkAnswer({
      method: 'GET',
      path: `/api/fhir/QuestionnaireResponse/${completed.id}`,
      operation: '/fhir/QuestionnaireResponse/{id}',
      headers,
    });
    expect(response.body).toMatchObject({ resourceType: 'QuestionnaireResponse' });
    const open = await checkAnswer({
      method: 'GET',
      path: `/api/fhir/QuestionnaireResponse/${sent.id}`,
      operation: '/fhir/QuestionnaireResponse/{id}',
      headers,
    });
    expect(open.body).toMatchObject({ code: 'SUBMISSION_NOT_COMPLETED' });
    const everything = await checkAnswer({
      method: 'GET',
      path: `/api/fhir/Patient/${patient.id}/$everything`,
      operation: '/fhir/Patient/{id}/$everything',
      headers,
    });
    expect(everything.body).toMatchObject({ resourceType: 'Bundle', type: 'collection' });
    expect(
      (await checkAnswer({ method: 'GET', path: '/api/fhir/Questionnaire/2000000000', operation: '/fhir/Questionnaire/{id}', headers })).status,
    ).toBe(404);

    const fhirJson = { ...headers, 'content-type': 'application/fhir+json' };
    const imported = await checkAnswer({
      method: 'POST',
      path: '/api/fhir/Questionnaire',
      operation: '/fhir/Questionnaire',
      headers: fhirJson,
      body: JSON.stringify(questionnaire.body),
    });
    expect(imported.status).toBe(201);
    const invalid = await checkAnswer({
      method: 'POST',
      path: '/api/fhir/Questionnaire',
      operation: '/fhir/Questionnaire',
      headers: fhirJson,
      body: JSON.stringify({ resourceType: 'Patient' }),
    });
    expect(invalid.body).toMatchObject({ code: 'FHIR_INVALID' });
    const unsupported = await checkAnswer({
      method: 'POST',
      path: '/api/fhir/Questionnaire',
      operation: '/fhir/Questionnaire',
      headers: fhirJson,
      body: JSON.stringify({ resourceType: 'Questionnaire', status: 'active', item: [{ linkId: 'when', text: 'When?', type: 'dateTime' }] }),
    });
    expect(unsupported.body).toMatchObject({ code: 'FHIR_UNSUPPORTED', unsupported: [{ link_id: 'when', kind: 'item-type' }] });
    const badQuery = await checkAnswer({
      method: 'POST',
      path: '/api/fhir/Questionnaire?drop_unsupported=maybe',
      operation: '/fhir/Questionnaire',
      headers: fhirJson,
      body: JSON.stringify(questionnaire.body),
    });
    expect(badQuery.body).toMatchObject({ code: 'VALIDATION_FAILED' });
  });
});
