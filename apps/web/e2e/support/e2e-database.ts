// The database of the suite's server, for the few browser tests that move the clock of a record (a trial's end):
// E2E_DATABASE_URL when given (CI), else the server's embedded PostgreSQL in its DATA_DIR (playwright.config.ts), found
// through its postmaster.pid (4th line: the port) with the embedded server's credentials (packages/db/src/embedded.ts).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';

const PORT = Number(process.env.E2E_PORT ?? 4310);

export function e2eDatabaseUrl(): string {
  if (process.env.E2E_DATABASE_URL) return process.env.E2E_DATABASE_URL;
  const pidFile = path.join(import.meta.dirname, '..', '..', 'test-results', `server-data-${PORT}`, 'postgres', 'postmaster.pid');
  const port = Number(readFileSync(pidFile, 'utf8').split('\n')[3]);
  return `postgresql://postgres:praxiform-embedded@127.0.0.1:${port}/praxiform`;
}

/** Runs one statement on the suite's database; answers how many rows it changed (or returned). */
export async function e2eSql(statement: string, values: unknown[]): Promise<number> {
  const client = new pg.Client({ connectionString: e2eDatabaseUrl() });
  await client.connect();
  try {
    return (await client.query(statement, values)).rowCount ?? 0;
  } finally {
    await client.end();
  }
}
