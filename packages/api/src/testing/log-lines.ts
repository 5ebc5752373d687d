// What a logger wrote, kept for a test to read (no heavy imports: unit tests use it too).
import { Writable } from 'node:stream';

/** A sink for a logger (createLogger's second argument) that keeps each line it is given in `lines`. */
export function collectLines(): { lines: string[]; sink: Writable } {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { lines, sink };
}
