// Asks the schema engine for the SQL that takes the committed migrations to schema.prisma ('' when in sync).
import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { MigrationList } from '@prisma/schema-engine-wasm/schema_engine_bg';
import { readMigrations } from '../migrations-folder.ts';
import { loadSchemaEngine } from './load-engine.ts';

function migrationList(migrationsDir: string): MigrationList {
  const lockPath = join(migrationsDir, 'migration_lock.toml');
  let lockContent: string | null = null;
  try {
    lockContent = readFileSync(lockPath, 'utf8');
  } catch {
    lockContent = null;
  }
  return {
    baseDir: migrationsDir,
    lockfile: { path: 'migration_lock.toml', content: lockContent },
    shadowDbInitScript: '',
    migrationDirectories: readMigrations(migrationsDir).map((migration) => ({
      path: migration.name,
      migrationFile: { path: 'migration.sql', content: { tag: 'ok', value: migration.sql } },
    })),
  };
}

/** An empty SQL comment-only script means no change; the engine answers with such a comment. */
function isEmptyScript(sql: string): boolean {
  return sql
    .split('\n')
    .map((line) => line.trim())
    .every((line) => line === '' || line.startsWith('--'));
}

export async function diffMigrationsToSchema(opts: { migrationsDir: string; schemaPath: string }): Promise<string> {
  const schema = readFileSync(opts.schemaPath, 'utf8');
  const files: [string, string][] = [[basename(opts.schemaPath), schema]];
  const { engine, close } = await loadSchemaEngine(files);
  try {
    const from =
      readMigrations(opts.migrationsDir).length === 0
        ? ({ tag: 'empty' } as const)
        : ({ tag: 'migrations', ...migrationList(opts.migrationsDir) } as const);
    const result = await engine.diff({
      from,
      to: { tag: 'schemaDatamodel', files: files.map(([path, content]) => ({ path, content })) },
      script: true,
      exitCode: null,
      filters: { externalTables: [], externalEnums: [] },
    });
    const sql = result.stdout ?? '';
    return isEmptyScript(sql) ? '' : sql;
  } finally {
    await close();
  }
}
