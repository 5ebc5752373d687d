// `pnpm --filter @praxiform/server bench:patient-page`: what the access log's write costs the patient page
// (docs/access-log.md). The page's batched tRPC request (patients.get + submissions.listForPatient +
// patients.scoreTrends, one HTTP request) against two real apps on the same seeded database (bench/seed.ts: 10,000
// patients, 50,000 submissions), in one run: one writing its `patient_viewed` entry, one with the write switched off
// (ApiDeps.accessLogOff, for benchmarks only). Latency is measured twice: one request at a time (the median a
// practitioner waits on an idle server), and at a fixed offered rate (open loop, measure.ts). Target: the median with
// the entry within 10 % of the median without it. A measurement, not a test: exits 0 when it could measure.
import { fork } from 'node:child_process';
import http from 'node:http';
import { rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { createApp } from '../src/app';
import { openBenchDatabase } from './database';
import { benchDeps } from './deps';
import { measureAtRate, median, percentile, rateAgent, type TRequest } from './measure';
import { print, rateProblems } from './report';
import { PATIENTS, seedBench } from './seed';

const DATABASE = 'praxiform_bench_patient_page';
const SIDES = ['logged', 'unlogged'] as const;
type TSide = (typeof SIDES)[number];
type TPorts = Record<TSide, number>;

/** One request at a time: ROUNDS x SEQUENTIAL pages per side, each asked of both sides in turn. */
const SEQUENTIAL = Number(process.env.BENCH_SEQUENTIAL ?? 400);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
/** The fixed offered rate (req/s) and its run's length. */
const RATE = Number(process.env.BENCH_RATE ?? 60);
const RATE_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const TARGET = 0.1;

// ---------------------------------------------------------------------------------------------------------------------
// The servers' process (forked, so that the load generator does not share their event loop).

function listen(app: ReturnType<typeof createApp>): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = app.listen(0, '127.0.0.1', () => resolve(server));
    server.once('error', reject);
  });
}

async function serve(url: string): Promise<void> {
  // BENCH_CONTROL=1: the write is off on both sides, which then differ by nothing: the noise floor of the comparison.
  const logged = benchDeps(url, { accessLogOff: process.env.BENCH_CONTROL === '1' });
  const unlogged = benchDeps(url, { accessLogOff: true });
  const servers = await Promise.all([listen(createApp({ deps: logged })), listen(createApp({ deps: unlogged }))]);
  const [loggedPort, unloggedPort] = servers.map((server) => (server.address() as AddressInfo).port) as [number, number];
  process.send?.({ type: 'ready', ports: { logged: loggedPort, unlogged: unloggedPort } satisfies TPorts });
  process.on('disconnect', () => {
    for (const server of servers) server.closeAllConnections();
    void Promise.all([logged.prisma.$disconnect(), unlogged.prisma.$disconnect()]).finally(() => {
      for (const deps of [logged, unlogged]) rmSync(deps.dataDir, { recursive: true, force: true });
      process.exit(0);
    });
  });
}

// ---------------------------------------------------------------------------------------------------------------------
// The load generator.

/** The patient page's one batched request for a patient, as the SPA's httpBatchLink sends it. */
function pageRequest(patientId: number, token: string): TRequest {
  const input = JSON.stringify({ 0: { id: patientId }, 1: { patientId }, 2: { patientId } });
  return {
    method: 'GET',
    path: `/api/trpc/patients.get,submissions.listForPatient,patients.scoreTrends?batch=1&input=${encodeURIComponent(input)}`,
    headers: { authorization: `Bearer ${token}` },
  };
}

/**
 * The patients in a fixed scattered order, the same for both sides. A run asks about 3,600 pages of the 10,000
 * patients: each is a patient not viewed in the last two minutes, so every logged page writes its entry (none is
 * spared as the repeat of a visit, docs/access-log.md#kinds).
 */
function patientCycle(firstPatientId: number): () => number {
  let i = 0;
  return () => firstPatientId + ((i++ * 7919) % PATIENTS);
}

function get(agent: http.Agent, port: number, request: TRequest): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ agent, host: '127.0.0.1', port, method: request.method, path: request.path, headers: request.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

const quantile = (values: number[], q: number) =>
  percentile(
    [...values].sort((a, b) => a - b),
    q,
  );

async function entries(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<{ n: number }>('SELECT count(*)::int AS n FROM patient_accesses')).rows[0]!.n;
  } finally {
    await client.end();
  }
}

async function main(): Promise<void> {
  const started = performance.now();
  const [one, five, fifteen] = os.loadavg().map((value) => value.toFixed(2));
  print(
    `Patient page (patients.get + submissions.listForPatient + patients.scoreTrends, one batched request), with and without its access-log entry.`,
  );
  print(`At start: load average ${one}, ${five}, ${fifteen} on ${os.availableParallelism()} cores.`);
  const database = await openBenchDatabase(process.env.BENCH_KEEP_DB === '1', DATABASE);
  print(`Database: ${database.where}`);
  const seed = await seedBench(database.url);
  const child = fork(new URL(import.meta.url), [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, BENCH_PATIENT_PAGE_SERVERS: database.url },
  });
  try {
    const ports = await new Promise<TPorts>((resolve, reject) => {
      child.once('exit', (code) => reject(new Error(`bench servers exited (${code})`)));
      child.on('message', (message: { type: string; ports: TPorts }) => {
        if (message.type === 'ready') resolve(message.ports);
      });
    });
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

    // Both sides answer the same page; the logged one writes exactly one entry per request, the other none.
    const check = pageRequest(seed.firstPatientId, seed.sessionToken);
    for (const side of SIDES) {
      const before = await entries(database.url);
      const answer = await get(agent, ports[side], check);
      const results = JSON.parse(answer.body) as { result?: { data?: unknown } }[];
      if (answer.status !== 200 || results.length !== 3 || results.some((r) => !r.result?.data))
        throw new Error(`${side}: the page answered ${answer.status}: ${answer.body.slice(0, 300)}`);
      const written = (await entries(database.url)) - before;
      const expected = side === 'logged' && process.env.BENCH_CONTROL !== '1' ? 1 : 0;
      if (written !== expected) throw new Error(`${side}: ${written} access-log entries for one page`);
    }
    print(
      process.env.BENCH_CONTROL === '1'
        ? 'CONTROL RUN (BENCH_CONTROL=1): the write is off on both sides; any difference below is noise.'
        : 'Checked: one batched page answers 3 results on both sides; the logged side wrote 1 entry, the other 0.',
    );

    // One request at a time.
    const samples: Record<TSide, number[]> = { logged: [], unlogged: [] };
    const next = { logged: patientCycle(seed.firstPatientId), unlogged: patientCycle(seed.firstPatientId) };
    for (const side of SIDES) for (let i = 0; i < 50; i += 1) await get(agent, ports[side], pageRequest(next[side](), seed.sessionToken));
    // Paired: each patient's page is asked of both sides back to back, in alternating order, so that whatever else the
    // machine does meanwhile weighs on both alike.
    for (let i = 0; i < ROUNDS * SEQUENTIAL; i += 1) {
      for (const side of i % 2 === 0 ? SIDES : [...SIDES].reverse()) {
        const request = pageRequest(next[side](), seed.sessionToken);
        const at = performance.now();
        const answer = await get(agent, ports[side], request);
        if (answer.status !== 200) throw new Error(`${side}: ${answer.status} ${answer.body.slice(0, 200)}`);
        samples[side].push(performance.now() - at);
      }
    }
    agent.destroy();
    print();
    print(`One request at a time (${ROUNDS * SEQUENTIAL} pages per side, each asked of both sides in turn):`);
    for (const side of SIDES)
      print(
        `  ${side.padEnd(9)} median ${median(samples[side]).toFixed(2)} ms, p90 ${quantile(samples[side], 0.9).toFixed(2)} ms, p99 ${quantile(samples[side], 0.99).toFixed(2)} ms`,
      );
    const sequentialRatio = median(samples.logged) / median(samples.unlogged) - 1;
    print(
      `  the entry adds ${(sequentialRatio * 100).toFixed(1)} % to the median (target <= ${TARGET * 100} %): ${sequentialRatio <= TARGET ? 'yes' : 'NO'}`,
    );

    // A fixed offered rate, both sides in turn, twice.
    const p50s: Record<TSide, number[]> = { logged: [], unlogged: [] };
    print();
    print(`At ${RATE} req/s offered (${WARMUP_SECONDS} s warm-up, then ${RATE_SECONDS} s), each side twice in alternation:`);
    for (const side of [...SIDES, ...[...SIDES].reverse()]) {
      const rated = rateAgent(64);
      const factory = () => pageRequest(next[side](), seed.sessionToken);
      await measureAtRate(`http://127.0.0.1:${ports[side]}`, factory, { rate: RATE, seconds: WARMUP_SECONDS, agent: rated });
      const run = await measureAtRate(`http://127.0.0.1:${ports[side]}`, factory, { rate: RATE, seconds: RATE_SECONDS, agent: rated });
      rated.destroy();
      const invalid = rateProblems(run);
      p50s[side].push(run.p50);
      print(
        `  ${side.padEnd(9)} achieved ${run.achieved.toFixed(0)} req/s, p50 ${run.p50.toFixed(2)} ms, p99 ${run.p99.toFixed(2)} ms` +
          (invalid.length > 0 ? `  INVALID: ${invalid.join('; ')}` : ''),
      );
    }
    const rateRatio = median(p50s.logged) / median(p50s.unlogged) - 1;
    print(`  the entry adds ${(rateRatio * 100).toFixed(1)} % to the p50 (target <= ${TARGET * 100} %): ${rateRatio <= TARGET ? 'yes' : 'NO'}`);
    print();
    print(
      `Entries written: ${await entries(database.url)}. At end: load average ${os.loadavg()[0]!.toFixed(2)}. ${((performance.now() - started) / 1000).toFixed(0)} s.`,
    );
  } finally {
    child.disconnect();
    await new Promise((resolve) => setTimeout(resolve, 300));
    await database.close();
  }
}

const serversOf = process.env.BENCH_PATIENT_PAGE_SERVERS;
(serversOf ? serve(serversOf) : main()).then(
  () => {
    if (!serversOf) process.exit(0);
  },
  (error: unknown) => {
    process.stderr.write(`Patient page benchmark failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  },
);
