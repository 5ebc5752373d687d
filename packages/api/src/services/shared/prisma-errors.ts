// Prisma errors the services answer with a code of their own.
import { Prisma } from '@praxiform/db';

/** A unique index refused the write (P2002): two requests raced for one value, and the index decided. */
export function isUniqueViolation(error: unknown): boolean {
  return error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002';
}

/**
 * The record an update or delete needed is gone (P2025): a concurrent request removed it between the service's read
 * and its write (two deletes of one patient at once). The caller's answer is the one it would get a moment later.
 */
export function isRecordGone(error: unknown): boolean {
  return error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2025';
}
