// Starts Praxiform: database (embedded when DATABASE_URL is unset), migrations, demo data, HTTP server.
import path from 'node:path';
import type { Server } from 'node:http';
import { applyMigrations, createPrismaClient, resolveDatabaseUrl, seedDemoData } from '@praxiform/db';
import { createApp } from './app';
import { billingConfigFrom, EnvError, loadEnv, recaptchaConfigFrom, s3ConfigFrom, type TEnv } from './env';
import { startJobs } from './jobs';
import { createServerLogger, logFormat, STARTUP_KEY } from './log-format';
import { createMailer } from './mail-setup';
import { loadSecretKey } from './secret-key';
import { startLocalStripe, wantsLocalStripe, type TLocalStripe } from './local-stripe';
import { checkPlanPrices, createLocalFileStore, createMailOutbox, createS3FileStore } from '@praxiform/api';

async function main(env: TEnv): Promise<void> {
  // Readable lines at a terminal, JSON lines otherwise (log-format.ts). Every start-up event below is one log line,
  // written when it happens: a terminal shows its sentence, JSON lines its sentence and its facts (STARTUP_KEY).
  const logger = createServerLogger(env.LOG_LEVEL, logFormat({ isTTY: process.stdout.isTTY, nodeEnv: env.NODE_ENV }));
  const say = (event: string, facts: Record<string, unknown>, sentence: string) => logger.info({ [STARTUP_KEY]: { event, ...facts } }, sentence);
  // Before the database, so that a mail configuration the server refuses stops it before it touches anything. A local
  // demo's mails (their links) are events of the log too.
  const mailer = createMailer(env, logger, (line) => logger.info(line));
  // Uploaded files: the bucket when S3_* is set, else DATA_DIR; a bucket that cannot be used stops the start here.
  const s3 = s3ConfigFrom(env);
  const files = s3 ? createS3FileStore(s3, logger) : createLocalFileStore(env.DATA_DIR);
  try {
    await files.check();
  } catch (error) {
    throw new EnvError(
      `File storage cannot be used: ${error instanceof Error ? error.message : String(error)}\nSee the README, "Running on several machines".`,
    );
  }
  say('file-storage', { driver: s3 ? 's3' : 'local', where: files.describe }, `Uploaded files: ${files.describe}.`);
  const dataDir = path.join(env.DATA_DIR, 'postgres');
  const database = await resolveDatabaseUrl({ dataDir });
  if (database.embedded) say('database', { embedded: true, dataDir }, `Embedded PostgreSQL started (data in ${dataDir})`);
  await applyMigrations(database.url, { migrationsDir: env.MIGRATIONS_DIR });
  const prisma = createPrismaClient(database.url);

  const shouldSeed = env.SEED_DEMO_DATA === 'always' || (env.SEED_DEMO_DATA === 'auto' && (await prisma.user.count()) === 0);
  if (shouldSeed) {
    const logins = await seedDemoData(prisma);
    const lines = logins.map((login) => `  ${login.role.padEnd(14)} ${login.email.padEnd(32)} ${login.password}`);
    say('demo-data', { logins: logins.map(({ role, email }) => ({ role, email })) }, ['Demo data created. Demo logins:', ...lines].join('\n'));
  }

  // No Stripe keys on a laptop: the local Stripe (test payments) beside the app (local-stripe.ts).
  const localStripe: TLocalStripe | null = wantsLocalStripe(env) && env.PORT !== 0 ? await startLocalStripe(env, env.PORT) : null;
  const billing = localStripe?.billing ?? billingConfigFrom(env);
  if (billing) {
    // Prices the plans cannot use (no fixed amount, another currency, another interval) stop the server here.
    const problems = await checkPlanPrices(billing, logger);
    if (problems.length > 0)
      throw new EnvError(
        `The Stripe Prices cannot be used:\n${problems.map((line) => `  - ${line}`).join('\n')}\nSee the README (Payments with Stripe).`,
      );
  }
  if (localStripe)
    say(
      'payments',
      { mode: 'local-stripe', stripeApi: localStripe.url },
      `Payments: the local Stripe at ${localStripe.url} (test payments, no real money; STRIPE_* variables for real ones, see the README).`,
    );
  else if (billing)
    say('payments', { mode: 'stripe', stripeApi: billing.apiUrl ?? 'stripe' }, `Payments: Stripe${billing.apiUrl ? ` at ${billing.apiUrl}` : ''}.`);
  else say('payments', { mode: 'off' }, 'Payments are not configured: trials only (STRIPE_* variables, see the README).');

  const recaptcha = recaptchaConfigFrom(env);
  if (recaptcha)
    say('bot-check', { on: true, minScore: recaptcha.minScore }, `Bot check (reCAPTCHA v3) is on (lowest score let through: ${recaptcha.minScore}).`);
  else say('bot-check', { on: false }, 'Bot check (reCAPTCHA) is off: RECAPTCHA_SITE_KEY / RECAPTCHA_SECRET are not set.');
  const google = env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET ? { clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET } : null;
  if (google) say('google-sign-in', { on: true }, 'Google sign-in is on.');
  else say('google-sign-in', { on: false }, 'Google sign-in is off: GOOGLE_CLIENT_ID / GOOGLE_CLIENT_SECRET are not set.');

  // The mail outbox (docs/mail.md): this process sends what any process queued, with retries.
  let stopping = false;
  const outbox = createMailOutbox({ prisma, mailer, logger, pollMs: env.MAIL_POLL_MS, stopping: () => stopping });
  const deps = {
    prisma,
    mailer,
    outbox,
    logger,
    appUrl: env.APP_URL,
    secretKey: loadSecretKey(env.SECRET_KEY, env.DATA_DIR),
    auth: { google, recaptcha },
    files,
    billing,
  };
  // Scheduled sweeps (pg-boss on the same database); several server processes share them.
  const jobs = await startJobs(database.url, { ...deps, accessLogRetentionMonths: env.ACCESS_LOG_RETENTION_MONTHS }, { stopping: () => stopping });
  outbox.start();
  const app = createApp({
    deps,
    webDistDir: env.WEB_DIST_DIR,
    trustProxy: env.TRUST_PROXY,
    secure: env.APP_URL.startsWith('https://'),
    isStopping: () => stopping,
  });

  const server: Server = await new Promise((resolve, reject) => {
    const listening = app.listen(env.PORT, env.HOST, () => resolve(listening));
    listening.once('error', reject);
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : env.PORT;
  // The last start-up line: the address (and where mails go), under which only requests follow.
  say('listening', { host: env.HOST, port, mail: mailer.describe }, `Praxiform is running at http://localhost:${port} (mail: ${mailer.describe})`);

  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal, delayMs: env.SHUTDOWN_DELAY_MS }, 'shutting down');
    // Readiness answers 503 from now on; traffic keeps being served while the load balancer notices.
    if (env.SHUTDOWN_DELAY_MS > 0) await new Promise((resolve) => setTimeout(resolve, env.SHUTDOWN_DELAY_MS));
    // No new connections; idle keep-alive ones close, requests in flight finish (up to the timeout, then cut).
    const force = setTimeout(() => server.closeAllConnections(), env.SHUTDOWN_TIMEOUT_MS);
    force.unref();
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    await closed;
    await jobs.stop();
    await outbox.stop();
    await localStripe?.close();
    await prisma.$disconnect();
    await database.stop();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}

try {
  await main(loadEnv());
} catch (error) {
  if (error instanceof EnvError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(`Praxiform could not start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  }
  process.exit(1);
}
