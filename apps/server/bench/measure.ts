// One autocannon run: a fixed number of connections for a duration, requests built per call (tokens, pages).
import autocannon from 'autocannon';

export type TRequestFactory = () => { method: 'GET' | 'POST'; path: string; headers?: Record<string, string>; body?: string } | null;

export type TMeasurement = {
  /** Successful (2xx) responses per second over the run. */
  rps: number;
  p50: number;
  p99: number;
  ok: number;
  non2xx: number;
  errors: number;
  /** The request factory ran dry (no token left): the run stopped early. */
  exhausted: boolean;
};

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
              const built = next();
              if (!built) {
                if (!exhausted) setImmediate(() => instance.stop());
                exhausted = true;
                return { ...request, method: 'GET', path: '/__exhausted' };
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
        resolve({
          rps: result.duration > 0 ? ok / result.duration : 0,
          p50: result.latency.p50,
          p99: result.latency.p99,
          ok,
          non2xx: result.non2xx,
          errors: result.errors,
          exhausted,
        });
      },
    );
  });
}
