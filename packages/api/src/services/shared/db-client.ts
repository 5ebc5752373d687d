// The client the data helpers take: the app's Prisma client or the client of an interactive transaction.
import type { Prisma, PrismaClient } from '@praxiform/db';

/** A client or the client of an interactive transaction, so a helper runs inside its caller's transaction when given one. */
export type DbClient = PrismaClient | Prisma.TransactionClient;
