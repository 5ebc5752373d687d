// Per-test-file database state, kept on globalThis so every import path of this package shares it. No heavy imports here.
import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import type { PrismaClient } from '../generated/prisma/client.ts';
import { databaseUrl } from './context.ts';

type FileState = { databases: string[]; templateCopy?: Promise<string> | undefined; prisma?: Promise<PrismaClient> | undefined };

const KEY = Symbol.for('praxiform.db.testing.state');

export function fileState(): FileState {
  const holder = globalThis as typeof globalThis & { [KEY]?: FileState };
  holder[KEY] ??= { databases: [] };
  return holder[KEY];
}

/** Creates a database for the current test file (a copy of the migrated template, or empty), dropped after the file. */
export async function createFileDatabase(fromTemplate: boolean): Promise<string> {
  const { adminUrl, templateDatabase, runPrefix } = inject('praxiformDb');
  const name = `${runPrefix}${randomBytes(4).toString('hex')}`;
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const source = fromTemplate ? templateDatabase : 'template0';
    await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)} TEMPLATE ${client.escapeIdentifier(source)}`);
  } finally {
    await client.end();
  }
  fileState().databases.push(name);
  return databaseUrl(adminUrl, name);
}

/** Run once after each test file by the setup file: a no-op for files that never touched the database. */
export async function cleanupFileDatabases(): Promise<void> {
  const state = fileState();
  const prisma = state.prisma;
  state.prisma = undefined;
  state.templateCopy = undefined;
  if (prisma) await (await prisma).$disconnect();
  const databases = state.databases.splice(0);
  if (databases.length === 0) return;
  const { adminUrl } = inject('praxiformDb');
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    for (const name of databases) await client.query(`DROP DATABASE IF EXISTS ${client.escapeIdentifier(name)} WITH (FORCE)`);
  } finally {
    await client.end();
  }
}
