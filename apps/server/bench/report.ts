// The benchmark's verdicts and tables: which runs are valid, which targets are met (bench/README.md).
import type { TEndpoint, TSide } from './endpoints';
import { median, type TMeasurement, type TOutcome, type TRateMeasurement } from './measure';

/** Latency targets at the fixed offered rate: app p99 at most this many ms, and at most this many times the bare p99. */
export const LATENCY_TARGETS = { appP99Ms: 25, p99VsBare: 2 } as const;
/** The achieved rate of a fixed-rate run must be within this share of the offered one, or the run measured something else. */
export const RATE_TOLERANCE = 0.05;

/** A saturation run with the server process's CPU time per successful request. */
export type TSaturationRun = TMeasurement & { cpuMsPerRequest: number };
export type TSaturation = { endpoint: TEndpoint } & Record<TSide, TSaturationRun>;
export type TFixedRate = { endpoint: TEndpoint } & Record<TSide, TRateMeasurement>;
/** CPU ms per request of each side, one entry per round. */
export type TCpu = { endpoint: TEndpoint; rounds: Record<TSide, number>[] };

export const print = (line = '') => process.stdout.write(`${line}\n`);

/** Why a run's figures do not count; empty when it is valid. */
export function problems(run: TOutcome): string[] {
  const found: string[] = [];
  if (run.exhausted) found.push('RAN OUT OF LINKS (the run stopped early)');
  if (run.non2xx > 0) {
    const byStatus = Object.entries(run.statuses)
      .map(([status, count]) => `${count} x ${status}`)
      .join(', ');
    found.push(`${run.non2xx} non-2xx (${byStatus})`);
  }
  if (run.errors > 0) {
    const byCause = Object.entries(run.errorCauses)
      .map(([cause, count]) => `${count} x ${cause}`)
      .join(', ');
    found.push(`${run.errors} errors, requests without an answer (${byCause})`);
  }
  return found;
}

export function rateProblems(run: TRateMeasurement): string[] {
  const found = problems(run);
  if (Math.abs(run.achieved - run.offered) > RATE_TOLERANCE * run.offered)
    found.push(`achieved ${run.achieved.toFixed(0)} req/s, not within ${RATE_TOLERANCE * 100} % of the offered ${run.offered.toFixed(0)}`);
  return found;
}

const num = (value: number, width: number, digits = 0) => value.toFixed(digits).padStart(width);
const yesNo = (met: boolean) => (met ? 'yes' : 'NO');

/** The headline: app / bare CPU time per request, the median of the rounds' ratios (each round pairs two adjacent runs). */
export function printCpu(results: readonly TCpu[], settings: { rate: number; seconds: number }): void {
  print();
  print(
    `CPU per request (the headline): server process CPU time (user + system) per 2xx answer at ${settings.rate} req/s offered, ` +
      `${settings.seconds} s per side and round, rounds alternating which side goes first; medians of the rounds (ratio: of the rounds' ratios).`,
  );
  print(
    `${'endpoint'.padEnd(24)}${'app ms'.padStart(8)}${'bare ms'.padStart(9)}${'ratio'.padStart(7)}  ${"rounds' ratios".padEnd(22)}${'target'.padEnd(8)} met`,
  );
  for (const { endpoint, rounds } of results) {
    const app = median(rounds.map((round) => round.app));
    const bare = median(rounds.map((round) => round.bare));
    const ratios = rounds.map((round) => (round.bare > 0 ? round.app / round.bare : 0));
    const ratio = median(ratios);
    const each = `${Math.min(...ratios).toFixed(2)} - ${Math.max(...ratios).toFixed(2)}`;
    print(
      `${endpoint.name.padEnd(24)}${num(app, 8, 3)}${num(bare, 9, 3)}${num(ratio, 7, 2)}  ${each.padEnd(22)}${`<= ${endpoint.cpuTarget}`.padEnd(8)} ${yesNo(ratio <= endpoint.cpuTarget)}`,
    );
  }
}

export function printSaturation(results: readonly TSaturation[], settings: { connections: number; seconds: number; warmup: number }): void {
  print();
  print(
    `Saturation (closed loop): ${settings.connections} connections, ${settings.warmup} s warm-up then ${settings.seconds} s. ` +
      'req/s counts 2xx answers only; non-2xx and errors are failures.',
  );
  print(`${''.padEnd(24)}${'---------------- app ----------------'.padStart(41)}  ${'---------------- bare ---------------'.padStart(41)}`);
  const sideHeader = `${'req/s'.padStart(7)}${'p50'.padStart(6)}${'p99'.padStart(6)}${'cpu ms'.padStart(8)}${'non-2xx'.padStart(8)}${'errors'.padStart(7)}`;
  print(`${'endpoint'.padEnd(24)}${sideHeader.padStart(41)}  ${sideHeader.padStart(41)}  ${'ratio'.padStart(6)}  ${'target'.padEnd(7)} met`);
  for (const { endpoint, app, bare } of results) {
    const side = (run: TSaturationRun) =>
      `${num(run.rps, 7)}${num(run.p50, 6)}${num(run.p99, 6)}${num(run.cpuMsPerRequest, 8, 2)}${num(run.non2xx, 8)}${num(run.errors, 7)}`;
    const ratio = bare.rps > 0 ? app.rps / bare.rps : 0;
    const valid = problems(app).length === 0 && problems(bare).length === 0;
    const met = valid ? yesNo(ratio >= endpoint.ratioTarget) : 'INVALID (failures)';
    print(
      `${endpoint.name.padEnd(24)}${side(app).padStart(41)}  ${side(bare).padStart(41)}  ${num(ratio, 6, 2)}  ${`>= ${endpoint.ratioTarget}`.padEnd(7)} ${met}`,
    );
  }
  print('p50/p99 in ms (at this many connections they measure queueing: latency = connections / throughput).');
  print('cpu ms = CPU time of the server process per successful request (user + system).');
}

export function printFixedRate(results: readonly TFixedRate[], settings: { seconds: number; warmup: number }): void {
  print();
  print(
    `Latency at a fixed offered rate (open loop): half the bare handler's saturation throughput, ${settings.warmup} s warm-up then ` +
      `${settings.seconds} s; latency from the time each request was due.`,
  );
  print(
    `Targets: app p99 <= ${LATENCY_TARGETS.appP99Ms} ms and app p99 <= ${LATENCY_TARGETS.p99VsBare} x bare p99; ` +
      `achieved rate within ${RATE_TOLERANCE * 100} % of the offered one.`,
  );
  print(
    `${''.padEnd(24)}${''.padStart(8)}  ${'------------------ app -----------------'.padStart(42)}  ${'----------------- bare -----------------'.padStart(42)}`,
  );
  const sideHeader = `${'achieved'.padStart(9)}${'p50'.padStart(9)}${'p99'.padStart(9)}${'non-2xx'.padStart(8)}${'errors'.padStart(7)}`;
  print(
    `${'endpoint'.padEnd(24)}${'offered'.padStart(8)}  ${sideHeader.padStart(42)}  ${sideHeader.padStart(42)}  ` +
      `${`p99 <= ${LATENCY_TARGETS.appP99Ms} ms`.padEnd(14)}${`p99 <= ${LATENCY_TARGETS.p99VsBare} x bare`}`,
  );
  for (const { endpoint, app, bare } of results) {
    const side = (run: TRateMeasurement) =>
      `${num(run.achieved, 9)}${num(run.p50, 9, 1)}${num(run.p99, 9, 1)}${num(run.non2xx, 8)}${num(run.errors, 7)}`;
    const valid = rateProblems(app).length === 0 && rateProblems(bare).length === 0;
    const absolute = valid ? yesNo(app.p99 <= LATENCY_TARGETS.appP99Ms) : 'INVALID';
    const relative = valid ? yesNo(app.p99 <= LATENCY_TARGETS.p99VsBare * bare.p99) : 'INVALID';
    print(
      `${endpoint.name.padEnd(24)}${num(app.offered, 8)}  ${side(app).padStart(42)}  ${side(bare).padStart(42)}  ${absolute.padEnd(14)}${relative}`,
    );
  }
  print('achieved = 2xx answers per second; p50/p99 in ms.');
}

/** Every invalid run, loudly: its figures (and the ratio or targets built on them) do not count. */
export function printFailures(failures: readonly string[]): void {
  if (failures.length === 0) {
    print();
    print('Every run answered 2xx only, with no errors, and every fixed rate was held.');
    return;
  }
  print();
  print('!'.repeat(100));
  print(`!!! ${failures.length} INVALID RUN(S): their figures, and the ratios and targets built on them, do not count.`);
  for (const failure of failures) print(`!!!   ${failure}`);
  print('!'.repeat(100));
}
