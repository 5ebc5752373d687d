// The security headers computed once (security-headers.ts) are exactly those helmet sets itself, for options like the
// app's (a CSP with constant directives, HSTS on or off).
import express from 'express';
import helmet, { type HelmetOptions } from 'helmet';
import { afterAll, describe, expect, it } from 'vitest';
import { listenLocally, type TListening } from '@praxiform/api/testing';
import { securityHeaders } from './security-headers';

const servers: TListening[] = [];
afterAll(() => Promise.all(servers.map((server) => server.close())));

async function headersOf(middleware: express.RequestHandler): Promise<Record<string, string>> {
  const app = express();
  app.disable('x-powered-by');
  app.use(middleware);
  app.get('/', (_req, res) => void res.type('text/plain').send('ok'));
  const server = await listenLocally(app);
  servers.push(server);
  const res = await fetch(`${server.base}/`);
  const headers = Object.fromEntries(res.headers);
  delete headers.date;
  return headers;
}

const OPTIONS: HelmetOptions[] = [
  {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", 'https://www.gstatic.com/recaptcha/'],
        objectSrc: ["'none'"],
        upgradeInsecureRequests: [],
      },
    },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: true,
  },
  { referrerPolicy: { policy: 'no-referrer' }, strictTransportSecurity: false },
];

describe('security headers computed once', () => {
  it.each(OPTIONS.map((options, index) => [index, options] as const))('are those helmet sets, options %i', async (_index, options) => {
    const once = await headersOf(securityHeaders(options));
    expect(once).toEqual(await headersOf(helmet(options)));
    expect(once['content-security-policy']).toBeDefined();
    expect(once['x-content-type-options']).toBe('nosniff');
  });
});
