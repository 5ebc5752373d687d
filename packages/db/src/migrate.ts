// Applies the committed migrations in order, one transaction each, recorded in Prisma's _prisma_migrations table.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { readMigrations } from './migrations-folder.ts';
import { findMigrationsDir } from './paths.ts';
import { syncValidatedInstruments } from './validated-instruments.ts';

export { MIGRATIONS_DIR, findMigrationsDir } from './paths.ts';

/** The advisory lock key `prisma migrate deploy` uses too, so our runner and Prisma's never run at once. */
const MIGRATION_LOCK_KEY = 72707369;

export type ApplyMigrationsOptions = {
  /** Defaults to findMigrationsDir(): this package's prisma/migrations, or PRAXIFORM_MIGRATIONS_DIR in a bundle. */
  migrationsDir?: string;
  log?: (message: string) => void;
  /**
   * After the migrations, create or update the validated instruments' public templates (docs/scores.md#instruments),
   * so every database the app starts on has them. Default true; the test template database leaves them out.
   */
  instruments?: boolean;
};

export type ApplyMigrationsResult = { applied: string[]; alreadyApplied: string[] };

type MigrationRow = { migration_name: string; checksum: string; finished_at: Date | null; rolled_back_at: Date | null };

// Same columns as the table Prisma's schema engine creates, so `prisma migrate deploy/status` elsewhere agree with us.
const CREATE_TABLE = `CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
  "id" VARCHAR(36) PRIMARY KEY NOT NULL,
  "checksum" VARCHAR(64) NOT NULL,
  "finished_at" TIMESTAMPTZ,
  "migration_name" VARCHAR(255) NOT NULL,
  "logs" TEXT,
  "rolled_back_at" TIMESTAMPTZ,
  "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(),
  "applied_steps_count" INTEGER NOT NULL DEFAULT 0
)`;

export async function applyMigrations(databaseUrl: string, opts: ApplyMigrationsOptions = {}): Promise<ApplyMigrationsResult> {
  const migrations = readMigrations(opts.migrationsDir ?? findMigrationsDir());
  const log = opts.log ?? (() => undefined);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    // Session-level lock: a second process waits here, then finds everything applied.
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await client.query(CREATE_TABLE);
    const { rows } = await client.query<MigrationRow>(
      'SELECT migration_name, checksum, finished_at, rolled_back_at FROM "_prisma_migrations" WHERE rolled_back_at IS NULL',
    );
    const failed = rows.filter((row) => row.finished_at === null).map((row) => row.migration_name);
    if (failed.length > 0) {
      throw new Error(`Migrations recorded as failed: ${failed.join(', ')}. Resolve them (prisma migrate resolve) before migrating.`);
    }
    const done = new Map(rows.map((row) => [row.migration_name, row.checksum]));
    const result: ApplyMigrationsResult = { applied: [], alreadyApplied: [] };
    for (const migration of migrations) {
      const checksum = done.get(migration.name);
      if (checksum !== undefined) {
        if (checksum !== migration.checksum) log(`warning: migration ${migration.name} was edited after it was applied`);
        result.alreadyApplied.push(migration.name);
        continue;
      }
      log(`applying ${migration.name}`);
      // The migration and its record commit together: a failure leaves neither behind.
      await client.query('BEGIN');
      try {
        await client.query(migration.sql);
        await client.query(
          `INSERT INTO "_prisma_migrations" (id, checksum, migration_name, started_at, finished_at, applied_steps_count)
           VALUES ($1, $2, $3, now(), now(), 1)`,
          [randomUUID(), migration.checksum, migration.name],
        );
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK');
        throw new Error(`Migration ${migration.name} failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
      }
      result.applied.push(migration.name);
    }
    if (opts.instruments ?? true) {
      await client.query('BEGIN');
      try {
        const { created, updated } = await syncValidatedInstruments(client);
        await client.query('COMMIT');
        if (created + updated > 0) log(`validated instruments: ${created} created, ${updated} updated`);
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      }
    }
    return result;
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    await client.end();
  }
}
