// The building blocks of the REST OpenAPI document (../openapi.ts): zod schemas converted by zod's own generator with
// their named parts gathered under components.schemas, the tRPC procedures' schemas the REST adapters validate with,
// the error envelope of rest/index.ts by HTTP status, and small helpers for parameters, bodies and answers.
import { z } from 'zod';
import type { inferRouterInputs } from '@trpc/server';
import { appRouter, type AppRouter } from '@praxiform/api';
import { APP_ERROR_HTTP_STATUS, type TAppErrorCode } from '@praxiform/domain';

export type TJson = Record<string, unknown>;
export type TResponse = { description: string; headers?: Record<string, TJson>; content?: Record<string, TJson> };
export type TOperation = {
  tags: string[];
  summary: string;
  description?: string;
  externalDocs?: { url: string; description?: string };
  operationId: string;
  security?: TSecurity;
  parameters?: TJson[];
  requestBody?: TJson;
  responses: Record<string, TResponse>;
};
export type TPaths = Record<string, { get?: TOperation; post?: TOperation }>;

type TMeta = { id: string; description?: string; externalDocs?: { url: string; description?: string } };

/**
 * components.schemas, filled as schemas are converted. A named zod schema (`name`) becomes a `$ref` wherever it
 * appears; zod's generator puts it under `$defs`, which `schema()` moves here. A recursive schema must be named: its
 * cycle would otherwise point into a `$defs` that no longer exists once embedded in the document.
 */
export class Components {
  private readonly registry = z.registry<TMeta>();
  readonly schemas: Record<string, TJson> = {};

  name<T extends z.ZodType>(schema: T, meta: TMeta): T {
    if (!this.registry.has(schema)) this.registry.add(schema, meta);
    return schema;
  }

  /** A zod schema as JSON Schema 2020-12 (OpenAPI 3.1's dialect): `input` for what a client sends, `output` for answers. */
  schema(schema: z.ZodType, io: 'input' | 'output' = 'output'): TJson {
    const {
      $schema: _dialect,
      $defs,
      ...root
    } = z.toJSONSchema(schema, { metadata: this.registry, io, override: withDescription }) as TJson & {
      $defs?: Record<string, TJson>;
    };
    for (const [id, definition] of Object.entries($defs ?? {})) {
      if (id.startsWith('__')) throw new Error(`openapi: a recursive schema has no name (${JSON.stringify(definition).slice(0, 120)})`);
      const moved = toComponentRefs(definition) as TJson;
      const known = this.schemas[id];
      if (known && JSON.stringify(known) !== JSON.stringify(moved)) throw new Error(`openapi: two different schemas are named ${id}`);
      this.schemas[id] = moved;
    }
    return toComponentRefs(root) as TJson;
  }

  ref(id: string): TJson {
    if (!(id in this.schemas)) throw new Error(`openapi: no schema ${id}`);
    return { $ref: `#/components/schemas/${id}` };
  }
}

/** `.describe()` texts live in zod's global registry, which a private `metadata` registry hides: copied here. */
function withDescription({ zodSchema, jsonSchema }: { zodSchema: unknown; jsonSchema: { description?: string } }): void {
  const description = z.globalRegistry.get(zodSchema as z.ZodType)?.description;
  if (description !== undefined && jsonSchema.description === undefined) jsonSchema.description = description;
}

function toComponentRefs(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(toComponentRefs);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      key === '$ref' && typeof inner === 'string' ? inner.replace(/^#\/\$defs\//, '#/components/schemas/') : toComponentRefs(inner),
    ]),
  );
}

// ---------------------------------------------------------------------------------------------------------------------
// The procedures behind the REST adapters: their own zod schemas, read from the router the adapters call.

type TInputs = inferRouterInputs<AppRouter>;
/** `auth.login`, `profile.updateRole`, ...: a procedure of the app's router. */
export type TProcedurePath = { [R in keyof TInputs & string]: `${R}.${keyof TInputs[R] & string}` }[keyof TInputs & string];
type TProcedureDef = { _def: { inputs: unknown[]; output?: unknown } };

function procedureDef(path: TProcedurePath): TProcedureDef['_def'] {
  const procedures = (appRouter as unknown as { _def: { procedures: Record<string, TProcedureDef | undefined> } })._def.procedures;
  const def = procedures[path]?._def;
  if (!def) throw new Error(`openapi: no procedure ${path}`);
  return def;
}

/** The object schema a procedure validates its input with (`.input(...)`). */
export function procedureInput(path: TProcedurePath): z.ZodObject {
  const [input] = procedureDef(path).inputs;
  if (!(input instanceof z.ZodObject)) throw new Error(`openapi: ${path} has no object input`);
  return input;
}

/** The schema a procedure's answer is checked against (`.output(...)`). */
export function procedureOutput(path: TProcedurePath): z.ZodType {
  const { output } = procedureDef(path);
  if (!(output instanceof z.ZodType)) throw new Error(`openapi: ${path} has no output schema`);
  return output;
}

export const snakeCase = (key: string): string => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** The same fields under the REST body's snake_case names (rest/auth.ts and rest/profile.ts map them one to one). */
export function snakeCased(schema: z.ZodObject, field: (schema: z.ZodType, key: string) => z.ZodType = (s) => s): z.ZodObject {
  return z.object(Object.fromEntries(Object.entries(schema.shape).map(([key, inner]) => [snakeCase(key), field(inner as z.ZodType, key)])));
}

// ---------------------------------------------------------------------------------------------------------------------
// Bodies, answers, parameters.

type TSecurity = Record<string, string[]>[];
export const bearer: TSecurity = [{ bearer: [] }];
/** A session is read when sent, and the route also answers guests (GET /files/{id}: public templates' pictures). */
export const optionalBearer: TSecurity = [{ bearer: [] }, {}];

export function jsonContent(schema: TJson, type = 'application/json'): Record<string, TJson> {
  return { [type]: { schema } };
}

export function jsonBody(book: Components, schema: z.ZodType, description?: string): TJson {
  return { required: true, ...(description ? { description } : {}), content: jsonContent(book.schema(schema, 'input')) };
}

export function jsonAnswer(book: Components, description: string, schema: z.ZodType, headers?: Record<string, TJson>): TResponse {
  return { description, ...(headers ? { headers } : {}), content: jsonContent(book.schema(schema)) };
}

/** Bytes of one of these media types (OpenAPI 3.1: a binary body's media type object has no schema). */
export function binaryContent(types: readonly string[]): Record<string, TJson> {
  return Object.fromEntries(types.map((type) => [type, {}]));
}

export function header(description: string, schema: TJson = { type: 'string' }): TJson {
  return { description, schema };
}

export function pathParameter(name: string, description: string, schema: TJson): TJson {
  return { name, in: 'path', required: true, description, schema };
}

/** A database id in the path: digits that fit a PostgreSQL integer; anything else is the 404 of an unknown id. */
export const idParameter = (what: string): TJson =>
  pathParameter('id', `The ${what}'s id. Anything but 1 to 10 digits up to 2147483647 answers 404 like an unknown id.`, {
    type: 'string',
    pattern: '^[0-9]{1,10}$',
  });

// ---------------------------------------------------------------------------------------------------------------------
// Refusals: `{ success: false, code, message, errors?, ...details }` (rest/index.ts), one schema per HTTP status whose
// `code` is any application code of that status (APP_ERROR_HTTP_STATUS): true of every refusal the error handler writes.

const ERROR_DESCRIPTION =
  'The REST error envelope (apps/server/src/rest/index.ts): `code` is a stable application code (packages/domain/src/errors.ts), ' +
  "`message` a sentence in the caller's language, `errors` the field errors keyed by the field names the client sent, and a " +
  "refusal's details (e.g. `retryAfterSeconds`) beside them.";

function codesOf(status: number): [TAppErrorCode, ...TAppErrorCode[]] {
  const codes = (Object.keys(APP_ERROR_HTTP_STATUS) as TAppErrorCode[]).filter((code) => APP_ERROR_HTTP_STATUS[code] === status);
  if (codes.length === 0) throw new Error(`openapi: no error code answers ${status}`);
  return codes as [TAppErrorCode, ...TAppErrorCode[]];
}

const ERROR_DETAILS: Partial<Record<number, z.ZodRawShape>> = {
  429: {
    retryAfterSeconds: z.number().int().optional().describe('RATE_LIMITED, ACCOUNT_LOCKED: seconds before a new try is counted'),
    maxCount: z.number().int().optional().describe('UPLOAD_LIMIT_REACHED: pictures a link may hold unused'),
    maxBytes: z.number().int().optional().describe('UPLOAD_LIMIT_REACHED: their total size'),
  },
};

const errorSchemas = new Map<number, z.ZodObject>();
/** The envelope of `status`, named `Error<status>` (one zod object per status, so that its name stays unique). */
export function errorSchema(book: Components, status: number): z.ZodObject {
  let schema = errorSchemas.get(status);
  if (!schema) {
    schema = z
      .object({
        success: z.literal(false),
        code: z.enum(codesOf(status)),
        message: z.string(),
        errors: z.record(z.string(), z.array(z.string())).optional(),
        ...ERROR_DETAILS[status],
      })
      .catchall(z.unknown());
    errorSchemas.set(status, schema);
  }
  return book.name(schema, { id: `Error${status}`, description: ERROR_DESCRIPTION });
}

/** What one status means for one route: the codes it answers there, and details its envelope carries beyond the usual. */
export type TRefusal = string | { description: string; schema: z.ZodType };

/**
 * The error answers of a route by status. `body`: JSON routes add 400 (malformed JSON) and 413 (over 1 MB); every
 * route adds 503 (database or file store unavailable) unless given.
 */
export function refusals(
  book: Components,
  byStatus: Partial<Record<number, TRefusal>>,
  options: { body?: 'json' | 'upload' } = {},
): Record<string, TResponse> {
  const all: Partial<Record<number, TRefusal>> = {
    ...(options.body === 'json' ? { 400: 'BAD_REQUEST: the body is not well-formed JSON', 413: 'PAYLOAD_TOO_LARGE: a body over 1 MB' } : {}),
    ...(options.body === 'upload' ? { 413: 'PAYLOAD_TOO_LARGE: a picture over 5 MB (refused before it is read when Content-Length says so)' } : {}),
    ...byStatus,
  };
  all[503] ??= 'SERVICE_UNAVAILABLE: the database or the file store does not answer (with `Retry-After: 5` for the database)';
  return Object.fromEntries(
    Object.entries(all).flatMap(([status, refusal]) => {
      if (refusal === undefined) return [];
      const { description, schema } = typeof refusal === 'string' ? { description: refusal, schema: errorSchema(book, Number(status)) } : refusal;
      const headers =
        Number(status) === 503 ? { headers: { 'Retry-After': header('Seconds; sent when the database is unavailable', { type: 'integer' }) } } : {};
      return [[status, { description, ...headers, content: jsonContent(book.schema(schema)) }]];
    }),
  );
}
