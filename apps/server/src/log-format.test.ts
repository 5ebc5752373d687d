// The log format decision (README.md, "Scripts"): readable at a terminal, JSON for pipes and production.
import { describe, expect, it } from 'vitest';
import { logFormat, prettyMessage } from './log-format';

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

describe('prettyMessage', () => {
  it('puts a request on one line: method, redacted URL, status and time', () => {
    const line = { msg: 'request completed', req: { id: 'a1', method: 'POST', url: '/api/login' }, res: { statusCode: 422 }, responseTime: 20 };
    expect(prettyMessage(line, 'msg')).toBe('request completed POST /api/login 422 20 ms');
    expect(prettyMessage({ msg: 'request failed', req: { method: 'GET', url: '/api/me' } }, 'msg')).toBe('request failed GET /api/me');
    expect(prettyMessage({ msg: 'shutting down', signal: 'SIGINT' }, 'msg')).toBe('shutting down');
  });
});
