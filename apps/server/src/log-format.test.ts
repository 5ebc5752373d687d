// The log format (README.md, "Scripts"): readable at a terminal, JSON for pipes and production; the readable line of
// each kind of event. The whole start-up path is run in startup-console.int.test.ts.
import { describe, expect, it } from 'vitest';
import { createServerLogger, formatPrettyLine, logFormat, STARTUP_KEY } from './log-format';

describe('logFormat', () => {
  it('writes readable lines at a terminal unless NODE_ENV is production', () => {
    expect(logFormat({ isTTY: true, nodeEnv: undefined })).toBe('pretty');
    expect(logFormat({ isTTY: true, nodeEnv: 'development' })).toBe('pretty');
    expect(logFormat({ isTTY: true, nodeEnv: 'test' })).toBe('pretty');
    expect(logFormat({ isTTY: true, nodeEnv: 'production' })).toBe('json');
  });

  it('writes JSON lines when stdout is not a terminal (a pipe, a file, a log collector)', () => {
    expect(logFormat({ isTTY: false, nodeEnv: undefined })).toBe('json');
    expect(logFormat({ isTTY: undefined, nodeEnv: 'development' })).toBe('json');
    expect(logFormat({ isTTY: false, nodeEnv: 'production' })).toBe('json');
  });
});

const at = (hours: number, minutes: number, seconds: number) => new Date(2026, 0, 5, hours, minutes, seconds).getTime();
const plain = (log: Record<string, unknown>) => formatPrettyLine({ time: at(9, 5, 7), level: 30, pid: 1, hostname: 'h', ...log }, { colours: false });

describe('formatPrettyLine', () => {
  it('puts a request on one line: method, redacted URL, status and time', () => {
    const line = { msg: 'request completed', req: { id: 'a1', method: 'POST', url: '/api/login' }, res: { statusCode: 422 }, responseTime: 20 };
    expect(plain(line)).toBe('09:05:07 request completed POST /api/login 422 20 ms\n');
    expect(plain({ msg: 'request aborted', level: 40, req: { method: 'GET', url: '/api/me' } })).toBe('09:05:07 WARN request aborted GET /api/me\n');
  });

  it('shows the other fields as key=value, nested ones flattened, never as JSON', () => {
    expect(plain({ msg: 'shutting down', signal: 'SIGINT' })).toBe('09:05:07 shutting down signal=SIGINT\n');
    const refused = plain({ msg: 'bot check refused', botCheck: { action: 'login', score: 0.3, reasons: ['low-score', 'action'] } });
    expect(refused).toBe('09:05:07 bot check refused botCheck.action=login botCheck.score=0.3 botCheck.reasons=low-score,action\n');
    expect(plain({ msg: 'stripe call failed', level: 50, stripe: { message: 'No such price: x' } })).toBe(
      '09:05:07 ERROR stripe call failed stripe.message="No such price: x"\n',
    );
  });

  it('shows a start-up event as its sentence only: its facts are for JSON lines', () => {
    const line = plain({
      msg: 'Praxiform is running at http://localhost:3000 (mail: outbox folder /x)',
      [STARTUP_KEY]: { event: 'listening', port: 3000 },
    });
    expect(line).toBe('09:05:07 Praxiform is running at http://localhost:3000 (mail: outbox folder /x)\n');
  });

  it('indents the following lines of a sentence and an error stack under the sentence', () => {
    expect(plain({ msg: 'Demo data created. Demo logins:\n  administrator  admin@praxiform.test' })).toBe(
      '09:05:07 Demo data created. Demo logins:\n           administrator  admin@praxiform.test\n',
    );
    const err = {
      type: 'DatabaseError',
      message: 'terminating connection',
      errorCode: '57P01',
      stack: 'DatabaseError: terminating connection\n    at parse (p.ts:1:2)',
    };
    expect(plain({ msg: 'procedure failed', level: 50, procedure: 'patients.list', err })).toBe(
      '09:05:07 ERROR procedure failed procedure=patients.list\n         DatabaseError: terminating connection (57P01)\n             at parse (p.ts:1:2)\n',
    );
  });

  it('colours the time and the level at a terminal', () => {
    const line = formatPrettyLine({ time: at(9, 5, 7), level: 40, msg: 'careful' }, { colours: true });
    expect(line).toBe('\u001b[2m09:05:07\u001b[22m \u001b[33mWARN\u001b[39m careful\n');
  });
});

describe('createServerLogger', () => {
  const events = (format: 'pretty' | 'json') => {
    const written: string[] = [];
    const logger = createServerLogger('info', format, { write: (chunk: string) => written.push(chunk) });
    logger.info({ [STARTUP_KEY]: { event: 'database', embedded: true } }, 'Embedded PostgreSQL started (data in /d)');
    logger.info({ [STARTUP_KEY]: { event: 'listening', port: 3000 } }, 'Praxiform is running at http://localhost:3000');
    logger.warn({ userId: 4, body: { password: 'hunter2' } }, 'odd');
    logger.debug('not at info');
    return written.join('').split('\n').filter(Boolean);
  };

  it('pretty: one readable line per event, in order, no JSON, secrets still redacted', () => {
    const lines = events('pretty').map((line) => line.replace(/\u001b\[[0-9;]*m/g, ''));
    expect(lines.map((line) => line.slice(9))).toEqual([
      'Embedded PostgreSQL started (data in /d)',
      'Praxiform is running at http://localhost:3000',
      'WARN odd userId=4 body.password=[redacted]',
    ]);
  });

  it('json: one JSON line per event with its facts', () => {
    const lines = events('json').map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines.map((line) => line.msg)).toEqual([
      'Embedded PostgreSQL started (data in /d)',
      'Praxiform is running at http://localhost:3000',
      'odd',
    ]);
    expect(lines[1]![STARTUP_KEY]).toEqual({ event: 'listening', port: 3000 });
    expect(lines[2]!.body).toEqual({ password: '[redacted]' });
  });
});
