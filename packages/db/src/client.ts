// The one way to build a Prisma client: node-postgres through Prisma's driver adapter, on a pool this module owns so
// that the few hot paths can run their hand-written SQL on the same connections without Prisma's query layer
// (sqlOf), and so that every statement sent on the wire can be counted (onStatement).
import { createHash } from 'node:crypto';
import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { PrismaClient, type Prisma } from './generated/prisma/client.ts';

export type CreatePrismaClientOptions = { log?: boolean; max?: number };

/** Sees a statement as it is sent: its text, and its parameters when it has any (benchmarks EXPLAIN them). */
type TStatementListener = (text: string, values: readonly unknown[] | undefined) => void;
type TPoolState = { pool: pg.Pool; listeners: Set<TStatementListener>; sql?: TSql };
const pools = new WeakMap<object, TPoolState>();

// Prisma's DateTime columns are `timestamp(3) without time zone` holding UTC; node-postgres would read them as local time.
const TIMESTAMP_OID = 1114;
const parseUtcTimestamp = (value: string) => new Date(`${value.replace(' ', 'T')}Z`);
const rawTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === TIMESTAMP_OID && format !== 'binary' ? parseUtcTimestamp : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

/**
 * One connection runs one statement at a time. Inside a transaction (an interactive one, or the implicit one of a
 * write with `include`), Prisma's query interpreter loads sibling relations with concurrent queries on the
 * transaction's single connection; node-postgres then queues them itself, which is deprecated (a warning at every
 * template save) and refused from pg@9. A query sent while the connection is busy waits here for the previous one to
 * settle instead, so the statements keep their order and the connection never holds two. Queries given a callback, or
 * a submittable (cursor, stream), go straight through: nothing in the app sends them concurrently.
 */
function inSequence(send: (...args: unknown[]) => unknown): (...args: unknown[]) => unknown {
  let last: Promise<unknown> | undefined;
  return (...args) => {
    const first = args[0] as { submit?: unknown } | undefined;
    if (typeof args.at(-1) === 'function' || typeof first?.submit === 'function') return send(...args);
    const run = () => send(...args) as Promise<unknown>;
    const result = last ? last.then(run, run) : run();
    const settled: Promise<unknown> = result.then(
      () => undefined,
      () => undefined,
    );
    last = settled;
    void settled.then(() => {
      if (last === settled) last = undefined;
    });
    return result;
  };
}

export function createPrismaClient(url: string, opts: CreatePrismaClientOptions = {}): PrismaClient {
  const pool = new pg.Pool({ connectionString: url, ...(opts.max ? { max: opts.max } : {}) });
  // An idle connection that breaks (server restart) is dropped by the pool; without a listener it would crash the process.
  pool.on('error', () => undefined);
  const state: TPoolState = { pool, listeners: new Set() };
  // Each checked-out client's query() is wrapped once: Prisma's statements and sqlOf's alike pass through it.
  pool.on('connect', (client) => {
    const original = client.query.bind(client) as (...args: unknown[]) => unknown;
    const send = inSequence(original);
    (client as { query: unknown }).query = (...args: unknown[]) => {
      if (state.listeners.size > 0) {
        const first = args[0] as string | { text?: string; values?: unknown[] };
        const text = typeof first === 'string' ? first : (first.text ?? '');
        const values = typeof first === 'string' ? (Array.isArray(args[1]) ? (args[1] as unknown[]) : undefined) : first.values;
        for (const listener of state.listeners) listener(text, values);
      }
      return send(...args);
    };
  });
  const prisma = new PrismaClient({
    adapter: new PrismaPg(pool, { disposeExternalPool: true }),
    // Queries are emitted as events ($on('query'), e.g. to print them), not printed.
    ...(opts.log ? { log: [{ emit: 'event', level: 'query' }, 'warn', 'error'] } : {}),
  });
  pools.set(prisma, state);
  return prisma;
}

function stateOf(prisma: PrismaClient): TPoolState {
  const state = pools.get(prisma);
  if (!state) throw new Error('This Prisma client was not built by createPrismaClient');
  return state;
}

/** Calls `listener` with the text (and parameters) of every SQL statement sent on the client's connections; returns the unsubscriber. */
export function onStatement(prisma: PrismaClient, listener: TStatementListener): () => void {
  const { listeners } = stateOf(prisma);
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Runs one statement (a `Prisma.sql` template: values are always parameters) and answers its rows. */
export type TQuery = <T = unknown>(statement: Prisma.Sql) => Promise<T[]>;

/** A Prisma client's or interactive transaction's own TQuery, so that a SQL builder serves both kinds of caller. */
export function queryOf(db: PrismaClient | Prisma.TransactionClient): TQuery {
  return <T>(statement: Prisma.Sql) => db.$queryRaw<T[]>(statement);
}

/**
 * Hand-written SQL on the client's own pool, for the hot paths where Prisma's query layer cost as much CPU as the
 * rest of the request (docs/architecture.md, "Hot paths"). Statements are prepared once per connection under a name
 * derived from their text, so PostgreSQL plans them once. Rows come as node-postgres gives them, with timestamps read
 * as UTC like Prisma does.
 */
export type TSql = {
  query: TQuery;
  /** BEGIN ... COMMIT on one connection (ROLLBACK when `work` throws). */
  transaction<T>(work: (query: TQuery) => Promise<T>): Promise<T>;
};

const statementName = (text: string) => `px_${createHash('sha1').update(text).digest('base64url')}`;
const names = new Map<string, string>();
function nameOf(text: string): string {
  let name = names.get(text);
  if (!name) {
    name = statementName(text);
    // The texts are the handful of hot statements (search shapes included): a bound keeps a mistake from leaking.
    if (names.size < 1000) names.set(text, name);
  }
  return name;
}

async function run<T>(db: pg.Pool | pg.PoolClient, statement: Prisma.Sql): Promise<T[]> {
  const result = await db.query({ name: nameOf(statement.text), text: statement.text, values: statement.values, types: rawTypes });
  return result.rows as T[];
}

export function sqlOf(prisma: PrismaClient): TSql {
  const state = stateOf(prisma);
  state.sql ??= sqlOnPool(state.pool);
  return state.sql;
}

function sqlOnPool(pool: pg.Pool): TSql {
  return {
    query: <T>(statement: Prisma.Sql) => run<T>(pool, statement),
    async transaction(work) {
      const client = await pool.connect();
      let broken: Error | undefined;
      try {
        await client.query('BEGIN');
        const result = await work(<R>(statement: Prisma.Sql) => run<R>(client, statement));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        // A connection that cannot even roll back is closed rather than given to the next request.
        await client.query('ROLLBACK').catch((rollbackError: unknown) => {
          broken = rollbackError instanceof Error ? rollbackError : new Error(String(rollbackError));
        });
        throw error;
      } finally {
        client.release(broken);
      }
    },
  };
}
