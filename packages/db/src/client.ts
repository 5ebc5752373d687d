// The one way to build a Prisma client: node-postgres through Prisma's driver adapter.
import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from './generated/prisma/client.ts';

export type CreatePrismaClientOptions = { log?: boolean; max?: number };

export function createPrismaClient(url: string, opts: CreatePrismaClientOptions = {}): PrismaClient {
  const adapter = new PrismaPg({ connectionString: url, ...(opts.max ? { max: opts.max } : {}) });
  return new PrismaClient({ adapter, ...(opts.log ? { log: ['query', 'warn', 'error'] } : {}) });
}
