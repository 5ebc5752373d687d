// The migration runner: applies everything once, records it like Prisma, and is safe when two processes start together.
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { applyMigrations } from './migrate.ts';
import { readMigrations } from './migrations-folder.ts';
import { MIGRATIONS_DIR } from './paths.ts';
import { createEmptyTestDatabase } from './testing/index.ts';

async function query<T extends pg.QueryResultRow>(url: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}

describe('applyMigrations', () => {
  const names = readMigrations(MIGRATIONS_DIR).map((m) => m.name);

  it('applies every migration once, then nothing', async () => {
    const url = await createEmptyTestDatabase();
    const first = await applyMigrations(url);
    expect(first.applied).toEqual(names);
    const second = await applyMigrations(url);
    expect(second).toEqual({ applied: [], alreadyApplied: names });
    const rows = await query<{ migration_name: string; finished_at: Date | null; checksum: string }>(
      url,
      'SELECT migration_name, finished_at, checksum FROM _prisma_migrations',
    );
    expect(rows.map((r) => r.migration_name)).toEqual(names);
    expect(rows.every((r) => r.finished_at instanceof Date && /^[0-9a-f]{64}$/.test(r.checksum))).toBe(true);
    const tables = await query<{ tablename: string }>(url, "SELECT tablename FROM pg_tables WHERE schemaname = 'public'");
    expect(tables.map((t) => t.tablename)).toEqual(expect.arrayContaining(['users', 'templates', 'submissions', 'audit_logs']));
  });

  it('is safe when two runners start at the same time', async () => {
    const url = await createEmptyTestDatabase();
    const [a, b] = await Promise.all([applyMigrations(url), applyMigrations(url)]);
    expect([...a.applied, ...b.applied].sort()).toEqual(names);
    const rows = await query<{ n: string }>(url, 'SELECT count(*) AS n FROM _prisma_migrations');
    expect(Number(rows[0]?.n)).toBe(names.length);
  });

  it('rolls a failing migration back entirely and records nothing', async () => {
    const { mkdtempSync, mkdirSync, rmSync, writeFileSync } = await import('node:fs');
    const { join } = await import('node:path');
    const { tmpdir } = await import('node:os');
    const dir = mkdtempSync(join(tmpdir(), 'praxiform-migrations-'));
    writeFileSync(join(dir, 'migration_lock.toml'), 'provider = "postgresql"\n');
    mkdirSync(join(dir, '20260101000000_ok'));
    writeFileSync(join(dir, '20260101000000_ok', 'migration.sql'), 'CREATE TABLE ok_table (id int);');
    mkdirSync(join(dir, '20260102000000_broken'));
    writeFileSync(join(dir, '20260102000000_broken', 'migration.sql'), 'CREATE TABLE half_done (id int);\nSELECT * FROM no_such_table;');
    const url = await createEmptyTestDatabase();
    await expect(applyMigrations(url, { migrationsDir: dir }).finally(() => rmSync(dir, { recursive: true }))).rejects.toThrow(
      /20260102000000_broken/,
    );
    const tables = await query<{ tablename: string }>(url, "SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY 1");
    expect(tables.map((t) => t.tablename)).toEqual(['_prisma_migrations', 'ok_table']);
    const rows = await query<{ migration_name: string }>(url, 'SELECT migration_name FROM _prisma_migrations');
    expect(rows.map((r) => r.migration_name)).toEqual(['20260101000000_ok']);
  });
});
