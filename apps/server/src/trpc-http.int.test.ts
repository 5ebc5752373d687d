// The app answers tRPC queries sent with GET itself (trpc-http.ts, docs/architecture.md "Hot paths"): each request here
// goes to the app and to tRPC's own Express adapter on the same router and context, and both must answer the same
// status, content type, Vary and JSON, for answers, batches, every kind of refusal, and what the app hands to tRPC.
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appRouter, createContext, createSession, type ApiDeps } from '@praxiform/api';
import { createTestDeps, listenLocally, type TListening } from '@praxiform/api/testing';
import { createUser } from '@praxiform/db/testing';
import { createApp } from './app';
import { refuseDeepQueryInput } from './json-guard';
import { createTrpcHandlers } from './trpc-http';

let deps: ApiDeps;
let app: TListening;
let plain: TListening;
let token: string;
let patientId: number;
const internalErrors: { app: string[]; plain: string[] } = { app: [], plain: [] };

beforeAll(async () => {
  deps = await createTestDeps();
  app = await listenLocally(createApp({ deps }));
  // tRPC's adapter alone, on the same router and context as the app.
  const [, adapter] = createTrpcHandlers({
    router: appRouter,
    maxBodySize: 1024 * 1024,
    createContext: (req) =>
      createContext(deps, { authorization: req.headers.authorization, ip: req.ip, userAgent: undefined, acceptLanguage: undefined }),
    onError: ({ error, path }) => {
      if (error.code === 'INTERNAL_SERVER_ERROR') internalErrors.plain.push(path ?? '');
    },
  });
  plain = await listenLocally(express().use('/api/trpc', refuseDeepQueryInput, adapter));
  const user = await createUser(deps.prisma);
  token = (await createSession(deps.prisma, user.id)).token;
  patientId = (await deps.prisma.patient.create({ data: { ownerId: user.id, firstName: 'Jeanne', lastName: 'Martin', email: 'jeanne@example.org' } }))
    .id;
});

afterAll(async () => {
  await app.close();
  await plain.close();
});

type TAnswer = { status: number; type: string | null; vary: string | null; body: unknown };

async function ask(base: string, url: string, headers: Record<string, string>): Promise<TAnswer> {
  const res = await fetch(`${base}${url}`, { headers });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // A streamed answer (jsonl) is compared as text.
  }
  return { status: res.status, type: res.headers.get('content-type'), vary: res.headers.get('vary'), body };
}

/** The same request to both; their answers must be equal. Returns the app's. */
async function both(url: string, options: { auth?: boolean; headers?: Record<string, string> } = {}): Promise<TAnswer> {
  const headers = { ...(options.auth === false ? {} : { authorization: `Bearer ${token}` }), ...options.headers };
  const [fromApp, fromTrpc] = await Promise.all([ask(app.base, `/api/trpc${url}`, headers), ask(plain.base, `/api/trpc${url}`, headers)]);
  expect(fromApp).toEqual(fromTrpc);
  return fromApp;
}

const input = (value: unknown) => encodeURIComponent(JSON.stringify(value));

describe('tRPC queries over GET', () => {
  it('answer a query, with or without input, as tRPC does', async () => {
    const list = await both('/patients.list');
    expect(list.status).toBe(200);
    expect(list.type).toBe('application/json');
    expect(list.vary).toBe('trpc-accept, accept');
    expect(list.body).toMatchObject({ result: { data: { items: [expect.objectContaining({ firstName: 'Jeanne' })], total: 1 } } });
    expect((await both(`/patients.list?input=${input({ page: 2, pageSize: 5 })}`)).body).toMatchObject({ result: { data: { items: [], page: 2 } } });
    expect((await both(`/patients.get?input=${input({ id: patientId })}`)).status).toBe(200);
    expect((await both('/auth.providers', { auth: false })).status).toBe(200);
  });

  it('answer a batch, and a batch where one call fails with 207 and each answer in its place', async () => {
    const batch = await both(`/patients.list,profile.get?batch=1&input=${input({ 0: { pageSize: 5 } })}`);
    expect(batch.status).toBe(200);
    expect(batch.body).toEqual([{ result: { data: expect.objectContaining({ total: 1 }) } }, { result: { data: { profile: expect.any(Object) } } }]);
    const mixed = await both(`/patients.get,patients.list?batch=1&input=${input({ 0: { id: 987_654_321 } })}`);
    expect(mixed.status).toBe(207);
    expect(mixed.body).toEqual([
      { error: expect.objectContaining({ data: expect.objectContaining({ appCode: 'NOT_FOUND', httpStatus: 404 }) }) },
      { result: expect.any(Object) },
    ]);
    const allFail = await both(`/patients.list,profile.get?batch=1`, { auth: false });
    expect(allFail.status).toBe(401);
  });

  it('refuse as tRPC does: no session, a refused input, a NUL character, another practitioner’s record', async () => {
    expect((await both('/patients.list', { auth: false })).body).toMatchObject({ error: { data: { appCode: 'UNAUTHENTICATED', httpStatus: 401 } } });
    expect((await both(`/patients.list?input=${input({ page: 0 })}`)).body).toMatchObject({
      error: { data: { appCode: 'VALIDATION_FAILED', httpStatus: 422 } },
    });
    expect((await both(`/patients.list?input=${input({ search: 'a\u0000b' })}`)).status).toBe(422);
    const stranger = await createUser(deps.prisma);
    const strangerToken = (await createSession(deps.prisma, stranger.id)).token;
    expect(
      (await both(`/patients.get?input=${input({ id: patientId })}`, { headers: { authorization: `Bearer ${strangerToken}` } })).body,
    ).toMatchObject({ error: { data: { appCode: 'NOT_FOUND', httpStatus: 404 } } });
  });

  it('leave to tRPC, with its answer, what is not a well-formed query: bad JSON, unknown path, a mutation, mixed or bad batches, streaming', async () => {
    expect((await both('/patients.list?input=%7B')).status).toBe(400);
    expect((await both('/nothing.here')).status).toBe(404);
    expect((await both(`/patients.create?input=${input({ firstName: 'Paul', lastName: 'Durand' })}`)).status).toBe(405);
    expect((await both('/patients.list,patients.create?batch=1')).status).toBe(400);
    expect((await both(`/patients.list?batch=1&input=${input(5)}`)).status).toBe(400);
    expect((await both('/patients.list%E0%A4%A?batch=1')).status).toBe(400);
    const streamed = await both('/patients.list?batch=1', { headers: { 'trpc-accept': 'application/jsonl' } });
    expect(streamed.status).toBe(200);
    expect(internalErrors.plain).toEqual([]);
  });
});
