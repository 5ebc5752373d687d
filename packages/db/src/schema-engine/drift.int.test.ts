// The committed migrations, replayed on PGlite by Prisma's schema engine, must produce exactly schema.prisma.
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR, SCHEMA_PATH } from '../paths.ts';
import { diffMigrationsToSchema } from './diff.ts';

describe('schema and migrations', () => {
  it('have no drift (otherwise run pnpm db:migration:new <name>)', async () => {
    const sql = await diffMigrationsToSchema({ migrationsDir: MIGRATIONS_DIR, schemaPath: SCHEMA_PATH });
    expect(sql, `Schema drift, missing migration:\n${sql}`).toBe('');
  }, 60_000);

  it('reports a change the migrations do not contain', async () => {
    const { mkdtempSync, readFileSync, rmSync, writeFileSync } = await import('node:fs');
    const { join } = await import('node:path');
    const { tmpdir } = await import('node:os');
    const dir = mkdtempSync(join(tmpdir(), 'praxiform-drift-'));
    const schemaPath = join(dir, 'schema.prisma');
    writeFileSync(
      schemaPath,
      readFileSync(SCHEMA_PATH, 'utf8').replace(
        '  customProfession   String?',
        '  birthCity          String? @map("birth_city")\n  customProfession   String?',
      ),
    );
    const sql = await diffMigrationsToSchema({ migrationsDir: MIGRATIONS_DIR, schemaPath }).finally(() => rmSync(dir, { recursive: true }));
    expect(sql).toMatch(/ALTER TABLE "users" ADD COLUMN\s+"birth_city" TEXT/);
  }, 60_000);
});
