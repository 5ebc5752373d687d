// The dependencies of a benchmark's real app (servers.ts, patient-page.ts): the server's own pieces on the bench
// database, with no mail sent and a throwaway data folder.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createPrismaClient } from '@praxiform/db';
import { createLocalFileStore, createLogger, createMailOutbox, type ApiDeps } from '@praxiform/api';

/** node-postgres' default pool size, which the server's Prisma client (createPrismaClient without `max`) uses too. */
export const POOL_MAX = 10;

export function benchDeps(url: string, options: { accessLogOff?: boolean } = {}): ApiDeps & { dataDir: string } {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'praxiform-bench-data-'));
  const prisma = createPrismaClient(url, { max: POOL_MAX });
  // The practitioner's mail preference is off in the seed; nothing is queued either way.
  const mailer = { describe: 'bench (no mail)', send: async () => undefined };
  const logger = createLogger({ level: 'silent' });
  return {
    prisma,
    mailer,
    outbox: createMailOutbox({ prisma, mailer, logger }),
    logger,
    appUrl: 'http://localhost:3000',
    secretKey: new Uint8Array(32).fill(9),
    auth: { google: null, recaptcha: null },
    billing: null,
    files: createLocalFileStore(dataDir),
    ...(options.accessLogOff ? { accessLogOff: true } : {}),
    dataDir,
  };
}
