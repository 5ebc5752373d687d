// The embedded server: initialises a data folder, creates the app database, and is reused by a second caller.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { resolveDatabaseUrl, startEmbeddedPostgres } from './embedded.ts';

const dir = mkdtempSync(join(tmpdir(), 'praxiform-embedded-'));
const stops: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const stop of stops.reverse()) await stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('startEmbeddedPostgres', () => {
  it('starts a real PostgreSQL on a free port with the app database, and a second start reuses it', async () => {
    const first = await startEmbeddedPostgres({ dataDir: join(dir, 'data'), database: 'praxiform_app' });
    stops.push(first.stop);
    expect(first.url).toMatch(/^postgresql:\/\/postgres:[^@]+@127\.0\.0\.1:\d+\/praxiform_app$/);
    const client = new pg.Client({ connectionString: first.url });
    await client.connect();
    const { rows } = await client.query<{ db: string; version: string }>('SELECT current_database() AS db, current_setting($1) AS version', [
      'server_version_num',
    ]);
    await client.end();
    expect(rows[0]?.db).toBe('praxiform_app');
    expect(Number(rows[0]?.version)).toBeGreaterThanOrEqual(170000);

    const second = await startEmbeddedPostgres({ dataDir: join(dir, 'data'), database: 'praxiform_other' });
    expect(second.port).toBe(first.port);
    expect(second.url.endsWith('/praxiform_other')).toBe(true);
  }, 60_000);

  it("resolveDatabaseUrl prefers the caller's URL, else DATABASE_URL", async () => {
    const given = await resolveDatabaseUrl({ databaseUrl: 'postgresql://given@db.example:5432/app', dataDir: join(dir, 'unused') });
    expect(given).toMatchObject({ url: 'postgresql://given@db.example:5432/app', embedded: false });
    vi.stubEnv('DATABASE_URL', 'postgresql://someone@db.example:5432/app');
    try {
      const resolved = await resolveDatabaseUrl({ dataDir: join(dir, 'unused') });
      expect(resolved).toMatchObject({ url: 'postgresql://someone@db.example:5432/app', embedded: false });
      vi.stubEnv('DATABASE_URL', 'mysql://someone@db.example/app');
      await expect(resolveDatabaseUrl({ dataDir: join(dir, 'unused') })).rejects.toThrow('DATABASE_URL: must start with postgresql://');
    } finally {
      vi.unstubAllEnvs();
    }
  });
});

describe('loadEmbeddedPostgres', () => {
  it('keeps the exit code of a process that ends on its own (a failing test run must not exit 0)', () => {
    const script = [
      `const { loadEmbeddedPostgres } = await import(${JSON.stringify(new URL('./embedded.ts', import.meta.url).href)});`,
      'await loadEmbeddedPostgres();',
      'process.exitCode = 3;',
    ].join('\n');
    const child = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      cwd: fileURLToPath(new URL('..', import.meta.url)),
      encoding: 'utf8',
    });
    expect(child.stderr).toBe('');
    expect(child.status).toBe(3);
  });
});
