// The benchmark's own database: a fresh `praxiform_bench` next to DATABASE_URL, or an embedded PostgreSQL in a temp folder.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { applyMigrations, startEmbeddedPostgres } from '@praxiform/db';

export const BENCH_DATABASE = 'praxiform_bench';

export type TBenchDatabase = {
  url: string;
  where: string;
  /**
   * A copy of the database as it is now, `<name>_<suffix>` on the same server (CREATE DATABASE … TEMPLATE: nobody may
   * be connected to it meanwhile), dropped with it on close; answers the copy's URL.
   */
  snapshot: (suffix: string) => Promise<string>;
  close: () => Promise<void>;
};

/** Snapshots of `url`'s database made through `adminUrl` (a connection to another database of the same server). */
function snapshots(adminUrl: string, url: string, name: string) {
  const made: string[] = [];
  return {
    snapshot: async (suffix: string) => {
      const copy = `${name}_${suffix}`;
      made.push(copy);
      // FILE_COPY: a large database is copied file by file, not written again through the WAL.
      await admin(adminUrl, [
        `DROP DATABASE IF EXISTS ${copy} WITH (FORCE)`,
        // A connection the caller closed may linger a moment on the server's side.
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${name}' AND pid <> pg_backend_pid()`,
        `CREATE DATABASE ${copy} TEMPLATE ${name} STRATEGY FILE_COPY`,
      ]);
      const copyUrl = new URL(url);
      copyUrl.pathname = `/${copy}`;
      return copyUrl.toString();
    },
    drop: () =>
      admin(
        adminUrl,
        made.map((copy) => `DROP DATABASE IF EXISTS ${copy} WITH (FORCE)`),
      ),
  };
}

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
    const copies = snapshots(fromEnv, url.toString(), name);
    return {
      url: url.toString(),
      where: `${url.host}/${name} (server of DATABASE_URL)`,
      snapshot: copies.snapshot,
      close: async () => {
        if (keep) return;
        await copies.drop();
        await admin(fromEnv, [drop]);
      },
    };
  }
  const folder = mkdtempSync(path.join(tmpdir(), 'praxiform-bench-'));
  const embedded = await startEmbeddedPostgres({ dataDir: path.join(folder, 'postgres'), database: name });
  await applyMigrations(embedded.url);
  const adminUrl = new URL(embedded.url);
  adminUrl.pathname = '/postgres';
  return {
    url: embedded.url,
    where: `embedded PostgreSQL in ${folder}`,
    snapshot: snapshots(adminUrl.toString(), embedded.url, name).snapshot,
    close: async () => {
      await embedded.stop();
      if (!keep) rmSync(folder, { recursive: true, force: true });
    },
  };
}
