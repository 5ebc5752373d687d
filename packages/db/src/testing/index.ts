// Test helpers of @praxiform/db: an isolated, migrated database per test file, a client on it, and record factories.
import { createPrismaClient } from '../client.ts';
import type { PrismaClient } from '../generated/prisma/client.ts';
import { createFileDatabase, fileState } from './state.ts';

export * from './factories.ts';

/** URL of this test file's own database (a copy of the migrated template), created on first call. */
export function getTestDatabaseUrl(): Promise<string> {
  const state = fileState();
  state.templateCopy ??= createFileDatabase(true);
  return state.templateCopy;
}

/** A fresh, empty database (no tables) for this test file, e.g. to test migrations. Dropped after the file. */
export function createEmptyTestDatabase(): Promise<string> {
  return createFileDatabase(false);
}

/** A Prisma client on getTestDatabaseUrl(), disconnected after the file. */
export function getTestPrisma(): Promise<PrismaClient> {
  const state = fileState();
  state.prisma ??= getTestDatabaseUrl().then((url) => createPrismaClient(url, { max: 4 }));
  return state.prisma;
}
