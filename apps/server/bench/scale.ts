// `pnpm bench:scale`: what six screens cost as the data grows (bench/README.md, "Cost as data grows"). The same
// database grows from the default size (the bench's seed: one practitioner with 10,000 patients and 50,000 forms,
// 20 other practitioners) to 10 times (the practitioner: 100,000 patients, 500,000 forms; 200 others) and 100 times
// (2,000 other practitioners holding 1,000,000 forms); at each size, each screen's statements are counted and run again
// under EXPLAIN ANALYZE (a sequential scan of a table, or a statement over 50 ms, is reported), and a copy of the
// database is kept. Then every size is served at once and each screen timed, the sizes taking turns: its median at
// each size compared with the default size's in the same moments. A measurement: exits 0 when it ran.
import type { ChildProcess } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { createPrismaClient } from '@praxiform/db';
import { createSession } from '@praxiform/api';
import { openBenchDatabase } from './database';
import { median, percentile } from './measure';
import { startServers, stopServers } from './fork-servers';
import type { TServerPorts } from './servers';
import { print } from './report';
import { BENCH_FIELDS, PATIENTS, SUBMISSIONS, seedBench, type TSeed } from './seed';

const SIZES = (process.env.BENCH_SCALE ?? '1,10,100')
  .split(',')
  .map(Number)
  .filter((size) => [1, 10, 100].includes(size))
  .sort((a, b) => a - b);
/** Rounds of timing per screen, and requests per size in a round (after WARM_UP requests per size). */
const ROUNDS = Number(process.env.BENCH_SCALE_ROUNDS ?? 15);
const REQUESTS_PER_ROUND = Number(process.env.BENCH_SCALE_REQUESTS ?? 20);
const WARM_UP = 20;
const KEEP_DB = process.env.BENCH_KEEP_DB === '1';
/** The slow-query threshold: a statement of a screen that runs longer, under EXPLAIN ANALYZE, is reported. */
const SLOW_MS = 50;
/** A screen's median may grow by this much from the default size. */
const MEDIAN_GROWTH_MAX = 1.3;
/**
 * Other practitioners per unit of size, each with this many patients and forms, and one public template. One account
 * in a hundred is a Martin, one template in twenty is about the knee ("genou"): the searches select a few rows, as a
 * real search does (a word that half the rows match is rightly read by a sequential scan).
 */
const OTHERS_PER_SIZE = 20;
/** The page size of the searches (pageSize in SCREENS). */
const PAGE = 20;
const OTHER_PATIENTS = 100;
const OTHER_FORMS = 500;
/** Waiting-room forms of the practitioner (half anonymous, half completed, none assigned) per unit of size. */
const WAITING_PER_SIZE = 100;

/** `fullPage`: a search, which must answer a full page at every size (seedFullPages). */
type TScreen = { name: string; path: (ids: TIds) => string; admin?: boolean; fullPage?: boolean };
type TIds = { patientId: number };

const input = (value: unknown) => encodeURIComponent(JSON.stringify(value));
/** Each screen as the SPA asks it: one HTTP request (a batch for the patient page). */
const SCREENS: TScreen[] = [
  { name: 'patients list', path: () => `/api/trpc/patients.list?input=${input({ page: 1, pageSize: 20 })}` },
  {
    name: 'patient page',
    path: ({ patientId }) =>
      `/api/trpc/patients.get,submissions.listForPatient,patients.scoreTrends?batch=1&input=${input({ 0: { id: patientId }, 1: { patientId }, 2: { patientId } })}`,
  },
  { name: 'waiting room', path: () => '/api/trpc/submissions.waitingRoom' },
  { name: 'overview', path: () => `/api/trpc/submissions.overview?input=${input({ timeZone: 'Europe/Paris' })}` },
  { name: 'market search', path: () => `/api/trpc/market.list?input=${input({ search: 'genou', page: 1, pageSize: PAGE })}`, fullPage: true },
  {
    name: 'admin users',
    path: () => `/api/trpc/admin.users.list?input=${input({ search: 'martin', page: 1, pageSize: PAGE })}`,
    admin: true,
    fullPage: true,
  },
];

type TTokens = { practitioner: string; admin: string };
type TInspection = { statements: number; slow: string[]; seqScans: string[] };
type TTiming = { bySize: Map<number, { median: number; p90: number; growth: number; growthRange: [number, number] }> };
/** A table read whole is reported from this many rows: below, PostgreSQL rightly prefers a sequential scan to an index. */
const SEQ_SCAN_ROWS = 1_000;

async function sql(url: string, work: (client: pg.Client) => Promise<void>): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}

/**
 * The practitioner's rows from size `previous` (0: none yet) to `size`: patients and forms grow up to 10x (size 1 is the
 * seed's), the waiting room at every size.
 */
async function growPractitioner(client: pg.Client, seed: TSeed, size: number, previous: number): Promise<void> {
  const fields = JSON.stringify(BENCH_FIELDS);
  const [from, to] = [Math.max(previous, 1), Math.min(size, 10)];
  if (to > from) {
    await client.query(
      `INSERT INTO patients (owner_id, first_name, last_name, email, phone, preferred_language, created_at, updated_at)
       SELECT $1, 'Prénom' || i, 'Nom' || (i % 5000), 'patient' || i || '@bench.praxiform.test', '+33 6 ' || lpad(i::text, 8, '0'),
              'fr', now() - i * interval '7 minutes', now()
       FROM generate_series($2::int + 1, $3::int) AS i`,
      [seed.userId, PATIENTS * from, PATIENTS * to],
    );
    await client.query(
      `INSERT INTO submissions (practitioner_id, patient_id, template_id, form_name, fields_snapshot, scoring_enabled, status, language,
                                link_token_hash, sent_at, completed_at, consent_at, expires_at, answers, score, created_at, updated_at)
       SELECT $1, p.min + (i::bigint * 7919 % p.n)::int, $2, 'Bilan du genou', $3::jsonb, true,
              CASE WHEN i % 10 = 0 THEN 'expired'::submission_status ELSE 'completed'::submission_status END, 'fr',
              encode(sha256(('scale-history-' || i)::bytea), 'hex'),
              now() - i * interval '2 minutes' - interval '1 day',
              CASE WHEN i % 10 = 0 THEN NULL ELSE now() - i * interval '2 minutes' - interval '1 day' END,
              CASE WHEN i % 10 = 0 THEN NULL ELSE now() - i * interval '2 minutes' - interval '1 day' END,
              now() + interval '29 days', CASE WHEN i % 10 = 0 THEN NULL ELSE '{"motif": "Douleur"}'::jsonb END,
              CASE WHEN i % 10 = 0 THEN NULL ELSE 4 END, now() - i * interval '2 minutes' - interval '1 day', now()
       FROM generate_series($4::int + 1, $5::int) AS i,
            (SELECT min(id) AS min, count(*)::int AS n FROM patients WHERE owner_id = $1) AS p`,
      [seed.userId, seed.templateId, fields, SUBMISSIONS * from, SUBMISSIONS * to],
    );
  }
  // The waiting room: anonymous forms of a generic link, not yet assigned to a patient.
  await client.query(
    `INSERT INTO submissions (practitioner_id, template_id, form_name, fields_snapshot, status, language, link_token_hash,
                              sent_at, completed_at, consent_at, answers, created_at, updated_at)
     SELECT $1, $2, 'Bilan du genou', $3::jsonb, CASE WHEN i % 2 = 0 THEN 'anonymous' ELSE 'completed' END::submission_status, 'fr',
            encode(sha256(('scale-waiting-' || i)::bytea), 'hex'),
            now() - i * interval '30 minutes', now() - i * interval '30 minutes', now() - i * interval '30 minutes',
            '{"motif": "Douleur"}'::jsonb, now() - i * interval '30 minutes', now()
     FROM generate_series($4::int + 1, $5::int) AS i`,
    [seed.userId, seed.templateId, fields, WAITING_PER_SIZE * previous, WAITING_PER_SIZE * size],
  );
}

/**
 * A page of matches from the default size on: 20 more accounts named Martin, each with one public template about the
 * knee, so that both searches answer a full page (20 rows) at every size. Without them the default size answered one
 * or two rows and 100x a full page: the comparison weighed a page's length, not the data's growth.
 */
async function seedFullPages(client: pg.Client): Promise<void> {
  await client.query(
    `INSERT INTO users (first_name, last_name, email, email_verified_at, profile_completed, role, profession, specialties,
                        interface_language, updated_at)
     SELECT 'Jeanne', 'Martin', 'page-' || i || '@bench.praxiform.test', now(), true, 'member', 'physiotherapist', '{}', 'fr', now()
     FROM generate_series(1, $1::int) AS i`,
    [PAGE],
  );
  await client.query(
    `INSERT INTO templates (name, type, language, is_public, scoring_enabled, fields, creator_id, creator_name, owner_id, updated_at)
     SELECT 'Suivi du genou ' || u.id, 'suivi', 'fr', true, false, $1::jsonb, u.id, 'Jeanne Martin', u.id, now()
     FROM users u WHERE u.email LIKE 'page-%'`,
    [JSON.stringify(BENCH_FIELDS.slice(0, 2))],
  );
}

/** Other practitioners, each with patients, forms and one public template (the market), from `previous` to `size`. */
async function growOthers(client: pg.Client, size: number, previous: number): Promise<void> {
  const [from, to] = [OTHERS_PER_SIZE * previous, OTHERS_PER_SIZE * size];
  await client.query(
    `INSERT INTO users (first_name, last_name, email, email_verified_at, profile_completed, role, profession, specialties,
                        interface_language, updated_at)
     SELECT 'Paul', CASE WHEN i % 100 = 0 THEN 'Martin' ELSE 'Durand' || i END, 'scale-' || i || '@bench.praxiform.test', now(), true,
            'member', 'physiotherapist', '{}', 'fr', now()
     FROM generate_series($1::int + 1, $2::int) AS i`,
    [from, to],
  );
  await client.query(
    `INSERT INTO templates (name, type, language, is_public, scoring_enabled, fields, creator_id, creator_name, owner_id, updated_at)
     SELECT 'Bilan ' || CASE WHEN u.n % 20 = 0 THEN 'du genou ' ELSE 'lombaire ' END || u.n, 'bilan', 'fr', true, false, $3::jsonb,
            u.id, 'Paul Durand', u.id, now()
     FROM (SELECT id, substring(email from 'scale-(\\d+)@')::int AS n FROM users WHERE email LIKE 'scale-%') AS u
     WHERE u.n > $1 AND u.n <= $2`,
    [from, to, JSON.stringify(BENCH_FIELDS.slice(0, 2))],
  );
  await client.query(
    `INSERT INTO patients (owner_id, first_name, last_name, email, preferred_language, created_at, updated_at)
     SELECT u.id, 'Prénom' || j, 'Nom' || j, 'o' || u.id || '-' || j || '@bench.praxiform.test', 'fr', now() - j * interval '1 day', now()
     FROM users u, generate_series(1, $3::int) AS j
     WHERE u.email LIKE 'scale-%' AND substring(u.email from 'scale-(\\d+)@')::int > $1 AND substring(u.email from 'scale-(\\d+)@')::int <= $2`,
    [from, to, OTHER_PATIENTS],
  );
  await client.query(
    `INSERT INTO submissions (practitioner_id, patient_id, template_id, form_name, fields_snapshot, status, language, link_token_hash,
                              sent_at, completed_at, consent_at, expires_at, answers, created_at, updated_at)
     SELECT t.owner_id, p.min + j % $3::int, t.id, t.name, t.fields, 'completed', 'fr',
            encode(sha256(('scale-other-' || t.id || '-' || j)::bytea), 'hex'),
            now() - j * interval '3 hours', now() - j * interval '3 hours', now() - j * interval '3 hours', now() + interval '29 days',
            '{"motif": "Douleur"}'::jsonb, now() - j * interval '3 hours', now()
     FROM templates t
     JOIN users u ON u.id = t.owner_id AND u.email LIKE 'scale-%'
     JOIN LATERAL (SELECT min(id) AS min FROM patients WHERE owner_id = t.owner_id) AS p ON true,
     generate_series(1, $4::int) AS j
     WHERE substring(u.email from 'scale-(\\d+)@')::int > $1 AND substring(u.email from 'scale-(\\d+)@')::int <= $2`,
    [from, to, OTHER_PATIENTS, OTHER_FORMS],
  );
}

async function get(base: string, path: string, token: string): Promise<{ status: number; body: string }> {
  const res = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}` } });
  return { status: res.status, body: await res.text() };
}

/** What one request of a screen runs: its statements, counted on the counting app, and their plans under EXPLAIN ANALYZE. */
async function inspectScreen(
  ports: TServerPorts,
  screen: TScreen,
  ids: TIds,
  tokens: TTokens,
  rows: ReadonlyMap<string, number>,
): Promise<TInspection> {
  const token = screen.admin ? tokens.admin : tokens.practitioner;
  const path = screen.path(ids);
  const control = `http://127.0.0.1:${ports.control}`;
  // One request asked twice, the second counted (its access-log entry a repeat).
  const first = await get(`http://127.0.0.1:${ports.countingApp}`, path, token);
  if (first.status !== 200) throw new Error(`${screen.name} answered ${first.status}: ${first.body.slice(0, 300)}`);
  if (screen.fullPage) {
    const answered = (JSON.parse(first.body) as { result: { data: { items: unknown[] } } }).result.data.items.length;
    if (answered !== PAGE) throw new Error(`${screen.name} answered ${answered} rows, not a full page of ${PAGE}`);
  }
  await fetch(`${control}/reset`, { method: 'POST' });
  await get(`http://127.0.0.1:${ports.countingApp}`, path, token);
  const { app: statements } = (await (await fetch(`${control}/counts`)).json()) as { app: number };
  const explained = (await (await fetch(`${control}/explain`)).json()) as {
    plans?: { text: string; ms: number; seqScans: string[] }[];
    error?: string;
  };
  if (!explained.plans) throw new Error(`EXPLAIN failed for ${screen.name}: ${explained.error}`);
  return {
    statements,
    slow: explained.plans.filter((plan) => plan.ms >= SLOW_MS).map((plan) => `${plan.ms.toFixed(0)} ms: ${plan.text}`),
    seqScans: [...new Set(explained.plans.flatMap((plan) => plan.seqScans))].filter((table) => (rows.get(table) ?? 0) >= SEQ_SCAN_ROWS),
  };
}

/** `count` requests of a screen one at a time on `app`: their times in ms. */
async function timeScreen(app: string, path: string, token: string, count: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const started = performance.now();
    const res = await get(app, path, token);
    times.push(performance.now() - started);
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${res.body.slice(0, 300)}`);
  }
  return times;
}

/**
 * Every size's copy of the database served at once, each screen timed in rounds: in a round, each size in turn (the
 * order turning from round to round) answers REQUESTS_PER_ROUND requests, and each size's median in the round is
 * divided by the first size's median in the same round. A screen's growth is the median of these paired ratios: a
 * moment when the machine is slower weighs on both sides of a pair (bench/README.md, "Cost as data grows").
 */
async function timeSizes(servers: Map<number, TServerPorts>, ids: TIds, tokens: TTokens): Promise<Map<string, TTiming>> {
  const timings = new Map<string, TTiming>();
  for (const screen of SCREENS) {
    const token = screen.admin ? tokens.admin : tokens.practitioner;
    const path = screen.path(ids);
    const apps = new Map([...servers].map(([size, ports]) => [size, `http://127.0.0.1:${ports.app}`]));
    for (const app of apps.values()) await timeScreen(app, path, token, WARM_UP);
    const times = new Map<number, number[]>(SIZES.map((size) => [size, []]));
    const ratios = new Map<number, number[]>(SIZES.map((size) => [size, []]));
    for (let round = 0; round < ROUNDS; round += 1) {
      const order = SIZES.map((_, i) => SIZES[(i + round) % SIZES.length]!);
      const medians = new Map<number, number>();
      for (const size of order) {
        const roundTimes = await timeScreen(apps.get(size)!, path, token, REQUESTS_PER_ROUND);
        times.get(size)!.push(...roundTimes);
        medians.set(size, median(roundTimes));
      }
      for (const size of SIZES) ratios.get(size)!.push(medians.get(size)! / medians.get(SIZES[0]!)!);
    }
    timings.set(screen.name, {
      bySize: new Map(
        SIZES.map((size) => {
          const all = [...times.get(size)!].sort((a, b) => a - b);
          const sizeRatios = ratios.get(size)!;
          return [
            size,
            {
              median: percentile(all, 0.5),
              p90: percentile(all, 0.9),
              growth: median(sizeRatios),
              growthRange: [Math.min(...sizeRatios), Math.max(...sizeRatios)] as [number, number],
            },
          ];
        }),
      ),
    });
  }
  return timings;
}

async function main(): Promise<void> {
  const started = performance.now();
  print(
    `Praxiform scale benchmark: sizes ${SIZES.join(', ')} x the default data; each screen timed in ${ROUNDS} rounds of ` +
      `${REQUESTS_PER_ROUND} requests per size, one at a time, the sizes taking turns.`,
  );
  const database = await openBenchDatabase(KEEP_DB, 'praxiform_bench_scale');
  print(`Database: ${database.where}`);
  const children: ChildProcess[] = [];
  try {
    const seed = await seedBench(database.url);
    const prisma = createPrismaClient(database.url, { max: 1 });
    const admin = await prisma.user.create({
      data: {
        firstName: 'Ada',
        lastName: 'Martin',
        email: 'admin@bench.praxiform.test',
        emailVerifiedAt: new Date(),
        profileCompleted: true,
        role: 'administrator',
        isAdministrator: true,
      },
    });
    const tokens = { practitioner: seed.sessionToken, admin: (await createSession(prisma, admin.id)).token };
    await prisma.$disconnect();
    const ids = { patientId: seed.firstPatientId };
    const inspections = new Map<number, Map<string, TInspection>>();
    /** Each size's database: a copy taken once it was grown (the largest is the grown database itself). */
    const urls = new Map<number, string>();
    let previous = 0;
    for (const size of SIZES) {
      const growStart = performance.now();
      await sql(database.url, async (client) => {
        if (previous === 0) await seedFullPages(client);
        await growPractitioner(client, seed, size, previous);
        await growOthers(client, size, previous);
        // What autovacuum leaves a running database with, and the inserts' dirty pages written out before measuring.
        await client.query('VACUUM ANALYZE');
        await client.query('CHECKPOINT');
      });
      const counts = await (async () => {
        let counted = { patients: 0, submissions: 0, users: 0, templates: 0 };
        await sql(database.url, async (client) => {
          const row = await client.query<typeof counted>(
            `SELECT (SELECT count(*) FROM patients)::int AS patients, (SELECT count(*) FROM submissions)::int AS submissions,
                    (SELECT count(*) FROM users)::int AS users, (SELECT count(*) FROM templates WHERE is_public)::int AS templates`,
          );
          counted = row.rows[0]!;
        });
        return counted;
      })();
      print(
        `\nSize ${size}x: ${counts.patients.toLocaleString('en')} patients, ${counts.submissions.toLocaleString('en')} forms, ` +
          `${counts.users.toLocaleString('en')} accounts, ${counts.templates.toLocaleString('en')} public templates ` +
          `(grown in ${((performance.now() - growStart) / 1000).toFixed(0)} s)`,
      );
      const rows = new Map<string, number>();
      await sql(database.url, async (client) => {
        const tables = await client.query<{ name: string; rows: number }>(
          `SELECT relname AS name, reltuples::float8 AS rows FROM pg_class WHERE relkind = 'r' AND relnamespace = 'public'::regnamespace`,
        );
        for (const table of tables.rows) rows.set(table.name, table.rows);
      });
      const servers = await startServers(database.url);
      const bySize = new Map<string, TInspection>();
      try {
        for (const screen of SCREENS) {
          const result = await inspectScreen(servers.ports, screen, ids, tokens, rows);
          bySize.set(screen.name, result);
          print(
            `  ${screen.name.padEnd(16)} ${String(result.statements).padStart(3)} statements; seq scans (tables of ` +
              `${SEQ_SCAN_ROWS.toLocaleString('en')} rows or more): ${result.seqScans.join(', ') || 'none'}; over ${SLOW_MS} ms: ${result.slow.join('; ') || 'none'}`,
          );
        }
      } finally {
        await stopServers(servers.child);
      }
      inspections.set(size, bySize);
      urls.set(size, size === SIZES[SIZES.length - 1] ? database.url : await database.snapshot(`${size}x`));
      previous = size;
    }

    const served = new Map<number, TServerPorts>();
    for (const size of SIZES) {
      const servers = await startServers(urls.get(size)!);
      children.push(servers.child);
      served.set(size, servers.ports);
    }
    const timings = await timeSizes(served, ids, tokens);

    const base = SIZES[0]!;
    print(
      `\nCompared with ${base}x: statements must not change; the median may grow by ${MEDIAN_GROWTH_MAX}x at most ` +
        `(growth: the median of the ${ROUNDS} rounds' ratios, their range in brackets).`,
    );
    for (const screen of SCREENS) {
      const timing = timings.get(screen.name)!;
      const first = inspections.get(base)!.get(screen.name)!;
      const cells = SIZES.map((size) => {
        const inspection = inspections.get(size)!.get(screen.name)!;
        const time = timing.bySize.get(size)!;
        const growth = size === base ? '' : `, ${time.growth.toFixed(2)}x [${time.growthRange[0].toFixed(2)}–${time.growthRange[1].toFixed(2)}]`;
        return `${size}x: ${inspection.statements} stmts, median ${time.median.toFixed(2)} ms (p90 ${time.p90.toFixed(2)})${growth}`;
      });
      const problems = SIZES.flatMap((size) => {
        const inspection = inspections.get(size)!.get(screen.name)!;
        const time = timing.bySize.get(size)!;
        return [
          ...(inspection.statements !== first.statements ? [`${size}x: ${inspection.statements} statements`] : []),
          ...(time.growth > MEDIAN_GROWTH_MAX ? [`${size}x: median ${time.growth.toFixed(2)}x`] : []),
          ...(inspection.slow.length > 0 ? [`${size}x: ${inspection.slow.length} statement(s) over ${SLOW_MS} ms`] : []),
          ...(inspection.seqScans.length > 0 ? [`${size}x: reads ${inspection.seqScans.join(', ')} whole`] : []),
        ];
      });
      print(`${screen.name.padEnd(16)} ${problems.length === 0 ? 'flat' : `NO (${problems.join('; ')})`}`);
      for (const cell of cells) print(`  ${cell}`);
    }
    print(`\nTotal time ${((performance.now() - started) / 1000).toFixed(0)} s.`);
  } finally {
    await Promise.all(children.map(stopServers));
    await database.close();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(`Scale benchmark failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  },
);
