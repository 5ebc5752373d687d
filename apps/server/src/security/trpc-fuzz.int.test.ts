// Bad input for every tRPC procedure (issue 16, "Bad input"), over real HTTP through createApp as an owner who passes
// every guard (an administrator with a complete profile on a trial), so the JSON limits, the NUL and depth guards and
// each procedure's zod schema all see the inputs. Procedures are read from the router itself: a new one is covered.
// Inputs are generated from each procedure's schema and mutated (fuzz-inputs.ts), with a fixed seed per procedure.
// Asserted and printed: 0 answers >= 500, no stack trace or SQL in any body, the inputs the schema refuses are refused
// as VALIDATION_FAILED and write nothing (row counts of every table), no prototype polluted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { appRouter, createSession } from '@praxiform/api';
import { findNulPath } from '@praxiform/domain';
import { jsonTooDeep } from '../json-guard';
import { inputArb, prototypesPolluted, toJsonText, type TZodLike } from './fuzz-inputs';
import { createOwner, excerpt, HEAVY, LEAK, request, resetRateLimits, secretsLogged, startBattery, watchTables, type THarness } from './fuzz-harness';

const INPUTS_PER_PROCEDURE = HEAVY ? 1000 : 200;
const BATCH_ITEMS = 25;
const BODY_BYTES_MAX = 700 * 1024;
/** Node answers 431 past 16 KB of headers: query batches stay well under. */
const URL_CHARS_MAX = 6000;
const TEN_MB = 10 * 1024 * 1024;

type TProcedure = { path: string; type: 'query' | 'mutation'; schema: TZodLike | undefined; seed: number };
type TItem = { procedure: TProcedure; text: string | undefined; expectRefusal: boolean; index: number; bytes: number; deep: boolean };
type TItemAnswer = { error?: { data?: { httpStatus?: number; appCode?: string } }; result?: unknown };

let h: THarness;
let token: string;
let ids: number[];
/** Values that must never reach the server's log: the owner's session tokens, the patient's name and address. */
const secrets: string[] = [];
const failures: string[] = [];
const figures = {
  procedures: 0,
  inputs: 0,
  refusedAsExpected: 0,
  refusedByNode: 0,
  accepted: 0,
  otherRefusals: 0,
  requests: 0,
  fivexx: 0,
  leaks: 0,
};
const dbChecks = { batches: 0, changed: 0 };
let sessionRenewals = 0;

/** A stable seed per procedure (printed with every failure): the same inputs on every run. */
function seedOf(path: string): number {
  let hash = 16_777_619;
  for (const char of path) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
  return hash % 2_147_483_647;
}

const procedures: TProcedure[] = Object.entries(appRouter._def.procedures as unknown as Record<string, { _def: { type: string; inputs: unknown[] } }>)
  .map(([path, procedure]) => ({
    path,
    type: procedure._def.type as TProcedure['type'],
    schema: procedure._def.inputs[0] as TZodLike | undefined,
    seed: seedOf(path),
  }))
  .sort((a, b) => a.path.localeCompare(b.path));

beforeAll(async () => {
  const battery = await startBattery();
  ({ h, token } = battery);
  ids = battery.world.ids;
  secrets.push(...battery.secrets);
}, 60_000);

afterAll(async () => {
  await h?.close();
});

/** What the server receives, and whether the procedure's own schema (or the NUL guard) refuses it. */
async function classify(procedure: TProcedure, input: unknown): Promise<Pick<TItem, 'text' | 'expectRefusal' | 'bytes' | 'deep'>> {
  const text = input === undefined ? undefined : toJsonText(input);
  const bytes = text === undefined ? 0 : procedure.type === 'query' ? encodeURIComponent(text).length : Buffer.byteLength(text);
  // Inside a batch the input sits one level down: the depth guard sees one more level.
  const deep = text !== undefined && jsonTooDeep(Buffer.from(`[${text}]`));
  // tRPC's Express adapter serializes the parsed body again before reading it: 1e400 (Infinity) reaches zod as null.
  const received: unknown = text === undefined ? undefined : JSON.parse(JSON.stringify(JSON.parse(text)));
  if (findNulPath(received)) return { text, bytes, deep, expectRefusal: true };
  if (!procedure.schema) return { text, bytes, deep, expectRefusal: false };
  const schema = procedure.schema as unknown as { safeParseAsync: (value: unknown) => Promise<{ success: boolean }> };
  const parsed = await schema.safeParseAsync(received).catch(() => ({ success: false }));
  return { text, bytes, deep, expectRefusal: !parsed.success };
}

function batchUrl(items: TItem[]): { url: string; body: string | undefined } {
  const names = items.map((item) => item.procedure.path).join(',');
  const json = `{${items
    .map((item, index) => (item.text === undefined ? null : `"${index}":${item.text}`))
    .filter(Boolean)
    .join(',')}}`;
  if (items[0]!.procedure.type === 'query') return { url: `/api/trpc/${names}?batch=1&input=${encodeURIComponent(json)}`, body: undefined };
  return { url: `/api/trpc/${names}?batch=1`, body: json };
}

/** Items in batches under the body or URL limits; an item too big or too deep for the guards goes alone. */
function batches(items: TItem[]): TItem[][] {
  const out: TItem[][] = [];
  let current: TItem[] = [];
  let size = 0;
  for (const item of items) {
    const limit = item.procedure.type === 'query' ? URL_CHARS_MAX : BODY_BYTES_MAX;
    const alone = item.deep || item.bytes > limit;
    if (current.length > 0 && (alone || current.length >= BATCH_ITEMS || size + item.bytes > limit)) {
      out.push(current);
      current = [];
      size = 0;
    }
    current.push(item);
    size += item.bytes + item.procedure.path.length + 8;
    if (alone) {
      out.push(current);
      current = [];
      size = 0;
    }
  }
  if (current.length > 0) out.push(current);
  return out;
}

function fail(item: TItem, problem: string, body: string): void {
  failures.push(
    `${item.procedure.path} (seed ${item.procedure.seed}, input #${item.index}): ${problem}; input ${excerpt(item.text)}; answer ${excerpt(body)}`,
  );
}

/** Sends one batch and checks every answer; returns the items refused for want of a session (to send again). */
async function sendBatch(items: TItem[]): Promise<TItem[]> {
  const { url, body } = batchUrl(items);
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const answer = await request(h.base, url, { method: body === undefined ? 'GET' : 'POST', headers, body });
  figures.requests += 1;
  if (answer.status >= 500) {
    figures.fivexx += 1;
    fail(items[0]!, `HTTP ${answer.status} for a batch of ${items.length}`, answer.text);
  }
  if (LEAK.test(answer.text)) {
    figures.leaks += 1;
    fail(items[0]!, 'stack trace or SQL in the body', answer.text);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(answer.text);
  } catch {
    // Node itself refuses a URL past its header limit (431, no body): the input never reached the app.
    if (answer.status !== 431 || items.length !== 1) fail(items[0]!, `not JSON (HTTP ${answer.status})`, answer.text);
    else figures.refusedByNode += 1;
    return [];
  }
  if (!Array.isArray(parsed)) {
    // The whole request was refused before tRPC (too deep, too long a URL): a 4xx for every item.
    for (const item of items) {
      if (answer.status >= 400 && answer.status < 500) figures[item.expectRefusal ? 'refusedAsExpected' : 'otherRefusals'] += 1;
      else fail(item, `HTTP ${answer.status} without per-item answers`, answer.text);
    }
    return [];
  }
  const again: TItem[] = [];
  items.forEach((item, index) => {
    const one = parsed[index] as TItemAnswer | undefined;
    const status = one?.error ? (one.error.data?.httpStatus ?? 0) : 200;
    const code = one?.error?.data?.appCode;
    if (!one) fail(item, 'no answer in the batch', answer.text);
    else if (status >= 500) {
      figures.fivexx += 1;
      fail(item, `item answered ${status} ${code}`, JSON.stringify(one));
    } else if (code === 'UNAUTHENTICATED') again.push(item);
    else if (item.expectRefusal) {
      // The rate limiter may answer before the schema on a burst of calls of one procedure in one batch.
      if (code === 'VALIDATION_FAILED' || code === 'RATE_LIMITED') figures.refusedAsExpected += 1;
      else fail(item, `the schema refuses it, the server answered ${one.error ? code : 'a result'}`, JSON.stringify(one));
    } else if (one.error) figures.otherRefusals += 1;
    else figures.accepted += 1;
  });
  return again;
}

/** A valid call may log the owner out, block or delete them: a new owner and session then, and the calls again. */
async function renewSession(): Promise<void> {
  sessionRenewals += 1;
  const { owner } = await createOwner(h.deps);
  token = (await createSession(h.deps.prisma, owner.id)).token;
  secrets.push(token);
}

const timing = { generateMs: 0 };

async function generate(procedure: TProcedure): Promise<TItem[]> {
  const started = performance.now();
  const samples = fc.sample(inputArb(procedure.schema, { longString: procedure.type === 'query' ? 1500 : 120_000, ids }), {
    seed: procedure.seed,
    numRuns: INPUTS_PER_PROCEDURE,
  });
  const items: TItem[] = [];
  for (const [index, sample] of samples.entries()) items.push({ procedure, index, ...(await classify(procedure, sample.input)) });
  timing.generateMs += performance.now() - started;
  return items;
}

describe('bad input on every tRPC procedure, over HTTP as the owner', () => {
  const generated = new Map<string, TItem[]>();

  it('knows every procedure of the router, each with its schema or none', () => {
    expect(procedures.length).toBeGreaterThan(100);
    for (const procedure of procedures) expect(['query', 'mutation'], procedure.path).toContain(procedure.type);
  });

  it(
    'refuses every input its schema refuses with VALIDATION_FAILED and writes nothing (row counts of every table)',
    async () => {
      for (const procedure of procedures) {
        const items = await generate(procedure);
        generated.set(procedure.path, items);
        for (const batch of batches(items.filter((item) => item.expectRefusal))) {
          const tables = await watchTables(h.deps);
          const again = await sendBatch(batch);
          for (const item of again) fail(item, 'UNAUTHENTICATED during refused inputs', '');
          const changed = await tables.changed();
          dbChecks.batches += 1;
          if (changed.length > 0) {
            dbChecks.changed += 1;
            fail(batch[0]!, `a refused batch changed ${changed.join(', ')}`, '');
          }
        }
      }
      console.log(`SECURITY fuzz refused batches: ${dbChecks.batches} batches of refused inputs, tables changed by them = ${dbChecks.changed}`);
      expect(failures).toEqual([]);
      expect(dbChecks.changed).toBe(0);
    },
    HEAVY ? 1_800_000 : 120_000,
  );

  it(
    'answers every other generated input below 500, without a stack trace or SQL, and no prototype is polluted',
    async () => {
      for (const procedure of procedures) {
        const all = generated.get(procedure.path) ?? (await generate(procedure));
        const items = all.filter((item) => !item.expectRefusal);
        for (const batch of batches(items)) {
          await resetRateLimits(h.deps);
          const again = await sendBatch(batch);
          if (again.length > 0) {
            await renewSession();
            for (const item of await sendBatch(again)) fail(item, 'UNAUTHENTICATED with a fresh session', '');
          }
        }
        figures.procedures += 1;
        figures.inputs += all.length;
      }
      const polluted = prototypesPolluted();
      console.log(
        `SECURITY fuzz tRPC: ${figures.procedures} procedures × ${INPUTS_PER_PROCEDURE} generated inputs = ${figures.inputs} ` +
          `(${figures.refusedAsExpected} refused by their schema as expected, ${figures.refusedByNode} URLs over Node's limit, ` +
          `${figures.otherRefusals} other 4xx, ` +
          `${figures.accepted} accepted) in ${figures.requests} HTTP requests; 5xx = ${figures.fivexx}, leaks = ${figures.leaks}, ` +
          `polluted prototypes = ${polluted.length}, owner sessions renewed = ${sessionRenewals}, server error logs = ${h.errorLogs.length} ` +
          `(generation ${Math.round(timing.generateMs)} ms)`,
      );
      const logged = secretsLogged(h.logLines, secrets);
      console.log(`SECURITY fuzz tRPC log scan: ${h.logLines.length} lines logged, ${secrets.length} secrets looked for, ${logged.length} found`);
      // Every request that reached the app left its line (Node refuses the over-long URLs before the app).
      expect(h.logLines.length).toBeGreaterThanOrEqual(figures.requests - figures.refusedByNode);
      expect(logged).toEqual([]);
      expect(h.errorLogs.map((line) => excerpt(line, 1500))).toEqual([]);
      expect(failures).toEqual([]);
      expect(figures.procedures).toBe(procedures.length);
      expect(figures.inputs).toBe(procedures.length * INPUTS_PER_PROCEDURE);
      expect(figures.fivexx).toBe(0);
      expect(figures.leaks).toBe(0);
      expect(polluted).toEqual([]);
    },
    HEAVY ? 1_800_000 : 120_000,
  );

  it(
    'answers 10 MB bodies, 100,000 levels of nesting and wrong content types on every procedure with a 4xx',
    async () => {
      const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
      const tenMb = Buffer.alloc(TEN_MB, 0x61);
      tenMb.write('{"name":"', 0);
      tenMb.write('"}', TEN_MB - 2);
      let checked = 0;
      const bad: string[] = [];
      const check = (path: string, what: string, answer: { status: number; text: string }, expected?: number) => {
        checked += 1;
        if (answer.status >= 500 || LEAK.test(answer.text) || (expected !== undefined && answer.status !== expected))
          bad.push(`${path} ${what}: HTTP ${answer.status} ${excerpt(answer.text)}`);
      };
      const authorization = `Bearer ${token}`;
      const routers = new Set<string>();
      let tenMbSent = 0;
      for (const { path, type } of procedures) {
        const url = `/api/trpc/${path}`;
        const post = (body: string | Buffer, contentType: string) =>
          request(h.base, url, { method: 'POST', headers: { authorization, 'content-type': contentType }, body });
        // 10 MB takes a quarter of a second each: the first procedure of every router by default, all of them heavy.
        const router = path.split('.')[0]!;
        if (HEAVY || !routers.has(router)) {
          routers.add(router);
          tenMbSent += 1;
          check(path, '10 MB', await post(tenMb, 'application/json'), 413);
        }
        check(path, 'deep body', await post(deep, 'application/json'), 400);
        check(
          path,
          'deep query input',
          await request(h.base, `${url}?input=${encodeURIComponent('['.repeat(5000))}`, { headers: { authorization } }),
          400,
        );
        check(path, 'malformed JSON', await post('{"a":', 'application/json'));
        for (const contentType of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml'])
          check(path, contentType, await post(type === 'query' ? 'a=1' : '{"a":1}', contentType));
        check(path, 'UTF-16 JSON', await post(Buffer.from('{"a":1}', 'utf16le'), 'application/json; charset=utf-16le'));
        check(path, 'URL over 16 KB', await request(h.base, `${url}?input=${'a'.repeat(20_000)}`, { headers: { authorization } }));
      }
      console.log(
        `SECURITY fuzz tRPC limits: ${procedures.length} procedures × 9 fixed bad requests + ${tenMbSent} bodies of 10 MB = ${checked}; ` +
          `5xx or leaks or wrong status = ${bad.length}`,
      );
      expect(bad).toEqual([]);
      expect(checked).toBe(procedures.length * 9 + tenMbSent);
    },
    HEAVY ? 600_000 : 120_000,
  );
});
