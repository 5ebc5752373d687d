// Prisma errors the services answer with a code of their own.
import { Prisma } from '@praxiform/db';

/** A unique index refused the write (P2002): two requests raced for one value, and the index decided. */
export function isUniqueViolation(error: unknown): boolean {
  return error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002';
}
