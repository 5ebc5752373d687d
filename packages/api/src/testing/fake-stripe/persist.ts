// The local Stripe's optional state file (startFakeStripe({ stateFile }), cli.ts --state-file): read at start, written
// after every change (debounced) through a temporary file renamed over it, so a restarted demo keeps its customers
// and subscriptions and a crash never leaves half a file.
import { existsSync, readFileSync } from 'node:fs';
import { rename, writeFile } from 'node:fs/promises';
import type { TStateData } from './state';

/** The state saved at `path`, or null when there is none yet. */
export function readStateFile(path: string): TStateData | null {
  if (!existsSync(path)) return null;
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as TStateData;
  } catch (error) {
    throw new Error(`The local Stripe's state file ${path} cannot be read: ${error instanceof Error ? error.message : String(error)}`);
  }
}

export class StateFile {
  private timer: NodeJS.Timeout | null = null;
  private writing: Promise<void> = Promise.resolve();

  constructor(
    private readonly path: string,
    private readonly snapshot: () => TStateData,
    private readonly delayMs = 50,
  ) {}

  /** Something changed: write soon, once for a burst of changes. */
  schedule(): void {
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.write();
    }, this.delayMs);
    this.timer.unref();
  }

  /** Writes now what is pending (at close, or when a test wants the file). */
  async flush(): Promise<void> {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
      await this.write();
    }
    await this.writing;
  }

  private write(): Promise<void> {
    const text = JSON.stringify(this.snapshot());
    const temporary = `${this.path}.${process.pid}.tmp`;
    this.writing = this.writing
      .then(() => writeFile(temporary, text, 'utf8'))
      .then(() => rename(temporary, this.path))
      .catch((error: unknown) => {
        process.stderr.write(`local Stripe: state file ${this.path} not written: ${error instanceof Error ? error.message : String(error)}\n`);
      });
    return this.writing;
  }
}
