// A Prisma client or the client of an interactive transaction: what seed helpers and factories accept.
import type { Prisma, PrismaClient } from './generated/prisma/client.ts';

export type DbClient = PrismaClient | Prisma.TransactionClient;
