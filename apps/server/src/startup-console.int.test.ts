// The console at start (issue 26, item 9; README "Scripts"): `pnpm start` in a terminal prints one readable line per
// event, in the order things happen (the database, the demo data, payments, the bot check, Google sign-in, the address,
// a mail, the stop), and no JSON; piped, or with NODE_ENV=production, every line is a JSON log line and nothing else.
// The real start-up path runs: `node --import tsx src/main.ts` (as `pnpm dev` does), in a pseudo-terminal made by
// `script` (util-linux, on every Debian) for the terminal cases, with its stdout piped otherwise, stopped by Ctrl-C.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { getTestDatabaseUrl } from '@praxiform/db/testing';

const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RUNNING = /Praxiform is running at http:\/\/localhost:(\d+)/;
const MAIL_WRITTEN = /mail written to/;
/** What a start with the demo data reports, in this order, whatever the console's format. */
const DEMO_START_EVENTS = [/Demo data created/, /local Stripe|payments/i, /bot check/i, /Google sign-in/, /running at|listening/, MAIL_WRITTEN];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** What the server wrote on its stdout (a terminal's output: colours, carriage returns and the echoed ^C removed). */
function linesOf(output: string): string[] {
  return output
    .replace(/\u001b\[[0-9;]*m/g, '')
    .replace(/\r/g, '')
    .replace(/\^C/g, '')
    .split('\n')
    .filter((line) => line.trim() !== '');
}

/**
 * Starts the server in a terminal or with stdout piped, asks for a password reset (a mail to the outbox, whose links a
 * local demo prints), then stops it with Ctrl-C; resolves with its stdout's lines once it has exited.
 */
async function runServer({ terminal, vars }: { terminal: boolean; vars: Record<string, string> }): Promise<string[]> {
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'startup-console-'));
  const inherited = Object.fromEntries(
    // The child gets this environment (PATH) minus what each case sets; Vitest sets NODE_ENV=test.
    // eslint-disable-next-line no-restricted-properties
    Object.entries(process.env).filter(
      ([key]) =>
        !/^(STRIPE_|RECAPTCHA_|GOOGLE_|SMTP_|MAIL_|LOCAL_STRIPE|APP_URL|PORT|HOST|TRUST_PROXY|LOG_LEVEL|NODE_ENV|DATABASE_URL|FORCE_COLOR|NO_COLOR)/.test(
          key,
        ),
    ),
  );
  const env = { ...inherited, PORT: String(port), HOST: '127.0.0.1', APP_URL: `http://localhost:${port}`, DATA_DIR: dataDir, ...vars };
  const command = 'node --import tsx src/main.ts';
  const child = terminal
    ? spawn('script', ['-qfec', `exec ${command}`, '/dev/null'], { cwd: SERVER_DIR, env, stdio: ['pipe', 'pipe', 'pipe'] })
    : spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], { cwd: SERVER_DIR, env, stdio: ['pipe', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const waitFor = (pattern: RegExp) =>
    new Promise<RegExpExecArray>((resolve, reject) => {
      const check = () => {
        const match = pattern.exec(stdout);
        if (match) {
          child.stdout.off('data', check);
          resolve(match);
        }
      };
      child.stdout.on('data', check);
      check();
      void exited.then((code) => reject(new Error(`the server exited (${code}): ${stdout}\n${stderr}`)));
    });
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  try {
    const running = await waitFor(RUNNING);
    const res = await fetch(`http://127.0.0.1:${running[1]}/api/trpc/auth.forgotPassword`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@praxiform.test' }),
    });
    expect(res.status).toBe(200);
    await waitFor(MAIL_WRITTEN);
  } finally {
    // Ctrl-C: through the terminal, as a person stops it, or the signal itself when there is none.
    if (terminal) child.stdin.write('\u0003');
    else child.kill('SIGINT');
  }
  expect(await exited).toBe(0);
  child.stdin.end();
  await rm(dataDir, { recursive: true, force: true });
  expect(stderr).toBe('');
  return linesOf(stdout);
}

/** The lines matching each pattern: exactly one each, and in this order. */
function expectOnceInOrder(lines: string[], patterns: RegExp[]): void {
  const positions = patterns.map((pattern) => {
    const matching = lines.flatMap((line, index) => (pattern.test(line) ? [index] : []));
    expect(matching, `${String(pattern)} in:\n${lines.join('\n')}`).toHaveLength(1);
    return matching[0]!;
  });
  expect(positions, lines.join('\n')).toEqual([...positions].sort((a, b) => a - b));
}

function isJsonLine(line: string): boolean {
  try {
    const parsed: unknown = JSON.parse(line);
    return typeof parsed === 'object' && parsed !== null && typeof (parsed as { msg?: unknown }).msg === 'string';
  } catch {
    return false;
  }
}

describe('the console at start', () => {
  it('in a terminal (pnpm start on a laptop): one readable line per event, in order, and no JSON', { timeout: 120_000 }, async () => {
    // No DATABASE_URL: the embedded PostgreSQL, in a data folder of this test; the demo data; the local Stripe.
    const lines = await runServer({ terminal: true, vars: {} });
    for (const line of lines) {
      expect(line, lines.join('\n')).not.toMatch(/^\s*[{[]/);
      expect(line, lines.join('\n')).not.toContain('{"');
    }
    // Ctrl-C stops the embedded PostgreSQL as well (it is in the terminal's process group): no error, no warning.
    expect(lines.filter((line) => /\b(ERROR|WARN)\b/.test(line))).toEqual([]);
    expectOnceInOrder(lines, [/Embedded PostgreSQL started/, ...DEMO_START_EVENTS, /shutting down|stopping/i]);
    // The demo logins follow "Demo data created", the mail's link follows its line.
    const demo = lines.findIndex((line) => line.includes('Demo data created'));
    expect(lines.slice(demo + 1, demo + 4).map((line) => line.trim().split(/\s+/)[1])).toEqual([
      'admin@praxiform.test',
      'claire.martin@praxiform.test',
      'julien.lefevre@praxiform.test',
    ]);
    const mail = lines.findIndex((line) => MAIL_WRITTEN.test(line));
    expect(lines[mail + 1]).toMatch(/^\s+http:\/\/localhost:\d+\/fr\/reset-password\?token=/);
  });

  it('piped (a log collector, docker logs): JSON lines only, each event once', { timeout: 120_000 }, async () => {
    const lines = await runServer({ terminal: false, vars: { DATABASE_URL: await getTestDatabaseUrl() } });
    for (const line of lines) expect(isJsonLine(line), line).toBe(true);
    const messages = lines.map((line) => (JSON.parse(line) as { msg: string }).msg);
    expectOnceInOrder(messages, [...DEMO_START_EVENTS, /shutting down/]);
  });

  it('with NODE_ENV=production, even in a terminal: JSON lines only', { timeout: 120_000 }, async () => {
    const lines = await runServer({
      terminal: true,
      vars: { DATABASE_URL: await getTestDatabaseUrl(), NODE_ENV: 'production', LOCAL_STRIPE: 'off' },
    });
    for (const line of lines) expect(isJsonLine(line), line).toBe(true);
    const messages = lines.map((line) => (JSON.parse(line) as { msg: string }).msg);
    expectOnceInOrder(messages, [/payments/i, /bot check/i, /Google sign-in/, /running at|listening/, MAIL_WRITTEN, /shutting down/]);
  });
});
