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

/**
 * Never touches the database DATABASE_URL names: only `praxiform_bench` (or `name`: patient-page.ts has its own, so
 * both benchmarks can run at once) on the same server, dropped at the end unless kept.
 */
export async function openBenchDatabase(keep: boolean, name = BENCH_DATABASE): Promise<TBenchDatabase> {
  const fromEnv = process.env.DATABASE_URL;
  const drop = `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`;
  if (fromEnv) {
    const url = new URL(fromEnv);
    url.pathname = `/${name}`;
    await admin(fromEnv, [drop, `CREATE DATABASE ${name}`]);
    await applyMigrations(url.toString());
    return {
      url: url.toString(),
      where: `${url.host}/${name} (server of DATABASE_URL)`,
      close: () => (keep ? Promise.resolve() : admin(fromEnv, [drop])),
    };
  }
  const folder = mkdtempSync(path.join(tmpdir(), 'praxiform-bench-'));
  const embedded = await startEmbeddedPostgres({ dataDir: path.join(folder, 'postgres'), database: name });
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
