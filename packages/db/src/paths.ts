// Where this package keeps its schema and migrations, and how a bundled server finds them.
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readDbEnv } from './env.ts';

const here = dirname(fileURLToPath(import.meta.url));

/** packages/db, resolved from this source file (valid when running from the repository). */
export const PACKAGE_ROOT = resolve(here, '..');
export const SCHEMA_PATH = join(PACKAGE_ROOT, 'prisma', 'schema.prisma');
export const MIGRATIONS_DIR = join(PACKAGE_ROOT, 'prisma', 'migrations');
/** <repo>/.data/postgres: the embedded server's data folder for `pnpm start`, migrate, seed and reset. */
export const DEFAULT_EMBEDDED_DATA_DIR = resolve(PACKAGE_ROOT, '..', '..', '.data', 'postgres');

/**
 * Finds the migrations folder, also from an esbuild bundle where import.meta.url is the bundle file:
 * PRAXIFORM_MIGRATIONS_DIR, then this package's folder, then `migrations` or `prisma/migrations` next to the bundle,
 * then packages/db/prisma/migrations under the working directory.
 */
export function findMigrationsDir(): string {
  const candidates = [
    readDbEnv().PRAXIFORM_MIGRATIONS_DIR,
    MIGRATIONS_DIR,
    join(here, 'migrations'),
    join(here, 'prisma', 'migrations'),
    join(process.cwd(), 'packages', 'db', 'prisma', 'migrations'),
  ];
  for (const candidate of candidates) {
    if (candidate && existsSync(join(candidate, 'migration_lock.toml'))) return candidate;
  }
  throw new Error(`Migrations folder not found (tried: ${candidates.filter(Boolean).join(', ')}). Set PRAXIFORM_MIGRATIONS_DIR.`);
}
