// Reads the committed migrations folder (Prisma's layout: <timestamp>_<name>/migration.sql).
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export type MigrationFileEntry = {
  /** Folder name, e.g. 20261121120000_init: also the name recorded in _prisma_migrations. */
  name: string;
  sql: string;
  /** SHA-256 (hex) of migration.sql, the checksum Prisma records. */
  checksum: string;
};

export function readMigrations(migrationsDir: string): MigrationFileEntry[] {
  return readdirSync(migrationsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(migrationsDir, entry.name, 'migration.sql')))
    .map((entry) => entry.name)
    .sort()
    .map((name) => {
      const sql = readFileSync(join(migrationsDir, name, 'migration.sql'), 'utf8');
      return { name, sql, checksum: createHash('sha256').update(sql).digest('hex') };
    });
}
