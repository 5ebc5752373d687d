// Guards on JSON inputs. Before parsing: no nesting deep enough to overflow a recursive reader, for every body that
// express.json reads (tRPC's included) and tRPC's `input` query parameter. After parsing, on the REST routes: no NUL
// character (tRPC procedures have the same rule in their base middleware, packages/api/src/trpc.ts).
import type { IncomingMessage } from 'node:http';
import type { RequestHandler } from 'express';
import { ZodRealError } from 'zod';
import { AppError } from '@praxiform/api';
import { findNulPath, NUL_TEXT_ISSUE } from '@praxiform/domain';

/** 422 VALIDATION_FAILED naming the field as the client sent it (a procedure would name its own camelCase input). */
export const refuseNulBody: RequestHandler = (req, _res, next) => {
  const path = findNulPath(req.body);
  if (!path) return next();
  next(new AppError('VALIDATION_FAILED', { cause: new ZodRealError([{ code: 'custom', path, message: NUL_TEXT_ISSUE, input: undefined }]) }));
};

/**
 * The public form's submit: ANSWERS_INVALID with NOT_ALLOWED on the answer's field, the refusal the patient's page shows
 * next to that field (src/public-form in apps/web); a NUL outside the answers lands on `_`, which it shows as a whole.
 */
export const refuseNulAnswers: RequestHandler = (req, _res, next) => {
  const path = findNulPath(req.body);
  if (!path) return next();
  const fieldId = path[0] === 'answers' && path.length > 1 ? String(path[1]) : '_';
  next(new AppError('ANSWERS_INVALID', { details: { errors: { [fieldId]: ['NOT_ALLOWED'] } } }));
};

/**
 * The deepest nesting of arrays and objects a JSON input may have. JSON.parse reads any depth, but tRPC's adapter
 * serializes the parsed body again and zod walks it, both recursively: 100,000 levels (200 KB) overflowed the stack
 * and answered 500. The deepest valid input is a template whose fields nest FIELD_LIMITS.depthMax (5) levels: 4 JSON
 * levels per field level (children, field, options, option) under the input, its fields and a tRPC batch, 27 in all.
 */
export const JSON_DEPTH_MAX = 64;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;

/**
 * Whether a JSON text (UTF-8 bytes) nests deeper than JSON_DEPTH_MAX, in one pass without parsing: brackets inside
 * strings do not count, and an escaped quote does not end a string. In UTF-8 every byte of a multi-byte character is
 * 0x80 or above, so no such byte passes for a bracket or a quote.
 */
export function jsonTooDeep(bytes: Uint8Array): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < bytes.length; index += 1) {
    const byte = bytes[index]!;
    if (inString) {
      if (byte === BACKSLASH) index += 1;
      else if (byte === QUOTE) inString = false;
    } else if (byte === QUOTE) inString = true;
    else if (byte === OPEN_BRACKET || byte === OPEN_BRACE) {
      depth += 1;
      if (depth > JSON_DEPTH_MAX) return true;
    } else if (byte === CLOSE_BRACKET || byte === CLOSE_BRACE) depth -= 1;
  }
  return false;
}

/** A client error the REST error handler answers with 400 BAD_REQUEST, on tRPC paths too (as for malformed JSON). */
function clientError(status: number, message: string): Error {
  return Object.assign(new Error(message), { status });
}

/**
 * express.json's `verify` hook: it sees the raw bytes before JSON.parse. JSON in another encoding than UTF-8 (which
 * RFC 8259 requires between systems, and every client of this API sends) is refused, since the scan reads UTF-8.
 */
export function verifyJsonDepth(_req: IncomingMessage, _res: unknown, body: Buffer, encoding: string): void {
  if (encoding !== 'utf-8') throw clientError(415, 'JSON_NOT_UTF8');
  if (jsonTooDeep(body)) throw clientError(400, 'JSON_TOO_DEEP');
}

/** tRPC queries carry their input as JSON in the `input` query parameter, which tRPC parses itself. */
export const refuseDeepQueryInput: RequestHandler = (req, _res, next) => {
  const query = req.url.indexOf('?');
  if (query < 0) return next();
  for (const input of new URLSearchParams(req.url.slice(query + 1)).getAll('input')) {
    if (jsonTooDeep(Buffer.from(input))) return next(clientError(400, 'JSON_TOO_DEEP'));
  }
  next();
};
