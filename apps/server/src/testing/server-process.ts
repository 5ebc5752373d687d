// Test helper: a real server process (src/main.ts run by tsx, as `pnpm dev` does; nothing is built first) on a given
// database and data folder, with its output kept for the tests that scan it.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SECRET_KEY = Buffer.alloc(32, 9).toString('base64');

export type TServerProcess = { name: string; child: ChildProcess; base: string; output: string[] };

/** Starts the server on `databaseUrl`; resolves with its address once it listens. `env` adds or overrides variables. */
export function startServerProcess(name: string, databaseUrl: string, dataDir: string, env: Record<string, string> = {}): Promise<TServerProcess> {
  const inherited = Object.fromEntries(
    // The child inherits this environment (PATH, the test database's variables) minus what the servers set themselves.
    // eslint-disable-next-line no-restricted-properties
    Object.entries(process.env).filter(([key]) => !/^(STRIPE_|RECAPTCHA_|GOOGLE_|SMTP_|MAIL_|APP_URL|PORT|HOST|TRUST_PROXY|LOG_LEVEL)/.test(key)),
  );
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: {
      ...inherited,
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      PORT: '0',
      HOST: '127.0.0.1',
      // Not localhost: the outbox is asked for explicitly and prints no link (mail-setup.ts), as on a deployment.
      APP_URL: 'https://praxiform.test',
      MAIL_OUTBOX: 'true',
      DATA_DIR: dataDir,
      SECRET_KEY,
      SEED_DEMO_DATA: 'never',
      LOG_LEVEL: 'info',
      // One proxy in front: each scenario comes from its own client address (X-Forwarded-For).
      TRUST_PROXY: '1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  return new Promise((resolve, reject) => {
    let buffered = '';
    const onData = (chunk: Buffer) => {
      const text = chunk.toString('utf8');
      output.push(text);
      buffered += text;
      const port = /Praxiform is running at http:\/\/localhost:(\d+)/.exec(buffered)?.[1];
      if (port) resolve({ name, child, base: `http://127.0.0.1:${port}`, output });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString('utf8')));
    child.once('exit', (code) => reject(new Error(`server ${name} exited (${code}): ${output.join('')}`)));
  });
}

/** Stops it as a process manager does (SIGTERM) and waits for its exit code. */
export async function stopServerProcess(server: TServerProcess | undefined, signal: NodeJS.Signals = 'SIGTERM'): Promise<number | null> {
  if (!server || server.child.exitCode !== null || server.child.signalCode !== null) return server?.child.exitCode ?? null;
  const exited = new Promise<number | null>((resolve) => server.child.once('exit', (code) => resolve(code)));
  server.child.kill(signal);
  return exited;
}
