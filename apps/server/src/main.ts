// Starts Praxiform: database (embedded when DATABASE_URL is unset), migrations, demo data, HTTP server.
import path from 'node:path';
import type { Server } from 'node:http';
import { applyMigrations, createPrismaClient, resolveDatabaseUrl, seedDemoData } from '@praxiform/db';
import { createApp } from './app';
import { billingConfigFrom, EnvError, loadEnv, recaptchaConfigFrom, type TEnv } from './env';
import { startJobs } from './jobs';
import { createServerLogger, logFormat } from './log-format';
import { createMailer } from './mail-setup';
import { loadSecretKey } from './secret-key';
import { startLocalStripe, wantsLocalStripe, type TLocalStripe } from './local-stripe';
import { checkPlanPrices } from '@praxiform/api';

const print = (line: string) => process.stdout.write(`${line}\n`);

async function main(env: TEnv): Promise<void> {
  // Readable lines at a terminal, JSON lines otherwise (log-format.ts).
  const logger = await createServerLogger(env.LOG_LEVEL, logFormat({ isTTY: process.stdout.isTTY, nodeEnv: env.NODE_ENV }));
  // What a person starting the server needs (database, demo logins, address, mail), printed together once it listens,
  // after every startup log line, so that request lines do not bury it.
  const summary: string[] = [];
  // Before the database, so that a mail configuration the server refuses stops it before it touches anything.
  const mailer = createMailer(env, logger, print);
  const database = await resolveDatabaseUrl({ dataDir: path.join(env.DATA_DIR, 'postgres') });
  if (database.embedded) summary.push(`Embedded PostgreSQL started (data in ${path.join(env.DATA_DIR, 'postgres')})`);
  await applyMigrations(database.url, { migrationsDir: env.MIGRATIONS_DIR });
  const prisma = createPrismaClient(database.url);

  const shouldSeed = env.SEED_DEMO_DATA === 'always' || (env.SEED_DEMO_DATA === 'auto' && (await prisma.user.count()) === 0);
  if (shouldSeed) {
    const logins = await seedDemoData(prisma);
    summary.push('Demo data created. Demo logins:');
    for (const login of logins) summary.push(`  ${login.role.padEnd(14)} ${login.email.padEnd(32)} ${login.password}`);
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

  const deps = {
    prisma,
    mailer,
    logger,
    appUrl: env.APP_URL,
    secretKey: loadSecretKey(env.SECRET_KEY, env.DATA_DIR),
    auth: {
      google: env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET ? { clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET } : null,
      recaptcha: recaptchaConfigFrom(env),
    },
    dataDir: env.DATA_DIR,
    billing,
  };
  // Scheduled sweeps (pg-boss on the same database); several server processes share them.
  const jobs = await startJobs(database.url, deps);
  const app = createApp({
    deps,
    webDistDir: env.WEB_DIST_DIR,
    trustProxy: env.TRUST_PROXY,
    secure: env.APP_URL.startsWith('https://'),
  });

  const server: Server = await new Promise((resolve, reject) => {
    const listening = app.listen(env.PORT, env.HOST, () => resolve(listening));
    listening.once('error', reject);
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : env.PORT;
  logger.info({ host: env.HOST, port }, 'server listening');
  if (!deps.auth.recaptcha) summary.push('Bot check (reCAPTCHA) is off: RECAPTCHA_SITE_KEY / RECAPTCHA_SECRET are not set.');
  else logger.info({ minScore: deps.auth.recaptcha.minScore }, 'bot check (reCAPTCHA v3) on');
  if (localStripe) {
    logger.info({ stripeApi: localStripe.url }, 'payments go to the local Stripe');
    summary.push(
      `Payments: the local Stripe at ${localStripe.url} (test payments, no real money; STRIPE_* variables for real ones, see the README).`,
    );
  } else if (deps.billing) logger.info({ stripeApi: deps.billing.apiUrl ?? 'stripe' }, 'payments configured');
  else {
    logger.info('payments are not configured: trials only');
    summary.push('Payments are not configured: trials only (STRIPE_* variables, see the README).');
  }
  if (!env.GOOGLE_CLIENT_ID || !env.GOOGLE_CLIENT_SECRET) summary.push('Google sign-in is off: GOOGLE_CLIENT_ID / GOOGLE_CLIENT_SECRET are not set.');
  summary.push(`Praxiform is running at http://localhost:${port} (mail: ${mailer.describe})`);
  for (const line of summary) print(line);

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => server.closeAllConnections(), 5000);
    force.unref();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    await jobs.stop();
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
