// Vitest setup file (every node test file): drops the file's test databases afterwards (cheap when a file uses none),
// and fails a test during which node-postgres warned of a deprecated use, such as a query sent while the same
// connection was still running one (concurrent queries inside a transaction, which pg@9 will refuse).
import { afterAll, afterEach, expect } from 'vitest';
import { cleanupFileDatabases } from './state.ts';

/** A DeprecationWarning raised by node-postgres (its messages name "pg@…", its stack runs through pg's files). */
function isPgDeprecation(warning: Error): boolean {
  if (warning.name !== 'DeprecationWarning') return false;
  return /\bpg@\d|already executing a query/.test(warning.message) || /[/\\]node_modules[/\\]pg[/\\]/.test(warning.stack ?? '');
}

const pgWarnings: string[] = [];
const onWarning = (warning: Error) => {
  if (isPgDeprecation(warning)) pgWarnings.push(`${warning.name}: ${warning.message}`);
};
process.on('warning', onWarning);

const expectNoPgWarning = () => {
  const seen = pgWarnings.splice(0);
  expect(seen, 'node-postgres deprecation warnings (run queries of one connection in sequence)').toEqual([]);
};

afterEach(expectNoPgWarning);
afterAll(async () => {
  process.off('warning', onWarning);
  await cleanupFileDatabases();
  // Warnings raised outside a test (beforeAll, afterAll) fail the file.
  expectNoPgWarning();
});
