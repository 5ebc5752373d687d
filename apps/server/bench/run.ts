// `pnpm bench`: seeds 10,000 patients and 50,000 submissions, then measures the patients list, the public form GET and
// the public form submit of the real app against a bare Express + node-postgres handler running the same SQL: at
// saturation (throughput ratio app/bare), then at a fixed offered rate (latency). A measurement, not a test: it prints
// whether each target is met and exits 0 either way (see bench/README.md).
import type { ChildProcess } from 'node:child_process';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { openBenchDatabase } from './database';
import { endpoints, SIDES, type LinkPool, type TEndpoint, type TSide } from './endpoints';
import { measure, measureAtRate, rateAgent, type TRateMeasurement, type TRequestFactory } from './measure';
import {
  print,
  printFailures,
  printCpu,
  printFixedRate,
  printSaturation,
  problems,
  rateProblems,
  type TSaturation,
  type TSaturationRun,
  type TCpu,
  type TFixedRate,
} from './report';
import { addSubmitLinks, PATIENTS, SUBMISSIONS, seedBench, type TSeed } from './seed';
import { startServers } from './fork-servers';
import type { TServerPorts } from './servers';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
/** Most connections the fixed-rate generator may open: far more than a rate the server keeps up with needs. */
const RATE_MAX_CONNECTIONS = Number(process.env.BENCH_RATE_CONNECTIONS ?? 256);
const KEEP_DB = process.env.BENCH_KEEP_DB === '1';
/** The fixed offered rate, as a share of the bare handler's saturation throughput. */
const RATE_SHARE = 0.5;
/** The short saturation run that measures the submit rate, to size the pools of links. */
const PROBE_SECONDS = 2;
/** Links per side for the submit saturation runs: the fastest probed rate x (warm-up + run) x this margin. */
const LINK_MARGIN = 2;
/** The CPU-per-request runs (bench/README.md): a rate both sides serve with cores to spare, rounds in alternation. */
const CPU_RATE = Number(process.env.BENCH_CPU_RATE ?? 300);
const CPU_SECONDS = Number(process.env.BENCH_CPU_SECONDS ?? 1);
const CPU_ROUNDS = Number(process.env.BENCH_CPU_ROUNDS ?? 24);
const CPU_WARMUP_SECONDS = 3;

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

async function serverCpuMicros(control: string): Promise<number> {
  const { micros } = (await (await fetch(`${control}/cpu`)).json()) as { micros: number };
  return micros;
}

function loadAverage(): string {
  const [one, five, fifteen] = os.loadavg().map((value) => value.toFixed(2));
  return `load average ${one}, ${five}, ${fifteen} on ${os.availableParallelism()} cores`;
}

/**
 * Gives each pool at least `need[side]` unused links, sending the missing ones in one insert between runs
 * (bench/README.md). Returns how many were sent per side.
 */
async function topUp(url: string, seed: TSeed, pools: Record<TSide, LinkPool>, need: Partial<Record<TSide, number>>): Promise<Record<TSide, number>> {
  const missing = SIDES.map((side) => Math.max(0, Math.ceil(need[side] ?? 0) - pools[side].remaining()));
  const created = await addSubmitLinks(url, seed, missing);
  SIDES.forEach((side, i) => pools[side].add(created[i] ?? []));
  return { app: missing[0] ?? 0, bare: missing[1] ?? 0 };
}

async function main(): Promise<void> {
  const started = performance.now();
  print(
    `Praxiform benchmark: saturation with ${CONNECTIONS} connections, then latency at a fixed offered rate; ` +
      `${WARMUP_SECONDS} s warm-up then ${SECONDS} s per run.`,
  );
  print(`At start: ${loadAverage()}.`);
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
      for (const side of SIDES) {
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
    const listAt = (pageSize: number, side: TSide) =>
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
    const saturation: TSaturation[] = [];
    const fixedRate: TFixedRate[] = [];
    const failures: string[] = [];
    const report = (what: string, found: string[]) => {
      for (const problem of found) failures.push(`${what}: ${problem}`);
      return found.length > 0 ? ` INVALID: ${found.join('; ')}` : '';
    };
    // BENCH_ONLY=<words> measures only the endpoints whose name contains them (e.g. "submit").
    const only = process.env.BENCH_ONLY;
    const measured = list.filter((e) => !only || e.name.includes(only));

    // The headline: the server process's CPU time per request, app against bare, at a fixed rate well below
    // saturation (so that neither side's figure carries the other processes' contention), in rounds that alternate
    // which side goes first (bench/README.md, "CPU per request").
    const cpu: TCpu[] = [];
    for (const endpoint of measured) {
      if (endpoint.links) {
        // Every submit of the phase consumes a link: all of them are sent before it starts, never during it.
        const need = CPU_RATE * (CPU_WARMUP_SECONDS + CPU_ROUNDS * CPU_SECONDS) * 1.02 + 100;
        await topUp(database.url, seed, endpoint.links, { app: need, bare: need });
      }
      // One keep-alive pool per side for the whole phase, opened and warmed (JIT, prepared statements) before it.
      const agents = { app: rateAgent(RATE_MAX_CONNECTIONS), bare: rateAgent(RATE_MAX_CONNECTIONS) };
      for (const side of SIDES) await measureAtRate(base[side], endpoint[side], { rate: CPU_RATE, agent: agents[side], seconds: CPU_WARMUP_SECONDS });
      const rounds: Record<TSide, number>[] = [];
      for (let round = 0; round < CPU_ROUNDS; round += 1) {
        const result = {} as Record<TSide, number>;
        for (const side of round % 2 === 0 ? SIDES : [...SIDES].reverse()) {
          const before = await serverCpuMicros(control);
          const run = await measureAtRate(base[side], endpoint[side], { rate: CPU_RATE, agent: agents[side], seconds: CPU_SECONDS });
          const micros = (await serverCpuMicros(control)) - before;
          // CPU time is divided by the answers of the round, late ones included: only failed answers void a round (a
          // one-second round whose last answers land after its second is still a measure of its requests' CPU).
          report(`${endpoint.name}, CPU round ${round + 1} (${side})`, problems(run));
          result[side] = run.ok > 0 ? micros / 1000 / run.ok : 0;
        }
        rounds.push(result);
      }
      for (const agent of Object.values(agents)) agent.destroy();
      const ratios = rounds.map((round) => round.app / round.bare).sort((a, b) => a - b);
      print(`  ${endpoint.name}, CPU per request: ${CPU_ROUNDS} rounds, ratios from ${ratios[0]?.toFixed(2)} to ${ratios.at(-1)?.toFixed(2)}`);
      cpu.push({ endpoint, rounds });
    }
    print();

    // BENCH_CPU_ONLY=1 stops after the headline (a quicker loop while profiling).
    for (const endpoint of process.env.BENCH_CPU_ONLY === '1' ? [] : measured) {
      if (endpoint.links) {
        // Each submit consumes a link: a short probe measures the rate, then each side gets enough links for the
        // warm-up and the run at the fastest probed rate, with a margin (bench/README.md).
        const probed = {} as Record<TSide, number>;
        for (const side of SIDES) {
          // A probe that runs dry stops early: it runs again with twice the links it consumed, so no speed is too fast.
          for (;;) {
            const before = endpoint.links[side].remaining();
            const probe = await measure(base[side], endpoint[side], { connections: CONNECTIONS, seconds: PROBE_SECONDS });
            const consumed = before - endpoint.links[side].remaining();
            probed[side] = probe.seconds > 0 ? consumed / probe.seconds : 0;
            if (!probe.exhausted) break;
            await topUp(database.url, seed, endpoint.links, { [side]: 2 * consumed });
          }
        }
        const need = Math.ceil(Math.max(probed.app, probed.bare) * (WARMUP_SECONDS + SECONDS) * LINK_MARGIN);
        const sent = await topUp(database.url, seed, endpoint.links, { app: need, bare: need });
        print(
          `  ${endpoint.name}: a ${PROBE_SECONDS} s probe consumed ${probed.app.toFixed(0)} links/s (app), ${probed.bare.toFixed(0)} (bare); ` +
            `each side now holds ${need.toLocaleString('en')} links (fastest x ${WARMUP_SECONDS + SECONDS} s x ${LINK_MARGIN}; ` +
            `sent ${sent.app.toLocaleString('en')} + ${sent.bare.toLocaleString('en')}).`,
        );
      }
      const runs = {} as Record<TSide, TSaturationRun>;
      for (const side of SIDES) {
        process.stdout.write(`  ${endpoint.name} (${side}), saturation:`);
        const beforeWarmUp = endpoint.links?.[side].remaining() ?? 0;
        const warmUp = await measure(base[side], endpoint[side], { connections: CONNECTIONS, seconds: WARMUP_SECONDS });
        let added = '';
        if (endpoint.links && warmUp.seconds > 0) {
          // The warm-up consumed links at the steady rate: if the pool would not last the run at that rate with the
          // margin, links are added now, between the warm-up and the run (bench/README.md).
          const warmRate = (beforeWarmUp - endpoint.links[side].remaining()) / warmUp.seconds;
          const sent = await topUp(database.url, seed, endpoint.links, { [side]: warmRate * SECONDS * LINK_MARGIN });
          if (sent[side] > 0) added = ` (${sent[side].toLocaleString('en')} links added after the warm-up)`;
        }
        await fetch(`${control}/profile/start`, { method: 'POST' });
        const cpuBefore = await serverCpuMicros(control);
        const run = await measure(base[side], endpoint[side], { connections: CONNECTIONS, seconds: SECONDS });
        const cpuMs = (await serverCpuMicros(control)) - cpuBefore;
        await fetch(`${control}/profile/stop?name=${encodeURIComponent(`${endpoint.name}-${side}`)}`, { method: 'POST' });
        runs[side] = { ...run, cpuMsPerRequest: run.ok > 0 ? cpuMs / 1000 / run.ok : 0 };
        print(` ${run.rps.toFixed(0)} req/s, p99 ${run.p99} ms${added}${report(`${endpoint.name}, saturation (${side})`, problems(run))}`);
      }
      saturation.push({ endpoint, ...runs });

      const rate = runs.bare.rps * RATE_SHARE;
      if (rate <= 0) {
        failures.push(`${endpoint.name}: no fixed-rate run, the bare handler answered no 2xx at saturation`);
        continue;
      }
      // The generator cannot send faster than the rate: the exact need, plus a little for the requests in flight.
      if (endpoint.links) {
        const exact = rate * (WARMUP_SECONDS + SECONDS) * 1.02 + 100;
        await topUp(database.url, seed, endpoint.links, { app: exact, bare: exact });
      }
      const rated = {} as Record<TSide, TRateMeasurement>;
      for (const side of SIDES) {
        process.stdout.write(`  ${endpoint.name} (${side}), ${rate.toFixed(0)} req/s offered:`);
        const agent = rateAgent(RATE_MAX_CONNECTIONS);
        await measureAtRate(base[side], endpoint[side], { rate, agent, seconds: WARMUP_SECONDS });
        const run = await measureAtRate(base[side], endpoint[side], { rate, agent, seconds: SECONDS });
        agent.destroy();
        rated[side] = run;
        print(
          ` achieved ${run.achieved.toFixed(0)} req/s, p50 ${run.p50.toFixed(1)} ms, p99 ${run.p99.toFixed(1)} ms; ` +
            `${run.maxInFlight} in flight at most on ${run.connections} connections, sent late by ${run.sendLagP99.toFixed(1)} ms (p99)` +
            report(`${endpoint.name}, fixed rate (${side})`, rateProblems(run)),
        );
      }
      fixedRate.push({ endpoint, ...rated });
    }

    printCpu(cpu, { rate: CPU_RATE, seconds: CPU_SECONDS });
    printSaturation(saturation, { connections: CONNECTIONS, seconds: SECONDS, warmup: WARMUP_SECONDS });
    printFixedRate(fixedRate, { seconds: SECONDS, warmup: WARMUP_SECONDS });
    printFailures(failures);
    print();
    print(`At end: ${loadAverage()}. Total time ${((performance.now() - started) / 1000).toFixed(0)} s.`);
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
