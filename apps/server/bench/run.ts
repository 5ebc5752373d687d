// `pnpm bench`: seeds 10,000 patients and 50,000 submissions, then measures the patients list, the public form GET and
// the public form submit of the real app against a bare Express + node-postgres handler running the same SQL. A
// measurement, not a test: it prints whether each target is met and exits 0 either way (see bench/README.md).
import { fork, type ChildProcess } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { openBenchDatabase } from './database';
import { measure, type TMeasurement, type TRequestFactory } from './measure';
import { BENCH_ANSWERS, PATIENTS, SUBMISSIONS, seedBench, type TSeed } from './seed';
import type { TServerPorts } from './servers';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const KEEP_DB = process.env.BENCH_KEEP_DB === '1';
const LIST_PAGE_SIZE = 20;
/** The list requests walk the first pages (sorted by name), as a practitioner paging through would. */
const LIST_PAGES = 20;
const TARGETS = { ratio: 0.6, p99Ms: 50 } as const;

const print = (line = '') => process.stdout.write(`${line}\n`);

type TEndpoint = {
  name: string;
  app: TRequestFactory;
  bare: TRequestFactory;
};

function cycle<T>(values: readonly T[]): () => T {
  let index = 0;
  return () => values[index++ % values.length] as T;
}

/** Each call takes the next unused token; null once every token was used (each submit consumes its link). */
function consume(tokens: readonly string[]): () => string | null {
  let index = 0;
  return () => (index < tokens.length ? (tokens[index++] as string) : null);
}

function endpoints(seed: TSeed): TEndpoint[] {
  const auth = { authorization: `Bearer ${seed.sessionToken}` };
  const pages = Array.from({ length: LIST_PAGES }, (_, i) => i + 1);
  const appPage = cycle(pages);
  const barePage = cycle(pages);
  const appRead = cycle(seed.readTokens);
  const bareRead = cycle(seed.readTokens);
  const appSubmit = consume(seed.submitTokens.app);
  const bareSubmit = consume(seed.submitTokens.bare);
  const body = JSON.stringify({ answers: BENCH_ANSWERS, consent: true });
  const post = (path: string | null) => (path === null ? null : { method: 'POST' as const, path, body });
  return [
    {
      name: `patients list (${LIST_PAGE_SIZE}/page)`,
      app: () => ({
        method: 'GET',
        path: `/api/trpc/patients.list?input=${encodeURIComponent(JSON.stringify({ page: appPage(), pageSize: LIST_PAGE_SIZE }))}`,
        headers: auth,
      }),
      bare: () => ({ method: 'GET', path: `/bare/patients?page=${barePage()}&pageSize=${LIST_PAGE_SIZE}`, headers: auth }),
    },
    {
      name: 'public form GET',
      app: () => ({ method: 'GET', path: `/api/public-forms/${appRead()}` }),
      bare: () => ({ method: 'GET', path: `/bare/public-forms/${bareRead()}` }),
    },
    {
      name: 'public form submit',
      app: () => {
        const token = appSubmit();
        return post(token && `/api/public-forms/${token}`);
      },
      bare: () => {
        const token = bareSubmit();
        return post(token && `/bare/public-forms/${token}`);
      },
    },
  ];
}

function startServers(databaseUrl: string): Promise<{ child: ChildProcess; ports: TServerPorts }> {
  const child = fork(new URL('./servers.ts', import.meta.url), [], {
    // BENCH_PROFILE=1 writes a V8 CPU profile of the servers (open it in Chrome DevTools) to bench/profiles/.
    execArgv: [
      '--import',
      'tsx',
      ...(process.env.BENCH_PROFILE === '1' ? ['--cpu-prof', `--cpu-prof-dir=${new URL('./profiles', import.meta.url).pathname}`] : []),
    ],
    env: { ...process.env, BENCH_DATABASE_URL: databaseUrl },
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bench servers exited (${code})`)));
    child.on('message', (message: { type: string; ports: TServerPorts }) => {
      if (message.type === 'ready') resolve({ child, ports: message.ports });
    });
  });
}

async function call(base: string, request: ReturnType<TRequestFactory>): Promise<{ status: number; body: string }> {
  if (!request) throw new Error('no request left');
  const res = await fetch(`${base}${request.path}`, {
    method: request.method,
    headers: { ...request.headers, ...(request.body ? { 'content-type': 'application/json' } : {}) },
    ...(request.body ? { body: request.body } : {}),
  });
  return { status: res.status, body: await res.text() };
}

/** What must match between the app and the bare handler: the number of patients listed, of form fields served. */
function contentSize(body: string): string {
  const json = JSON.parse(body) as { result?: { data?: { items?: unknown[] } }; items?: unknown[]; form?: { fields?: unknown[] }; success?: boolean };
  const items = json.result?.data?.items ?? json.items;
  if (items) return `${items.length} patients`;
  if (json.form?.fields) return `${json.form.fields.length} fields`;
  return json.success === true ? 'success' : body.slice(0, 80);
}

/** SQL statements one request runs: statements on the counting app's pool (Prisma's and hand-written), pg calls of the bare handler. */
async function statementsOf(
  control: string,
  side: 'app' | 'bare',
  base: string,
  request: ReturnType<TRequestFactory>,
): Promise<{ count: number; queries: string[] }> {
  await fetch(`${control}/reset`, { method: 'POST' });
  const res = await call(base, request);
  if (res.status >= 300) throw new Error(`${request?.path ?? ''} answered ${res.status} while counting statements`);
  const counts = (await (await fetch(`${control}/counts`)).json()) as { app: number; bare: number; queries: string[] };
  return { count: counts[side], queries: counts.queries };
}

const fmt = (value: number, digits = 0) => value.toFixed(digits).padStart(8);

/** A run with the servers' CPU time per successful request (machine load does not inflate it as much as latency). */
type TRun = TMeasurement & { cpuMsPerRequest: number };

async function serverCpuMicros(control: string): Promise<number> {
  const { micros } = (await (await fetch(`${control}/cpu`)).json()) as { micros: number };
  return micros;
}

async function main(): Promise<void> {
  const started = performance.now();
  print(`Praxiform benchmark: ${CONNECTIONS} connections, ${WARMUP_SECONDS} s warm-up then ${SECONDS} s per run.`);
  const database = await openBenchDatabase(KEEP_DB);
  print(`Database: ${database.where}`);
  let servers: { child: ChildProcess; ports: TServerPorts } | null = null;
  try {
    const seedStart = performance.now();
    const seed = await seedBench(database.url);
    print(
      `Seeded ${PATIENTS.toLocaleString('en')} patients and ${SUBMISSIONS.toLocaleString('en')} submissions in ${((performance.now() - seedStart) / 1000).toFixed(1)} s.`,
    );
    servers = await startServers(database.url);
    const { ports } = servers;
    const base = { app: `http://127.0.0.1:${ports.app}`, bare: `http://127.0.0.1:${ports.bare}`, counting: `http://127.0.0.1:${ports.countingApp}` };
    const control = `http://127.0.0.1:${ports.control}`;
    const list = endpoints(seed);

    // Every endpoint must answer 2xx on both sides, with the same content, before anything is measured.
    for (const endpoint of list) {
      const sizes: string[] = [];
      for (const side of ['app', 'bare'] as const) {
        const res = await call(base[side], endpoint[side]());
        if (res.status >= 300) throw new Error(`${endpoint.name} (${side}) answered ${res.status}: ${res.body.slice(0, 300)}`);
        sizes.push(contentSize(res.body));
      }
      if (sizes[0] !== sizes[1])
        throw new Error(`${endpoint.name}: the app and the bare handler do not answer the same content (${sizes.join(' / ')})`);
    }

    print();
    print('SQL statements per request (app: every statement on its pool, session check included; bare: node-postgres calls)');
    const auth = { authorization: `Bearer ${seed.sessionToken}` };
    const listAt = (pageSize: number, side: 'app' | 'bare') =>
      side === 'app'
        ? {
            method: 'GET' as const,
            path: `/api/trpc/patients.list?input=${encodeURIComponent(JSON.stringify({ page: 3, pageSize }))}`,
            headers: auth,
          }
        : { method: 'GET' as const, path: `/bare/patients?page=3&pageSize=${pageSize}`, headers: auth };
    const counts: Record<string, { app: number; bare: number }> = {};
    for (const pageSize of [5, 50]) {
      const app = await statementsOf(control, 'app', base.counting, listAt(pageSize, 'app'));
      const bare = await statementsOf(control, 'bare', base.bare, listAt(pageSize, 'bare'));
      counts[`patients list, pageSize ${pageSize}`] = { app: app.count, bare: bare.count };
      if (process.env.BENCH_VERBOSE === '1') for (const query of app.queries) print(`    app SQL: ${query}`);
    }
    const [, readEndpoint, submitEndpoint] = list as [TEndpoint, TEndpoint, TEndpoint];
    const read = await statementsOf(control, 'app', base.counting, readEndpoint.app());
    const bareRead = await statementsOf(control, 'bare', base.bare, readEndpoint.bare());
    counts['public form GET'] = { app: read.count, bare: bareRead.count };
    const submit = await statementsOf(control, 'app', base.counting, submitEndpoint.app());
    const bareSubmit = await statementsOf(control, 'bare', base.bare, submitEndpoint.bare());
    counts['public form submit'] = { app: submit.count, bare: bareSubmit.count };
    if (process.env.BENCH_VERBOSE === '1') for (const query of [...read.queries, ...submit.queries]) print(`    app SQL: ${query}`);
    for (const [name, count] of Object.entries(counts))
      print(`  ${name.padEnd(34)} app ${String(count.app).padStart(3)}   bare ${String(count.bare).padStart(3)}`);
    const small = counts['patients list, pageSize 5']!.app;
    const large = counts['patients list, pageSize 50']!.app;
    print(`  patients list statements do not grow with the page size (5 -> 50): ${large <= small ? 'yes' : `NO (${small} -> ${large})`}`);

    print();
    const results: { endpoint: string; app: TRun; bare: TRun }[] = [];
    // BENCH_ONLY=<words> measures only the endpoints whose name contains them (e.g. "submit").
    const only = process.env.BENCH_ONLY;
    for (const endpoint of list.filter((e) => !only || e.name.includes(only))) {
      const runs = {} as Record<'app' | 'bare', TRun>;
      for (const side of ['app', 'bare'] as const) {
        process.stdout.write(`  measuring ${endpoint.name} (${side})...`);
        await measure(base[side], endpoint[side], { connections: CONNECTIONS, seconds: WARMUP_SECONDS });
        const cpuBefore = await serverCpuMicros(control);
        const run = await measure(base[side], endpoint[side], { connections: CONNECTIONS, seconds: SECONDS });
        const cpuMs = (await serverCpuMicros(control)) - cpuBefore;
        runs[side] = { ...run, cpuMsPerRequest: run.ok > 0 ? cpuMs / 1000 / run.ok : 0 };
        print(
          ` ${run.rps.toFixed(0)} req/s, p99 ${run.p99} ms${run.non2xx || run.errors ? `, ${run.non2xx} non-2xx, ${run.errors} errors` : ''}${run.exhausted ? ' (ran out of links: shortened)' : ''}`,
        );
      }
      results.push({ endpoint: endpoint.name, ...runs });
    }

    print();
    print(`Targets: throughput ratio app/bare >= ${TARGETS.ratio}, app p99 <= ${TARGETS.p99Ms} ms.`);
    print(
      `${'endpoint'.padEnd(26)}${'req/s'.padStart(8)}${'p50 ms'.padStart(8)}${'p99 ms'.padStart(8)}${'cpu ms'.padStart(8)} |` +
        `${'bare r/s'.padStart(9)}${'bare p99'.padStart(9)}${'bare cpu'.padStart(9)} |${'ratio'.padStart(7)}  ratio ok  p99 ok`,
    );
    for (const { endpoint, app, bare } of results) {
      const ratio = bare.rps > 0 ? app.rps / bare.rps : 0;
      print(
        `${endpoint.padEnd(26)}${fmt(app.rps)}${fmt(app.p50)}${fmt(app.p99)}${fmt(app.cpuMsPerRequest, 2)} |` +
          `${fmt(bare.rps).padStart(9)}${fmt(bare.p99).padStart(9)}${fmt(bare.cpuMsPerRequest, 2).padStart(9)} |` +
          `${ratio.toFixed(2).padStart(7)}  ${(ratio >= TARGETS.ratio ? 'yes' : 'NO').padEnd(8)}  ${app.p99 <= TARGETS.p99Ms ? 'yes' : 'NO'}`,
      );
    }
    print('cpu ms = CPU time of the server process per successful request (user + system).');
    const failures = results.flatMap(({ endpoint, app, bare }) => [
      ...(app.non2xx || app.errors ? [`${endpoint} (app): ${app.non2xx} non-2xx, ${app.errors} errors`] : []),
      ...(bare.non2xx || bare.errors ? [`${endpoint} (bare): ${bare.non2xx} non-2xx, ${bare.errors} errors`] : []),
    ]);
    if (failures.length > 0) print(`Warning: ${failures.join('; ')}`);
    print(`Total time ${((performance.now() - started) / 1000).toFixed(0)} s.`);
  } finally {
    servers?.child.disconnect();
    await new Promise((resolve) => setTimeout(resolve, 300));
    await database.close();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(`Benchmark failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  },
);
