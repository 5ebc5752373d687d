// The OpenAPI document of the REST routes, read as data: the full list of operations, the user as ZRestUser
// (docs/auth-api.md#the-rest-user), snake_case where the routes speak it, bodies converted from the schemas the routes
// validate with, the error envelope by status, parameters and security. Checked against the running app (its routes
// and real answers) in openapi.int.test.ts.
import { describe, expect, it } from 'vitest';
import { FHIR_UNSUPPORTED_KINDS } from '@praxiform/api';
import { APP_ERROR_HTTP_STATUS, UPLOAD_IMAGE_TYPES, ZRegisterInput } from '@praxiform/domain';
import { restOpenApiDocument } from './openapi';
import { ZRestUser } from './user';

type TSchema = Record<string, unknown> & { properties?: Record<string, TSchema>; required?: string[] };
type TOperation = {
  operationId: string;
  tags: string[];
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: string; required?: boolean; description?: string; schema?: TSchema }[];
  requestBody?: { required?: boolean; content: Record<string, { schema?: TSchema }> };
  responses: Record<string, { description: string; content?: Record<string, { schema?: TSchema }> }>;
};

const document = restOpenApiDocument();
const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
  Object.entries(methods as Record<string, TOperation>).map(([method, operation]) => ({ call: `${method.toUpperCase()} ${path}`, path, operation })),
);
const operation = (call: string): TOperation => {
  const found = operations.find((o) => o.call === call);
  if (!found) throw new Error(`no ${call}`);
  return found.operation;
};

/** Every property name of a JSON value's `properties` objects, however deep. */
function propertyNames(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(propertyNames);
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) => [
    ...(key === 'properties' && typeof inner === 'object' && inner !== null ? Object.keys(inner) : []),
    ...propertyNames(inner),
  ]);
}

/** A JSON value with every `$ref` to a component replaced by the component, once (no cycles followed). */
function resolved(value: unknown, seen: ReadonlySet<string> = new Set()): unknown {
  if (Array.isArray(value)) return value.map((inner) => resolved(inner, seen));
  if (typeof value !== 'object' || value === null) return value;
  const ref = (value as { $ref?: unknown }).$ref;
  if (typeof ref === 'string') {
    const name = ref.replace('#/components/schemas/', '');
    return seen.has(name) ? {} : resolved(document.components.schemas[name], new Set([...seen, name]));
  }
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, resolved(inner, seen)]));
}

const bodySchema = (call: string, type = 'application/json') => resolved(operation(call).requestBody?.content[type]?.schema) as TSchema;
const answerSchema = (call: string, status: string, type = 'application/json') =>
  resolved(operation(call).responses[status]?.content?.[type]?.schema) as TSchema;

describe('the REST OpenAPI document', () => {
  it('describes every REST route of the app under /api, with its method (openapi.int.test.ts compares with the router)', () => {
    expect(operations.map((o) => o.call).sort()).toEqual(
      [
        'POST /login',
        'POST /register',
        'POST /complete-profile',
        'POST /email/resend-verification',
        'POST /logout',
        'GET /me',
        'POST /forgot-password',
        'POST /reset-password',
        'GET /auth/google',
        'POST /auth/google/callback',
        'POST /user/update-role',
        'POST /files',
        'GET /files/{id}',
        'GET /submissions/{id}/pdf',
        'GET /patients/{id}/pdf',
        'GET /public-forms/{token}',
        'POST /public-forms/{token}',
        'POST /public-forms/{token}/files',
        'GET /public-forms/{token}/images/{fileId}',
        'GET /public-forms/generic/{templateId}/{userId}/{params}',
        'POST /public-forms/generic/{templateId}/{userId}/{params}',
        'POST /public-forms/generic/{templateId}/{userId}/{params}/files',
        'GET /public-forms/generic/{templateId}/{userId}/{params}/images/{fileId}',
        'GET /fhir/Questionnaire/{id}',
        'POST /fhir/Questionnaire',
        'GET /fhir/QuestionnaireResponse/{id}',
        'GET /fhir/Patient/{id}/$everything',
        'GET /access-log.csv',
        'GET /health',
        'GET /health/live',
        'GET /health/ready',
        'POST /webhooks/stripe',
        'GET /openapi.json',
      ].sort(),
    );
    expect(operations.map((o) => o.call)).not.toContain('POST /trpc');
    expect(document.servers).toEqual([{ url: '/api' }]);
  });

  it("describes the user with ZRestUser's snake_case fields, all required, and the three user answers point at it", () => {
    const user = document.components.schemas.User as { properties: Record<string, unknown>; required: string[] };
    expect(Object.keys(user.properties).sort()).toEqual(Object.keys(ZRestUser.shape).sort());
    expect([...user.required].sort()).toEqual(Object.keys(ZRestUser.shape).sort());
    expect(user.properties).toMatchObject({
      profile_completed: { type: 'boolean' },
      is_administrator: { type: 'boolean' },
      first_name: { type: 'string' },
    });
    for (const call of ['GET /me', 'POST /login', 'POST /complete-profile']) {
      expect(JSON.stringify(operation(call).responses[200])).toContain('"$ref":"#/components/schemas/User"');
    }
  });

  it('names every field of the account and FHIR-import bodies and answers in snake_case, as those routes do', () => {
    const snakeCaseCalls = operations.filter(({ operation: o }) => o.tags.includes('auth') || o.tags.includes('profile'));
    expect(snakeCaseCalls.length).toBe(11);
    const names = (call: string, part: unknown) => propertyNames(resolved(part)).map((name) => `${call}: ${name}`);
    const spoken = [
      ...snakeCaseCalls
        // The Google callback answers the tRPC procedure's camelCase login result (its description says so).
        .filter(({ call }) => call !== 'POST /auth/google/callback')
        .flatMap(({ call, operation: o }) => [...names(call, o.requestBody), ...names(call, o.responses[200]), ...names(call, o.responses[201])]),
      ...names('POST /fhir/Questionnaire', operation('POST /fhir/Questionnaire').responses[201]),
      ...names('POST /fhir/Questionnaire', operation('POST /fhir/Questionnaire').responses[422]),
    ];
    expect(spoken.map((n) => n.split(': ')[1])).toEqual(
      expect.arrayContaining([
        'recaptcha_token',
        'password_confirmation',
        'redirect_url',
        'pending_token',
        'first_name',
        'link_id',
        'two_factor_required',
      ]),
    );
    // The refusal envelope's details (retryAfterSeconds) are the same on every route: left out here.
    expect(spoken.filter((name) => /[A-Z]/.test(name.split(': ')[1] ?? '') && !name.endsWith('retryAfterSeconds'))).toEqual([]);
    // And the public form keeps the camelCase it really answers.
    expect(propertyNames(document.components.schemas.PublicForm)).toEqual(expect.arrayContaining(['formName', 'practitionerName', 'expiresAt']));
  });

  it('converts request bodies from the schemas the routes validate with: the procedures’ inputs, snake-cased', () => {
    const register = bodySchema('POST /register');
    const registerInput = ZRegisterInput.shape;
    expect(Object.keys(register.properties ?? {}).sort()).toEqual(
      Object.keys(registerInput)
        .map((key) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`))
        .sort(),
    );
    expect(register.properties).toMatchObject({
      first_name: { type: 'string', minLength: 2, maxLength: 100 },
      email: { type: 'string', maxLength: 254 },
      accept_terms: { const: true },
      language: { enum: ['fr', 'en', 'nl'] },
    });
    expect(register.required).not.toContain('recaptcha_token');
    // null means "not given" on complete-profile (rest/profile.ts); the profession is required.
    const profile = bodySchema('POST /complete-profile');
    expect(profile.required).toEqual(['profession']);
    expect(JSON.stringify(profile.properties?.work_address)).toContain('"null"');
    // Only the address is read by resend-verification.
    expect(Object.keys(bodySchema('POST /email/resend-verification').properties ?? {})).toEqual(['email']);
    // The public submit: ZAnswers and consent.
    expect(bodySchema('POST /public-forms/{token}')).toMatchObject({
      properties: { consent: { const: true }, answers: { type: 'object', propertyNames: { maxLength: 64 } } },
      required: ['consent'],
    });
  });

  it('answers refusals with the error envelope of their status: every code of that status, and only those', () => {
    for (const { call, operation: o } of operations) {
      for (const [status, response] of Object.entries(o.responses)) {
        if (Number(status) < 400 || o.tags.includes('health') || o.tags.includes('billing')) continue;
        const schema = resolved(response.content?.['application/json']?.schema) as TSchema & { anyOf?: TSchema[]; allOf?: TSchema[] };
        const envelope = schema.anyOf?.at(-1) ?? schema;
        const codes = (envelope.properties?.code as { enum?: string[] } | undefined)?.enum;
        expect(codes, `${call} ${status}`).toBeDefined();
        expect(
          codes?.filter((code) => APP_ERROR_HTTP_STATUS[code as keyof typeof APP_ERROR_HTTP_STATUS] !== Number(status)),
          `${call} ${status}`,
        ).toEqual([]);
        expect(envelope.required, `${call} ${status}`).toEqual(['success', 'code', 'message']);
        expect(response.description.length, `${call} ${status}`).toBeGreaterThan(5);
      }
      expect(
        Object.keys(o.responses).some((status) => /^2/.test(status)),
        call,
      ).toBe(true);
    }
    expect(Object.keys(operation('GET /public-forms/{token}').responses).sort()).toEqual(['200', '404', '410', '503']);
    expect(Object.keys(operation('POST /public-forms/generic/{templateId}/{userId}/{params}').responses).sort()).toEqual(
      ['201', '400', '403', '404', '413', '422', '429', '503'].sort(),
    );
    expect(Object.keys(operation('POST /files').responses).sort()).toEqual(['201', '401', '403', '413', '422', '503']);
  });

  it('asks for the Bearer session where the routes need one, and for nothing on public routes', () => {
    const secured = operations.filter(({ operation: o }) => o.security !== undefined).map((o) => o.call);
    expect(secured.sort()).toEqual(
      [
        'POST /complete-profile',
        'POST /logout',
        'GET /me',
        'POST /user/update-role',
        'POST /files',
        'GET /files/{id}',
        'GET /submissions/{id}/pdf',
        'GET /patients/{id}/pdf',
        'GET /fhir/Questionnaire/{id}',
        'POST /fhir/Questionnaire',
        'GET /fhir/QuestionnaireResponse/{id}',
        'GET /fhir/Patient/{id}/$everything',
        'GET /access-log.csv',
      ].sort(),
    );
    expect(operation('GET /files/{id}').security).toEqual([{ bearer: [] }, {}]);
    expect(operation('GET /me').security).toEqual([{ bearer: [] }]);
    expect(document.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    for (const call of secured.filter((c) => c !== 'GET /files/{id}')) expect(Object.keys(operation(call).responses), call).toContain('401');
  });

  it('declares each path template parameter exactly once, and the generic link’s rest as {params}', () => {
    for (const { call, path, operation: o } of operations) {
      const inPath = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      const declared = (o.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
      expect(declared, call).toEqual(inPath);
    }
    const params = operation('GET /public-forms/generic/{templateId}/{userId}/{params}').parameters?.find((p) => p.name === 'params');
    expect(params?.description).toMatch(/rest of the signed link/);
    expect(params?.description).toMatch(/\*params/);
  });

  it('takes pictures as raw image bytes, answers them as images and PDFs as application/pdf', () => {
    for (const call of ['POST /files', 'POST /public-forms/{token}/files', 'POST /public-forms/generic/{templateId}/{userId}/{params}/files']) {
      expect(Object.keys(operation(call).requestBody?.content ?? {}).sort(), call).toEqual([...UPLOAD_IMAGE_TYPES].sort());
    }
    expect(Object.keys(operation('GET /files/{id}').responses[200]?.content ?? {}).sort()).toEqual([...UPLOAD_IMAGE_TYPES].sort());
    expect(Object.keys(operation('GET /patients/{id}/pdf').responses[200]?.content ?? {})).toEqual(['application/pdf']);
    expect(answerSchema('POST /files', '201')).toMatchObject({ required: ['fileId', 'url'] });
  });

  it('describes the FHIR paths: open R4 resources by resourceType, the import’s query, answer and refusal', () => {
    expect(answerSchema('GET /fhir/Questionnaire/{id}', '200', 'application/fhir+json')).toMatchObject({
      properties: { resourceType: { const: 'Questionnaire' } },
      required: ['resourceType'],
      additionalProperties: {},
      externalDocs: { url: 'https://hl7.org/fhir/R4/questionnaire.html' },
    });
    expect(answerSchema('GET /fhir/Patient/{id}/$everything', '200', 'application/fhir+json')).toMatchObject({
      properties: { resourceType: { const: 'Bundle' }, type: { const: 'collection' } },
    });
    const importing = operation('POST /fhir/Questionnaire');
    expect(Object.keys(importing.requestBody?.content ?? {})).toEqual(['application/fhir+json', 'application/json']);
    expect(importing.parameters).toEqual([
      expect.objectContaining({ name: 'drop_unsupported', in: 'query', schema: expect.objectContaining({ default: 'false' }) }),
    ]);
    const answer = answerSchema('POST /fhir/Questionnaire', '201');
    expect(JSON.stringify(answer)).toContain('"link_id"');
    const refusal = answerSchema('POST /fhir/Questionnaire', '422') as { allOf?: unknown; properties?: Record<string, TSchema> };
    const unsupported = refusal.properties?.unsupported as { items?: { properties?: { kind?: { enum?: string[] } } } } | undefined;
    expect(unsupported?.items?.properties?.kind?.enum).toEqual([...FHIR_UNSUPPORTED_KINDS]);
    expect(refusal.properties?.code).toMatchObject({ enum: expect.arrayContaining(['FHIR_UNSUPPORTED', 'FHIR_INVALID', 'VALIDATION_FAILED']) });
    expect(Object.keys(importing.responses)).toEqual(expect.arrayContaining(['401', '402', '403', '422']));
    expect(Object.keys(operation('GET /fhir/QuestionnaireResponse/{id}').responses)).toContain('409');
  });

  it('describes the Stripe webhook with its signature header, and health with its JSON', () => {
    expect(operation('POST /webhooks/stripe').parameters).toEqual([
      expect.objectContaining({ name: 'stripe-signature', in: 'header', required: true }),
    ]);
    expect(answerSchema('GET /health', '200')).toMatchObject({ properties: { ok: { const: true }, database: { const: 'up' } } });
    expect(answerSchema('GET /health/live', '200')).toMatchObject({ properties: { ok: { const: true } }, required: ['ok'] });
  });

  it('has unique operation ids, known tags, and a component behind every $ref', () => {
    const ids = operations.map((o) => o.operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    const tags = new Set(document.tags.map((t) => t.name));
    for (const { call, operation: o } of operations)
      expect(
        o.tags.every((t) => tags.has(t)),
        call,
      ).toBe(true);
    const refs = [...JSON.stringify(document).matchAll(/"\$ref":"([^"]+)"/g)].map((m) => m[1] ?? '');
    expect(refs.length).toBeGreaterThan(20);
    for (const ref of new Set(refs)) expect(document.components.schemas, ref).toHaveProperty(ref.replace('#/components/schemas/', ''));
    // Computed the same way each time (it is computed once per app, rest/index.ts).
    expect(JSON.stringify(restOpenApiDocument())).toBe(JSON.stringify(document));
  });
});
