// The Express app factory: security headers, logging, tRPC, REST adapters, health, and the SPA.
import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { type Express } from 'express';
import { mountSpa } from './spa';
import { mountSeo } from './seo';
import { appRouter, checkDatabase, createContext, handleStripeWebhook, isDatabaseUnavailable, type ApiDeps } from '@praxiform/api';
import { sayDatabaseUnavailable } from './database-unavailable';
import { createRestErrorHandler, createRestRouter } from './rest';
import { requestLogger } from './request-log';
import { securityHeaders } from './security-headers';
import { createTrpcHandlers } from './trpc-http';
import { refuseDeepQueryInput, refuseNulAnswers, refuseNulBody, verifyJsonDepth } from './json-guard';
import { createFileUploadHandler } from './rest/files';
import { createPublicFormUploadHandler, createPublicFormsRestRouter, PUBLIC_FORM_UPLOAD_PATHS, publicFormHeaders } from './rest/public-forms';

export const BODY_LIMIT_BYTES = 1024 * 1024;

/** What reCAPTCHA needs in the CSP (Google's guidance): its script paths, and the frame that answers the tokens. */
export const RECAPTCHA_SCRIPT_ORIGINS = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'];
export const RECAPTCHA_FRAME_ORIGINS = ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'];

export type AppOptions = {
  deps: ApiDeps;
  webDistDir?: string | undefined;
  trustProxy?: string | undefined;
  secure?: boolean;
  /** The process is shutting down (main.ts): readiness answers 503 so that a load balancer sends it no more traffic. */
  isStopping?: () => boolean;
};

export function createApp({ deps, webDistDir, trustProxy, secure = false, isStopping = () => false }: AppOptions): Express {
  const app = express();
  app.disable('x-powered-by');
  if (trustProxy) app.set('trust proxy', /^\d+$/.test(trustProxy) ? Number(trustProxy) : trustProxy);

  // The bot check's script and its invisible frame come from Google, and only when it is on (docs/auth-api.md#bot-check).
  const botCheck = deps.auth.recaptcha !== null;
  app.use(
    securityHeaders({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...(botCheck ? RECAPTCHA_SCRIPT_ORIGINS : [])],
          ...(botCheck ? { frameSrc: RECAPTCHA_FRAME_ORIGINS } : {}),
          // React sets style attributes through the CSSOM; a few Radix primitives inject a <style> element.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          ...(secure ? { upgradeInsecureRequests: [] } : {}),
        },
      },
      referrerPolicy: { policy: 'no-referrer' },
      strictTransportSecurity: secure,
    }),
  );

  app.use(requestLogger(deps.logger));

  // API answers carry patients' and accounts' data: by default never stored by a browser or a proxy. Set before any
  // route, so that a route allowing a cache (a template's picture, rest/files.ts) replaces it.
  app.use('/api', (_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });

  // Image uploads have their own 5 MB limit (rest/files.ts), so they come before the 1 MB guard.
  app.post('/api/files', ...createFileUploadHandler(deps));
  // The public form's headers go first, so that even its 413 and 404 answers are never cached.
  app.use('/api/public-forms', publicFormHeaders);
  for (const uploadPath of PUBLIC_FORM_UPLOAD_PATHS) app.post(uploadPath, ...createPublicFormUploadHandler(deps));

  // Refuse oversized bodies before any handler reads them (tRPC, REST and webhooks alike).
  app.use('/api', (req, res, next) => {
    if (Number(req.headers['content-length'] ?? 0) > BODY_LIMIT_BYTES) {
      res.status(413).set('Connection', 'close').json({ success: false, code: 'PAYLOAD_TOO_LARGE', message: 'PAYLOAD_TOO_LARGE' });
      return;
    }
    next();
  });

  // Stripe signs the raw bytes: its webhook reads the body unparsed, before any JSON parser (docs/billing-api.md#webhook).
  app.post('/api/webhooks/stripe', express.raw({ type: () => true, limit: BODY_LIMIT_BYTES }), async (req, res) => {
    const body: unknown = req.body;
    const answer = await handleStripeWebhook(deps, Buffer.isBuffer(body) ? body : Buffer.alloc(0), req.headers['stripe-signature']);
    res.status(answer.status).json(answer.body);
  });

  // Every JSON body, tRPC's included (its adapter reads req.body once parsed), is checked for depth before JSON.parse.
  // FHIR clients send application/fhir+json (rest/fhir.ts).
  const jsonBody = express.json({ limit: BODY_LIMIT_BYTES, verify: verifyJsonDepth, type: ['application/json', 'application/fhir+json'] });
  // The patients' form page is the busiest public path: its routes come before the app's other REST routes and tRPC.
  app.use('/api/public-forms', jsonBody, refuseNulAnswers);
  app.use('/api', jsonBody, createPublicFormsRestRouter(deps));

  // Health for load balancers (docs/architecture.md, "Faults"): liveness says the process answers (restart it if not),
  // readiness that it can serve, its database answering (send it no traffic if not). /api/health is readiness.
  app.get('/api/health/live', (_req, res) => {
    res.status(200).set('Cache-Control', 'no-store').json({ ok: true });
  });
  const readiness = async (_req: express.Request, res: express.Response) => {
    if (isStopping()) {
      res.status(503).set('Cache-Control', 'no-store').json({ ok: false, stopping: true });
      return;
    }
    const database = await checkDatabase(deps);
    res
      .status(database ? 200 : 503)
      .set('Cache-Control', 'no-store')
      .json({ ok: database, database: database ? 'up' : 'down' });
  };
  app.get('/api/health', readiness);
  app.get('/api/health/ready', readiness);

  app.use(
    '/api/trpc',
    jsonBody,
    refuseDeepQueryInput,
    ...createTrpcHandlers({
      router: appRouter,
      maxBodySize: BODY_LIMIT_BYTES,
      createContext: (req) =>
        createContext(deps, {
          authorization: req.headers.authorization,
          ip: req.ip,
          userAgent: req.headers['user-agent'],
          acceptLanguage: req.headers['accept-language'],
        }),
      onError: ({ error, path: procedure }) => {
        if (error.code !== 'INTERNAL_SERVER_ERROR') return;
        // Answered 503 by the error formatter (packages/api/src/trpc.ts): said once every 10 s, not a stack per request.
        if (isDatabaseUnavailable(error.cause)) sayDatabaseUnavailable(deps.logger);
        else deps.logger.error({ err: error.cause ?? error, procedure }, 'procedure failed');
      },
    }),
  );

  app.use('/api', jsonBody, refuseNulBody, createRestRouter(deps));
  app.use('/api', (_req, res) => {
    res.status(404).json({ success: false, code: 'NOT_FOUND', message: 'NOT_FOUND' });
  });
  app.use('/api', createRestErrorHandler(deps.logger));

  // robots.txt and sitemap.xml, built from the route table (seo.ts); the pages' X-Robots-Tag is set where spa.ts sends them.
  mountSeo(app, deps.appUrl);
  if (webDistDir && existsSync(path.join(webDistDir, 'index.html'))) mountSpa(app, webDistDir, deps);
  return app;
}
