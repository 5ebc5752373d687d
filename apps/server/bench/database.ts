// The benchmark's own database: a fresh `praxiform_bench` next to DATABASE_URL, or an embedded PostgreSQL in a temp folder.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { applyMigrations, startEmbeddedPostgres } from '@praxiform/db';

export const BENCH_DATABASE = 'praxiform_bench';

export type TBenchDatabase = { url: string; where: string; close: () => Promise<void> };

async function admin(adminUrl: string, statements: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

const DROP = `DROP DATABASE IF EXISTS ${BENCH_DATABASE} WITH (FORCE)`;

/** Never touches the database DATABASE_URL names: only `praxiform_bench` on the same server, dropped at the end unless kept. */
export async function openBenchDatabase(keep: boolean): Promise<TBenchDatabase> {
  const fromEnv = process.env.DATABASE_URL;
  if (fromEnv) {
    const url = new URL(fromEnv);
    url.pathname = `/${BENCH_DATABASE}`;
    await admin(fromEnv, [DROP, `CREATE DATABASE ${BENCH_DATABASE}`]);
    await applyMigrations(url.toString());
    return {
      url: url.toString(),
      where: `${url.host}/${BENCH_DATABASE} (server of DATABASE_URL)`,
      close: () => (keep ? Promise.resolve() : admin(fromEnv, [DROP])),
    };
  }
  const folder = mkdtempSync(path.join(tmpdir(), 'praxiform-bench-'));
  const embedded = await startEmbeddedPostgres({ dataDir: path.join(folder, 'postgres'), database: BENCH_DATABASE });
  await applyMigrations(embedded.url);
  return {
    url: embedded.url,
    where: `embedded PostgreSQL in ${folder}`,
    close: async () => {
      await embedded.stop();
      if (!keep) rmSync(folder, { recursive: true, force: true });
    },
  };
}
