// tRPC over HTTP. Queries sent with GET (the SPA's reads, batched or not) are answered here, straight from Node's
// request to Node's response; everything else (mutations, streaming, malformed calls) goes to tRPC's own Express
// adapter. tRPC 11's adapter turns every request into a Fetch `Request` and its answer into a `Response` piped through
// web streams: for a list of 20 patients that conversion cost more CPU than the list's own statements and JSON
// (docs/architecture.md, "Hot paths"). The answers are tRPC's, built with tRPC's own functions (procedure lookup,
// error shape, status, transformer), and a test compares them with the adapter's, request by request
// (trpc-http.int.test.ts).
import type { RequestHandler, Request } from 'express';
import { createExpressMiddleware } from '@trpc/server/adapters/express';
import type { AnyTRPCRouter, inferRouterContext } from '@trpc/server';
import {
  getErrorShape,
  getHTTPStatusCode,
  getProcedureAtPath,
  getTRPCErrorFromUnknown,
  transformTRPCResponse,
  type AnyProcedure,
  type TRPCError,
} from '@trpc/server/unstable-core-do-not-import';

type TOptions<TRouter extends AnyTRPCRouter> = {
  router: TRouter;
  createContext: (req: Request) => Promise<inferRouterContext<TRouter>>;
  onError: (opts: { error: TRPCError; path: string | undefined }) => void;
  maxBodySize: number;
};

type TCall = { path: string; procedure: AnyProcedure; input: unknown };

/** The calls of a GET request this handler answers; null hands the request to tRPC's adapter (which answers the rest, errors included). */
async function queriesOf(router: AnyTRPCRouter, req: Request): Promise<{ batch: boolean; calls: TCall[] } | null> {
  // Streaming answers (httpBatchStreamLink, subscriptions) and connection parameters are tRPC's.
  if (req.headers['trpc-accept'] !== undefined || req.headers.accept?.includes('application/jsonl')) return null;
  const query = req.query as Record<string, unknown>;
  if (query.connectionParams !== undefined || query.lastEventId !== undefined) return null;
  let path: string;
  try {
    path = decodeURIComponent(req.path.slice(req.path.lastIndexOf('/') + 1));
  } catch {
    return null;
  }
  const batch = query.batch === '1';
  const paths = batch ? path.split(',') : [path];
  const rawInput = query.input;
  if (rawInput !== undefined && typeof rawInput !== 'string') return null;
  let inputs: unknown;
  try {
    inputs = rawInput ? JSON.parse(rawInput) : undefined;
  } catch {
    return null;
  }
  if (batch && inputs !== undefined && (typeof inputs !== 'object' || inputs === null || Array.isArray(inputs))) return null;
  const transformer = router._def._config.transformer;
  const calls: TCall[] = [];
  for (const [index, callPath] of paths.entries()) {
    const procedure = (await getProcedureAtPath(router, callPath)) as AnyProcedure | null;
    if (!procedure || procedure._def.type !== 'query') return null;
    const raw = batch ? (inputs as Record<string, unknown> | undefined)?.[index] : inputs;
    calls.push({ path: callPath, procedure, input: raw === undefined ? undefined : transformer.input.deserialize(raw) });
  }
  return { batch, calls };
}

/** The handlers to mount on the tRPC path: the GET queries first, then tRPC's adapter for everything else. */
export function createTrpcHandlers<TRouter extends AnyTRPCRouter>(options: TOptions<TRouter>): [RequestHandler, RequestHandler] {
  const { router, createContext, onError } = options;
  const config = router._def._config;

  const queries: RequestHandler = (req, res, next) => {
    if (req.method !== 'GET') return next();
    void (async () => {
      const found = await queriesOf(router, req);
      if (!found) return next();
      let ctx: inferRouterContext<TRouter> | undefined;
      let ctxError: TRPCError | undefined;
      try {
        ctx = await createContext(req);
      } catch (cause) {
        ctxError = getTRPCErrorFromUnknown(cause);
      }
      const answers = await Promise.all(
        found.calls.map(async ({ path, procedure, input }, batchIndex) => {
          try {
            if (ctxError) throw ctxError;
            const data: unknown = await procedure({ path, getRawInput: async () => input, ctx, type: 'query', signal: undefined, batchIndex });
            return { result: { data } };
          } catch (cause) {
            const error = getTRPCErrorFromUnknown(cause);
            onError({ error, path });
            return { error: getErrorShape({ config, ctx, error, input, path, type: 'query' }) };
          }
        }),
      );
      const body = found.batch ? answers : answers[0]!;
      const json = JSON.stringify(transformTRPCResponse(config, body as never));
      res.statusCode = getHTTPStatusCode(body as never);
      res.setHeader('vary', 'trpc-accept, accept');
      res.setHeader('content-type', 'application/json');
      res.setHeader('content-length', Buffer.byteLength(json));
      res.end(json);
    })().catch(next);
  };

  const adapter = createExpressMiddleware({
    router,
    maxBodySize: options.maxBodySize,
    createContext: ({ req }) => createContext(req),
    onError: ({ error, path }) => onError({ error, path }),
  });
  return [queries, adapter];
}
