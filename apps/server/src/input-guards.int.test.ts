// Inputs no handler should ever see, over real HTTP and the real database: NUL characters (PostgreSQL refuses them in
// text and jsonb) and JSON nested deep enough to overflow the stack of a recursive reader.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession, type ApiDeps } from '@praxiform/api';
import { createTestDeps, listenLocally, type TListening } from '@praxiform/api/testing';
import { createPatient, createSubmission, createTemplate, createUser } from '@praxiform/db/testing';
import { FIELD_LIMITS, type TField } from '@praxiform/domain';
import { createApp } from './app';

let deps: ApiDeps;
let server: TListening;
let base: string;

beforeAll(async () => {
  deps = await createTestDeps();
  server = await listenLocally(createApp({ deps }));
  base = server.base;
});

afterAll(() => server.close());

type TResponse = { status: number; headers: Headers; body: Record<string, unknown> };

async function send(
  method: 'GET' | 'POST',
  url: string,
  options: { body?: string | Buffer; token?: string; contentType?: string } = {},
): Promise<TResponse> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = options.contentType ?? 'application/json';
  const res = await fetch(`${base}${url}`, { method, headers, body: options.body });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

async function practitionerToken(): Promise<{ userId: number; token: string }> {
  const user = await createUser(deps.prisma);
  return { userId: user.id, token: (await createSession(deps.prisma, user.id)).token };
}

const TEMPLATE = { name: 'Bilan', type: 'anamnese', language: 'fr', scoringEnabled: false };

/** A radio field whose first option reveals `child`, down to `depth` levels under it. */
function nestedField(id: string, depth: number): TField {
  if (depth === 0) return { id, type: 'text', title: `Question ${id}`, required: false, practitionerOnly: false };
  return {
    id,
    type: 'radio',
    title: `Question ${id}`,
    required: false,
    practitionerOnly: false,
    options: [{ id: `${id}-o`, label: 'Oui', children: [nestedField(`${id}-c`, depth - 1)] }],
  };
}

type TTrpcError = { error: { data: { appCode: string; httpStatus: number; issues?: { path: string[]; message: string }[] } } };

describe('NUL characters in inputs', () => {
  it('refuses a NUL in a template field title over tRPC as a validation error naming the field, like any zod issue', async () => {
    const { token } = await practitionerToken();
    const fields = [nestedField('q1', 1)];
    const zodRefusal = await send('POST', '/api/trpc/templates.create', { token, body: JSON.stringify({ ...TEMPLATE, name: '', fields }) });
    fields[0]!.options![0]!.children[0]!.title = 'Dou\u0000leur';
    const res = await send('POST', '/api/trpc/templates.create', { token, body: JSON.stringify({ ...TEMPLATE, fields }) });
    // The same status and shape as the zod refusal of an empty name.
    expect(res.status).toBe(zodRefusal.status);
    const { data } = (res.body as TTrpcError).error;
    expect(data.appCode).toBe('VALIDATION_FAILED');
    expect(data.issues).toEqual([
      { path: ['fields', '0', 'options', '0', 'children', '0', 'title'], message: 'TEXT_UNSAFE_CHARACTERS', code: 'custom' },
    ]);
    expect(await deps.prisma.template.count({ where: { name: 'Bilan' } })).toBe(0);
  });

  it('refuses a NUL in a profile update over tRPC, and in a batched call', async () => {
    const { userId, token } = await practitionerToken();
    const user = await deps.prisma.user.findUniqueOrThrow({ where: { id: userId } });
    const input = {
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      profession: 'physiotherapist',
      workAddress: '1 rue\u0000',
    };
    const res = await send('POST', '/api/trpc/profile.update', { token, body: JSON.stringify(input) });
    expect(res.status).toBeLessThan(500);
    const { data } = (res.body as TTrpcError).error;
    expect(data).toMatchObject({ appCode: 'VALIDATION_FAILED', issues: [{ path: ['workAddress'], message: 'TEXT_UNSAFE_CHARACTERS' }] });

    const batch = await send('POST', '/api/trpc/profile.update?batch=1', { token, body: JSON.stringify({ 0: input }) });
    expect((batch.body as unknown as TTrpcError[])[0]?.error.data).toMatchObject({
      appCode: 'VALIDATION_FAILED',
      issues: [{ path: ['workAddress'] }],
    });
    expect((await deps.prisma.user.findUniqueOrThrow({ where: { id: userId } })).workAddress).toBe(user.workAddress);
  });

  it('refuses a NUL in a REST body with 422 VALIDATION_FAILED and the path as the client sent it', async () => {
    const user = await createUser(deps.prisma, { profileCompleted: false, profession: null });
    const { token } = await createSession(deps.prisma, user.id);
    const body = JSON.stringify({ profession: 'physiotherapist', registration_number: '12\u000034' });
    const res = await send('POST', '/api/complete-profile', { token, body });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ success: false, code: 'VALIDATION_FAILED', errors: { registration_number: ['TEXT_UNSAFE_CHARACTERS'] } });
    expect((await deps.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).profileCompleted).toBe(false);
  });

  it('refuses a NUL in a public form answer (or an answer key) as an invalid answer, and the submission is unchanged', async () => {
    const practitioner = await createUser(deps.prisma);
    const patient = await createPatient(deps.prisma, { ownerId: practitioner.id });
    const template = await createTemplate(deps.prisma, { creatorId: practitioner.id, fields: [nestedField('motif', 0)] });
    const sent = await createSubmission(deps.prisma, { practitionerId: practitioner.id, patientId: patient.id, templateId: template.id });
    const before = await deps.prisma.submission.findUniqueOrThrow({ where: { id: sent.id } });
    const url = `/api/public-forms/${sent.linkToken}`;

    const res = await send('POST', url, { body: JSON.stringify({ answers: { motif: 'Genou\u0000 droit' }, consent: true }) });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ success: false, code: 'ANSWERS_INVALID', errors: { motif: ['NOT_ALLOWED'] } });
    const key = await send('POST', url, { body: JSON.stringify({ answers: { 'motif\u0000': 'x' }, consent: true }) });
    expect(key.status).toBe(422);
    expect(key.body).toMatchObject({ code: 'ANSWERS_INVALID' });

    expect(await deps.prisma.submission.findUniqueOrThrow({ where: { id: sent.id } })).toEqual(before);
    expect((await send('POST', url, { body: JSON.stringify({ answers: { motif: 'Genou droit' }, consent: true }) })).status).toBe(201);
  });

  it('answers a NUL in a search box with a 4xx, not a 500', async () => {
    const { token } = await practitionerToken();
    for (const procedure of ['patients.list', 'templates.list', 'market.list']) {
      const input = encodeURIComponent(JSON.stringify({ search: 'Pet\u0000it' }));
      const res = await send('GET', `/api/trpc/${procedure}?input=${input}`, { token });
      expect(res.status, procedure).toBeGreaterThanOrEqual(400);
      expect(res.status, procedure).toBeLessThan(500);
      expect((res.body as TTrpcError).error.data.appCode, procedure).toBe('VALIDATION_FAILED');
    }
  });
});

describe('deeply nested JSON', () => {
  const DEEP = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;

  it('refuses 100,000 levels with 400 before tRPC or a REST handler reads them, and keeps answering', async () => {
    const { token } = await practitionerToken();
    for (const [url, contentType] of [
      ['/api/trpc/templates.create', 'application/json'],
      ['/api/trpc/templates.create?batch=1', 'application/json'],
      ['/api/complete-profile', 'application/json'],
      ['/api/login', 'application/json; charset=utf-8'],
    ] as const) {
      const res = await send('POST', url, { token, body: DEEP, contentType });
      expect(res.status, `${url} ${contentType}`).toBe(400);
      expect(res.body, url).toMatchObject({ code: 'BAD_REQUEST' });
      expect((await send('GET', '/api/trpc/auth.me', { token })).status).toBe(200);
    }
    // The scan reads UTF-8 bytes: JSON in another encoding (RFC 8259 requires UTF-8 between systems) is refused.
    const utf16 = await send('POST', '/api/trpc/templates.create', {
      token,
      body: Buffer.from(DEEP, 'utf16le'),
      contentType: 'application/json; charset=utf-16le',
    });
    expect(utf16.status).toBe(400);
  });

  it('refuses a deeply nested tRPC GET input with 400', async () => {
    const { token } = await practitionerToken();
    const input = encodeURIComponent(`${'['.repeat(2000)}${']'.repeat(2000)}`);
    const res = await send('GET', `/api/trpc/patients.list?input=${input}`, { token });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('still saves the deepest template the rules allow, batched as the SPA sends it, and brackets inside strings do not count', async () => {
    const { token } = await practitionerToken();
    const deepest = nestedField('q', FIELD_LIMITS.depthMax);
    const input = { ...TEMPLATE, name: 'Profond', description: '['.repeat(1000), fields: [deepest] };
    const res = await send('POST', '/api/trpc/templates.create?batch=1', { token, body: JSON.stringify({ 0: input }) });
    expect(res.status).toBe(200);
    expect(await deps.prisma.template.count({ where: { name: 'Profond' } })).toBe(1);
    // One level deeper is the domain's refusal (FIELD_TOO_DEEP), not the JSON guard's.
    const tooDeep = await send('POST', '/api/trpc/templates.create', {
      token,
      body: JSON.stringify({ ...input, fields: [nestedField('q', FIELD_LIMITS.depthMax + 1)] }),
    });
    expect((tooDeep.body as TTrpcError).error.data.issues?.map((issue) => issue.message)).toContain('FIELD_TOO_DEEP');
  });
});
