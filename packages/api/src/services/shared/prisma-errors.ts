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

/** Prisma's codes for a database it cannot reach or that dropped the connection (P1001 unreachable, P1017 closed...). */
const UNAVAILABLE_PRISMA_CODES = new Set(['P1001', 'P1002', 'P1008', 'P1017', 'P2024']);
/** The driver adapter's kinds of the same (its error under `meta.driverAdapterError.cause.kind`). */
const UNAVAILABLE_ADAPTER_KINDS = new Set(['DatabaseNotReachable', 'ConnectionClosed', 'SocketTimeout', 'TooManyConnections']);
/** Socket errors of node-postgres (the hot paths' pool) while the server is away. */
const UNAVAILABLE_ERRNOS = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);
/** SQLSTATE class 08 (connection exception) and 57P01-57P03 (admin or crash shutdown, cannot connect now). */
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[1-3])$/;
const UNAVAILABLE_MESSAGE =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Can't reach database server/i;

function unavailableHere(error: object): boolean {
  const { code, meta, message, kind } = error as { code?: unknown; meta?: unknown; message?: unknown; kind?: unknown };
  if (typeof code === 'string' && (UNAVAILABLE_PRISMA_CODES.has(code) || UNAVAILABLE_ERRNOS.has(code) || UNAVAILABLE_SQLSTATE.test(code)))
    return true;
  if (typeof kind === 'string' && UNAVAILABLE_ADAPTER_KINDS.has(kind)) return true;
  const adapterCause = (meta as { driverAdapterError?: { cause?: { kind?: unknown; originalCode?: unknown } } } | undefined)?.driverAdapterError
    ?.cause;
  if (typeof adapterCause?.kind === 'string' && UNAVAILABLE_ADAPTER_KINDS.has(adapterCause.kind)) return true;
  if (typeof adapterCause?.originalCode === 'string' && UNAVAILABLE_SQLSTATE.test(adapterCause.originalCode)) return true;
  return typeof message === 'string' && UNAVAILABLE_MESSAGE.test(message);
}

/**
 * The database is away (restarting, unreachable, shutting connections down): the request answers 503
 * SERVICE_UNAVAILABLE, not 500, and the app serves again once it is back (docs/architecture.md, "Faults").
 * Looks through the error's causes.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 6 && current && typeof current === 'object'; depth += 1) {
    if (unavailableHere(current)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
