// Shared set-up of the file tests over real HTTP (rest/files.int.test.ts, rest/support-files.int.test.ts): the app on
// a free local port over this test file's database, signed-in accounts, an upload to POST /api/files, a tRPC mutation
// and a download, each answering what the response said.
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterAll, beforeAll } from 'vitest';
import { createSession } from '@praxiform/api';
import { createTestDeps } from '@praxiform/api/testing';
import { createUser } from '@praxiform/db/testing';
import type { PrismaClient } from '@praxiform/db';
import { createApp } from '../app';

/** A small PNG: its signature, then 64 bytes of `fill` (files with different fills differ). */
export const testPng = (fill: number) => Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, fill)]);

/** Starts the app before this file's tests and stops it after them; `base` and `prisma` are set once started. */
export function useFilesServer() {
  let server: Server | undefined;
  const started = { base: '', prisma: undefined as unknown as PrismaClient };

  beforeAll(async () => {
    const deps = await createTestDeps();
    started.prisma = deps.prisma;
    const listening = await new Promise<Server>((resolve) => {
      const s = createApp({ deps }).listen(0, '127.0.0.1', () => resolve(s));
    });
    server = listening;
    started.base = `http://127.0.0.1:${(listening.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
  });

  /** A new practitioner (or administrator) and a session token of theirs. */
  async function account(over: Parameters<typeof createUser>[1] = {}) {
    const user = await createUser(started.prisma, over);
    return { user, token: (await createSession(started.prisma, user.id)).token };
  }

  /** POST /api/files, as a guest when `token` is null. */
  async function upload(body: Buffer, token: string | null, contentType = 'image/png') {
    const res = await fetch(`${started.base}/api/files`, {
      method: 'POST',
      headers: { 'content-type': contentType, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body,
    });
    return { status: res.status, body: (await res.json()) as { fileId?: string; url?: string; code?: string } };
  }

  /** A tRPC mutation over HTTP (no transformer: the body is the input): its result's data or its error's data. */
  async function mutation<T>(procedure: string, input: unknown, token: string) {
    const res = await fetch(`${started.base}/api/trpc/${procedure}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(input),
    });
    const body = (await res.json()) as {
      result?: { data: T };
      error?: { data: { appCode: string; details?: unknown; issues?: unknown } };
    };
    return { status: res.status, data: body.result?.data, error: body.error?.data };
  }

  /** GET of a file's URL, as a guest without `token`. */
  async function download(url: string, token?: string) {
    const res = await fetch(`${started.base}${url}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
    return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
  }

  return {
    get base() {
      return started.base;
    },
    get prisma() {
      return started.prisma;
    },
    account,
    upload,
    mutation,
    download,
  };
}
