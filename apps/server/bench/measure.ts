// The two kinds of run (bench/README.md): saturation, autocannon with a fixed number of connections each sending its
// next request as soon as the previous one is answered (closed loop); and a fixed offered rate, requests sent on a
// schedule whatever the answers (open loop). Requests are built per call (tokens, pages).
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';

export type TRequest = { method: 'GET' | 'POST'; path: string; headers?: Record<string, string>; body?: string };
/** The next request, or null once the requests ran out (each submit consumes a link). */
export type TRequestFactory = () => TRequest | null;

/** What every run counts: only 2xx answers are throughput; anything else is a failure. */
export type TOutcome = {
  /** 2xx answers. */
  ok: number;
  /** Answers with another status, by status code. */
  non2xx: number;
  statuses: Record<string, number>;
  /** Requests that got no answer: connection errors and timeouts. */
  errors: number;
  /** The errors by cause (an error code such as ECONNRESET, or "timeout"). */
  errorCauses: Record<string, number>;
  /** The request factory ran dry (no link left): the run stopped early and measures nothing. */
  exhausted: boolean;
};

export type TMeasurement = TOutcome & {
  /** 2xx answers per second over the run. */
  rps: number;
  /** How long the run lasted, s: shorter than asked when the requests ran out. */
  seconds: number;
  /** Latency of the 2xx answers, ms. */
  p50: number;
  p99: number;
};

/** Where the requests go once the factory ran dry, until autocannon stops: not a route of either server. */
const EXHAUSTED: TRequest = { method: 'POST', path: '/__bench-ran-out-of-requests' };

const nonSuccess = (statuses: Record<string, number>) => Object.fromEntries(Object.entries(statuses).filter(([status]) => !status.startsWith('2')));

/** Saturation: `connections` connections in a closed loop for `seconds`. */
export function measure(base: string, next: TRequestFactory, options: { connections: number; seconds: number }): Promise<TMeasurement> {
  let exhausted = false;
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: base,
        connections: options.connections,
        duration: options.seconds,
        // A run that cannot reach the server must not wait forever.
        timeout: 10,
        requests: [
          {
            setupRequest: (request) => {
              const built = exhausted ? null : next();
              if (!built) {
                if (!exhausted) setImmediate(() => instance.stop());
                exhausted = true;
                return { ...request, ...EXHAUSTED };
              }
              return { ...request, ...built, headers: { ...built.headers, ...(built.body ? { 'content-type': 'application/json' } : {}) } };
            },
          },
        ],
      },
      (error: unknown, result: autocannon.Result) => {
        if (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
          return;
        }
        const ok = result['2xx'];
        const statuses = Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([status, { count }]) => [status, count ?? 0]));
        resolve({
          rps: result.duration > 0 ? ok / result.duration : 0,
          seconds: result.duration,
          p50: result.latency.p50,
          p99: result.latency.p99,
          ok,
          non2xx: result.non2xx,
          statuses: nonSuccess(statuses),
          errors: result.errors,
          errorCauses: Object.fromEntries(
            Object.entries({ timeout: result.timeouts, 'connection error': result.errors - result.timeouts }).filter(([, count]) => count > 0),
          ),
          exhausted,
        });
      },
    );
  });
}

export type TRateMeasurement = TOutcome & {
  offered: number;
  /** 2xx answers per second received during the run's `seconds` (a backlog that builds up shows as a lower rate). */
  achieved: number;
  /** Latency of the 2xx answers, ms, from the time each request was due (not when it was sent: no coordinated omission). */
  p50: number;
  p99: number;
  /** How late the generator sent its requests (p99, ms): high when the load generator itself lacks CPU. */
  sendLagP99: number;
  /** Most requests in flight at once (sent, or waiting for a free connection), and the connections used. */
  maxInFlight: number;
  connections: number;
};

/** The median of values in any order (the mean of the two middle ones for an even count); 0 when there is none. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** The q-quantile (0..1) of sorted values, one of them (no interpolation); 0 when there is none. */
export function percentile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] as number;
}

/**
 * The keep-alive connections of the fixed-rate runs: at most `maxConnections`, kept open from the warm-up to the run.
 * Free connections are reused in turn (fifo, not Node's default lifo), so none stays idle until the server's keep-alive
 * timeout (5 s) closes it: a request sent on a connection the server is closing fails (ECONNRESET) through no fault of
 * the handler.
 */
export function rateAgent(maxConnections: number): http.Agent {
  return new http.Agent({ keepAlive: true, maxSockets: maxConnections, maxFreeSockets: maxConnections, scheduling: 'fifo' });
}

/**
 * A fixed offered rate (open loop): request i is due at start + i / rate and is sent then, on a free keep-alive
 * connection of `agent` (a new one while below its maximum, else it waits for one), however slow the earlier answers
 * are. autocannon's `overallRate` does not do this: each connection sends its share of a second back to back at the
 * start of the second and then idles, so its latency measures a burst (bench/README.md).
 */
export function measureAtRate(
  base: string,
  next: TRequestFactory,
  options: { rate: number; seconds: number; agent: http.Agent },
): Promise<TRateMeasurement> {
  const { hostname, port } = new URL(base);
  const { agent } = options;
  const sockets = new Set<unknown>();
  const interval = 1000 / options.rate;
  const total = Math.round(options.rate * options.seconds);
  const latencies: number[] = [];
  const lags: number[] = [];
  const statuses: Record<string, number> = {};
  const errorCauses: Record<string, number> = {};
  let ok = 0;
  let errors = 0;
  let exhausted = false;
  let scheduled = 0;
  let inFlight = 0;
  let maxInFlight = 0;
  let okInWindow = 0;
  let sending = true;
  const start = performance.now();

  return new Promise((resolve) => {
    const finishWhenIdle = () => {
      if (sending || inFlight > 0) return;
      latencies.sort((a, b) => a - b);
      lags.sort((a, b) => a - b);
      const failed = Object.values(statuses).reduce((sum, count) => sum + count, 0);
      resolve({
        offered: options.rate,
        achieved: okInWindow / options.seconds,
        p50: percentile(latencies, 0.5),
        p99: percentile(latencies, 0.99),
        sendLagP99: percentile(lags, 0.99),
        maxInFlight,
        connections: sockets.size,
        ok,
        non2xx: failed,
        statuses,
        errors,
        errorCauses,
        exhausted,
      });
    };

    const send = (request: TRequest, due: number) => {
      inFlight += 1;
      maxInFlight = Math.max(maxInFlight, inFlight);
      let settled = false;
      const settle = (status: number | null, cause = 'no answer') => {
        if (settled) return;
        settled = true;
        inFlight -= 1;
        const now = performance.now();
        if (status === null) {
          errors += 1;
          errorCauses[cause] = (errorCauses[cause] ?? 0) + 1;
        } else if (status >= 200 && status < 300) {
          ok += 1;
          if (now - start <= options.seconds * 1000) okInWindow += 1;
          latencies.push(now - due);
        } else statuses[String(status)] = (statuses[String(status)] ?? 0) + 1;
        finishWhenIdle();
      };
      const body = request.body === undefined ? undefined : Buffer.from(request.body);
      const req = http.request(
        {
          agent,
          hostname,
          port,
          method: request.method,
          path: request.path,
          headers: { ...request.headers, ...(body ? { 'content-type': 'application/json', 'content-length': String(body.length) } : {}) },
          timeout: 10_000,
        },
        (res) => {
          res.on('end', () => settle(res.statusCode ?? null));
          res.on('error', (error: NodeJS.ErrnoException) => settle(null, error.code ?? error.message));
          // A connection closed mid-answer: no 'end'.
          res.on('close', () => settle(res.complete ? (res.statusCode ?? null) : null, 'closed mid-answer'));
          res.resume();
        },
      );
      req.on('socket', (socket) => sockets.add(socket));
      req.on('timeout', () => req.destroy(Object.assign(new Error('timeout'), { code: 'timeout' })));
      req.on('error', (error: NodeJS.ErrnoException) => settle(null, error.code ?? error.message));
      lags.push(performance.now() - due);
      req.end(body);
    };

    const tick = () => {
      const now = performance.now();
      while (scheduled < total && start + scheduled * interval <= now) {
        const request = next();
        if (!request) {
          exhausted = true;
          break;
        }
        send(request, start + scheduled * interval);
        scheduled += 1;
      }
      if (scheduled < total && !exhausted) {
        setTimeout(tick, Math.max(0, start + scheduled * interval - performance.now()));
        return;
      }
      sending = false;
      finishWhenIdle();
    };
    tick();
  });
}
