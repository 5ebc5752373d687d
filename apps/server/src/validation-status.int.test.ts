// One HTTP status for a refused input (docs/architecture.md, "Errors"): VALIDATION_FAILED answers 422, the status the
// domain's table gives it, over tRPC (single and batched calls, the schema's or a service's refusal, a NUL character)
// as over the REST adapters; only a request that cannot be read at all (malformed JSON) answers 400 BAD_REQUEST.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession, type ApiDeps } from '@praxiform/api';
import { createTestDeps, listenLocally, type TListening } from '@praxiform/api/testing';
import { createUser } from '@praxiform/db/testing';
import { APP_ERROR_HTTP_STATUS } from '@praxiform/domain';
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

type TTrpcError = { error: { data: { code: string; httpStatus: number; appCode: string; issues?: { path: string[]; message: string }[] } } };

async function send(method: 'GET' | 'POST', url: string, options: { body?: string; token?: string } = {}) {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${base}${url}`, { method, headers, body: options.body });
  return { status: res.status, body: (await res.json()) as unknown };
}

async function token(): Promise<string> {
  const user = await createUser(deps.prisma);
  return (await createSession(deps.prisma, user.id)).token;
}

describe('the status of a validation failure', () => {
  it('is the one of the error table, 422', () => {
    expect(APP_ERROR_HTTP_STATUS.VALIDATION_FAILED).toBe(422);
  });

  it('answers 422 over tRPC for a mutation, a query and a batch, with the issues and the tRPC code UNPROCESSABLE_CONTENT', async () => {
    const bearer = await token();
    const mutation = await send('POST', '/api/trpc/patients.create', { token: bearer, body: JSON.stringify({ firstName: 'A' }) });
    expect(mutation.status).toBe(422);
    const { data } = (mutation.body as TTrpcError).error;
    expect(data).toMatchObject({ code: 'UNPROCESSABLE_CONTENT', httpStatus: 422, appCode: 'VALIDATION_FAILED' });
    expect(data.issues).toEqual(expect.arrayContaining([expect.objectContaining({ path: ['firstName'], message: 'NAME_TOO_SHORT' })]));

    const query = await send('GET', `/api/trpc/patients.list?input=${encodeURIComponent(JSON.stringify({ page: 0 }))}`, { token: bearer });
    expect(query.status).toBe(422);
    expect((query.body as TTrpcError).error.data).toMatchObject({ httpStatus: 422, appCode: 'VALIDATION_FAILED' });

    const batch = await send('POST', '/api/trpc/patients.create?batch=1', { token: bearer, body: JSON.stringify({ 0: { firstName: 'A' } }) });
    expect(batch.status).toBe(422);
    expect((batch.body as TTrpcError[])[0]?.error.data).toMatchObject({ httpStatus: 422, appCode: 'VALIDATION_FAILED' });
  });

  it('answers 422 over tRPC for a NUL character, as for any issue of the schema', async () => {
    const res = await send('POST', '/api/trpc/patients.create', {
      token: await token(),
      body: JSON.stringify({ firstName: 'Jean\u0000', lastName: 'Petit', email: 'jean@example.org' }),
    });
    expect(res.status).toBe(422);
    expect((res.body as TTrpcError).error.data).toMatchObject({
      appCode: 'VALIDATION_FAILED',
      issues: [{ path: ['firstName'], message: 'TEXT_UNSAFE_CHARACTERS' }],
    });
  });

  it('answers 422 over REST for the same kind of refusal, and 400 only for a body that is not JSON', async () => {
    const rest = await send('POST', '/api/forgot-password', { body: JSON.stringify({ email: 'not-an-email' }) });
    expect(rest).toMatchObject({ status: 422, body: { success: false, code: 'VALIDATION_FAILED' } });
    const trpc = await send('POST', '/api/trpc/auth.forgotPassword', { body: JSON.stringify({ email: 'not-an-email' }) });
    expect(trpc.status).toBe(422);

    const malformed = await send('POST', '/api/trpc/patients.create', { token: await token(), body: '{"firstName":' });
    expect(malformed.status).toBe(400);
  });
});
