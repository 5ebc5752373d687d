// Child process of the benchmark (run.ts forks it so that autocannon does not share the servers' event loop):
// the real app as main.ts builds it, a second real app whose Prisma client counts SQL statements, the bare baseline,
// and a small control server to read and reset the statement counters.
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import express, { type Express } from 'express';
import pg from 'pg';
import { onStatement } from '@praxiform/db';
import { createApp } from '../src/app';
import { countingPool, createBareApp } from './bare-app';
import { benchDeps, POOL_MAX } from './deps';

type TPlanNode = { 'Node Type': string; 'Relation Name'?: string; Plans?: TPlanNode[] };

/** The tables a plan reads whole (Seq Scan nodes), with how many times each. */
function seqScansOf(node: TPlanNode): string[] {
  const own = node['Node Type'] === 'Seq Scan' ? [node['Relation Name'] ?? '?'] : [];
  return [...own, ...(node.Plans ?? []).flatMap(seqScansOf)];
}

export type TServerPorts = { app: number; countingApp: number; bare: number; control: number };

function listen(app: Express): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = app.listen(0, '127.0.0.1', () => resolve(server));
    server.once('error', reject);
  });
}

const portOf = (server: Server) => (server.address() as AddressInfo).port;

async function main(): Promise<void> {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) throw new Error('BENCH_DATABASE_URL is not set');
  const measured = benchDeps(url);
  const counted = benchDeps(url);
  let appStatements = 0;
  let queries: string[] = [];
  let statements: { text: string; values: readonly unknown[] | undefined }[] = [];
  // Every statement on the counting app's connections: Prisma's and the hand-written ones on its pool (sqlOf).
  onStatement(counted.prisma, (text, values) => {
    appStatements += 1;
    queries.push(text.replace(/\s+/g, ' ').slice(0, 160));
    statements.push({ text, values });
  });
  const bare = countingPool(url, POOL_MAX);

  const control = express();
  control.post('/reset', (_req, res) => {
    appStatements = 0;
    queries = [];
    statements = [];
    bare.reset();
    res.json({ ok: true });
  });
  // CPU time of this process (user + system, µs): the parent turns it into CPU per request for each run.
  control.get('/cpu', (_req, res) => {
    const usage = process.cpuUsage();
    res.json({ micros: usage.user + usage.system });
  });
  // BENCH_PROFILE=1: a V8 CPU profile of this process over each measured run (run.ts names it after the run), for
  // Chrome DevTools; the app and the bare handler are profiled apart, so the app's own costs stand out.
  const profiler = process.env.BENCH_PROFILE === '1' ? new Session() : null;
  if (profiler) {
    profiler.connect();
    await profiler.post('Profiler.enable');
    await profiler.post('Profiler.setSamplingInterval', { interval: 200 });
  }
  control.post('/profile/start', async (_req, res) => {
    if (profiler) await profiler.post('Profiler.start');
    res.json({ ok: true });
  });
  control.post('/profile/stop', async (req, res) => {
    if (profiler) {
      const { profile } = await profiler.post('Profiler.stop');
      const folder = new URL('./profiles/', import.meta.url).pathname;
      mkdirSync(folder, { recursive: true });
      writeFileSync(`${folder}${String(req.query.name).replace(/[^a-z0-9-]+/gi, '-')}.cpuprofile`, JSON.stringify(profile));
    }
    res.json({ ok: true });
  });
  // The plans of the statements the counting app ran since the last reset (bench/scale.ts): each one run again under
  // EXPLAIN ANALYZE with its own parameters, inside a transaction rolled back (a write is undone), on a connection of
  // its own. Answers each statement's execution time and the tables it read by a sequential scan.
  control.get('/explain', async (_req, res) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const plans = [];
      for (const { text, values } of statements) {
        if (!/^\s*(SELECT|WITH|INSERT|UPDATE|DELETE)\b/i.test(text)) continue;
        await client.query('BEGIN');
        try {
          const result = await client.query<{ 'QUERY PLAN': [{ Plan: TPlanNode; 'Execution Time': number }] }>(
            `EXPLAIN (ANALYZE, FORMAT JSON) ${text}`,
            values ? [...values] : [],
          );
          const [explained] = result.rows[0]!['QUERY PLAN'];
          plans.push({ text: text.replace(/\s+/g, ' ').trim().slice(0, 100), ms: explained['Execution Time'], seqScans: seqScansOf(explained.Plan) });
        } finally {
          await client.query('ROLLBACK');
        }
      }
      res.json({ plans });
    } catch (error) {
      res.status(500).json({ error: error instanceof Error ? error.message : String(error) });
    } finally {
      await client.end();
    }
  });
  control.get('/counts', (_req, res) => {
    res.json({ app: appStatements, bare: bare.statements(), queries });
  });

  const servers = await Promise.all([
    listen(createApp({ deps: measured })),
    listen(createApp({ deps: counted })),
    listen(createBareApp(bare.pool)),
    listen(control),
  ]);
  const [app, countingApp, bareServer, controlServer] = servers.map(portOf) as [number, number, number, number];
  process.send?.({ type: 'ready', ports: { app, countingApp, bare: bareServer, control: controlServer } satisfies TServerPorts });
  process.on('disconnect', () => {
    for (const server of servers) server.closeAllConnections();
    void Promise.all([measured.prisma.$disconnect(), counted.prisma.$disconnect(), bare.pool.end()]).finally(() => {
      for (const deps of [measured, counted]) rmSync(deps.dataDir, { recursive: true, force: true });
      process.exit(0);
    });
  });
}

main().catch((error: unknown) => {
  process.stderr.write(`bench servers failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
