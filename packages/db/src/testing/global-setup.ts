// Vitest global set-up: one database server for the run (DATABASE_URL's, or an embedded one) and a migrated template database.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres, type EmbeddedPostgresHandle } from '../embedded.ts';
import { readDbEnv } from '../env.ts';
import { applyMigrations } from '../migrate.ts';
import { databaseUrl } from './context.ts';

async function dropDatabasesWithPrefix(adminUrl: string, prefix: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>('SELECT datname FROM pg_database WHERE starts_with(datname, $1)', [prefix]);
    for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS ${client.escapeIdentifier(datname)} WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  let embedded: EmbeddedPostgresHandle | null = null;
  let tempDir: string | null = null;
  let adminUrl = readDbEnv().DATABASE_URL;
  if (!adminUrl) {
    tempDir = mkdtempSync(join(tmpdir(), 'praxiform-test-pg-'));
    embedded = await startEmbeddedPostgres({ dataDir: join(tempDir, 'data') });
    adminUrl = embedded.adminUrl;
  }
  // Unique per run, so two runs on one shared server never touch each other's databases.
  const runPrefix = `praxiform_t${process.pid}_${Date.now().toString(36)}_`;
  const templateDatabase = `${runPrefix}tpl`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${admin.escapeIdentifier(templateDatabase)}`);
  } finally {
    await admin.end();
  }
  // Without the validated instruments: tests that need them call syncValidatedInstruments (docs/scores.md#instruments).
  await applyMigrations(databaseUrl(adminUrl, templateDatabase), { instruments: false });
  project.provide('praxiformDb', { adminUrl, templateDatabase, runPrefix });

  const serverUrl = adminUrl;
  return async () => {
    await dropDatabasesWithPrefix(serverUrl, runPrefix);
    if (embedded) await embedded.stop();
    if (tempDir) rmSync(tempDir, { recursive: true, force: true });
  };
}
