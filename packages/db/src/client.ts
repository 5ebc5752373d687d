// The one way to build a Prisma client: node-postgres through Prisma's driver adapter.
import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from './generated/prisma/client.ts';

export type CreatePrismaClientOptions = { log?: boolean; max?: number };

export function createPrismaClient(url: string, opts: CreatePrismaClientOptions = {}): PrismaClient {
  const adapter = new PrismaPg({ connectionString: url, ...(opts.max ? { max: opts.max } : {}) });
  return new PrismaClient({
    adapter,
    // Queries are emitted as events ($on('query'), e.g. to count statements in a test), not printed.
    ...(opts.log ? { log: [{ emit: 'event', level: 'query' }, 'warn', 'error'] } : {}),
  });
}
