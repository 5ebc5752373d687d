// The server's configuration, validated once at start-up with clear messages.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { TBillingConfig, TRecaptchaConfig, TS3Config } from '@praxiform/api';
import { ACCESS_LOG_RETENTION_MONTHS_DEFAULT } from '@praxiform/domain';

/** The repository root, from apps/server/src or apps/server/dist alike. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());
const RETENTION_MONTHS_MESSAGE = 'must be a whole number of months from 1 to 120';

export const ZEnv = z.object({
  // Unset is not production: it only chooses the log format (log-format.ts).
  NODE_ENV: z.preprocess(emptyToUndefined, z.enum(['development', 'production', 'test']).optional()),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  APP_URL: z.preprocess(emptyToUndefined, z.url().optional()),
  DATABASE_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgresql://')
      .optional(),
  ),
  DATA_DIR: z.string().default(path.join(REPO_ROOT, '.data')),
  WEB_DIST_DIR: z.string().default(path.join(REPO_ROOT, 'apps/web/dist')),
  MIGRATIONS_DIR: z.string().default(path.join(REPO_ROOT, 'packages/db/prisma/migrations')),
  SEED_DEMO_DATA: z.enum(['auto', 'always', 'never']).default('auto'),
  SMTP_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
  ),
  MAIL_FROM: z.string().default('Praxiform <no-reply@praxiform.local>'),
  // The outbox without SMTP on a server not on localhost: asked for explicitly (see mail-setup.ts).
  MAIL_OUTBOX: z
    .enum(['true', 'false'], 'must be true or false')
    .default('false')
    .transform((value) => value === 'true'),
  // SIGTERM (docs/architecture.md, "Faults"): readiness turns 503 at once; the process keeps serving for
  // SHUTDOWN_DELAY_MS (the time a load balancer takes to notice), then stops accepting, finishes what is in flight
  // for up to SHUTDOWN_TIMEOUT_MS, and exits.
  SHUTDOWN_DELAY_MS: z.coerce.number('must be a number of milliseconds').int().min(0).max(120_000).default(0),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number('must be a number of milliseconds').int().min(100).max(600_000).default(10_000),
  // How often each process looks for mail due in the outbox (docs/mail.md); a commit that queues mail wakes it at once.
  MAIL_POLL_MS: z.coerce.number('must be a number of milliseconds').int().min(100).max(600_000).default(2000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // How long the access log of patient data keeps its entries (docs/access-log.md#retention): the access-log.purge job
  // deletes older ones every day.
  ACCESS_LOG_RETENTION_MONTHS: z.coerce
    .number(RETENTION_MONTHS_MESSAGE)
    .int(RETENTION_MONTHS_MESSAGE)
    .min(1, RETENTION_MONTHS_MESSAGE)
    .max(120, RETENTION_MONTHS_MESSAGE)
    .default(ACCESS_LOG_RETENTION_MONTHS_DEFAULT),
  TRUST_PROXY: z.preprocess(emptyToUndefined, z.string().optional()),
  SECRET_KEY: optionalString,
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  // The bot check (reCAPTCHA v3, docs/auth-api.md#bot-check): the site key and the secret together, or neither.
  RECAPTCHA_SITE_KEY: optionalString,
  RECAPTCHA_SECRET: optionalString,
  RECAPTCHA_MIN_SCORE: z.preprocess(emptyToUndefined, z.coerce.number().min(0).max(1).default(0.5)),
  RECAPTCHA_VERIFY_URL: z.preprocess(emptyToUndefined, z.url().default('https://www.google.com/recaptcha/api/siteverify')),
  // Stripe (docs/billing-api.md#configuration): the five together, or none for trials only.
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  STRIPE_PRICE_MONTHLY: optionalString,
  STRIPE_PRICE_QUARTERLY: optionalString,
  STRIPE_PRICE_YEARLY: optionalString,
  // The local Stripe beside the app when no STRIPE_* variable is set and APP_URL is on this machine (local-stripe.ts):
  // 'auto' (default) or 'off' (trials only); its port (0: any free port, said on the console).
  LOCAL_STRIPE: z.enum(['auto', 'off'], 'must be auto or off').default('auto'),
  LOCAL_STRIPE_PORT: z.coerce.number().int().min(0).max(65535).default(0),
  // Uploaded files in an S3-compatible bucket (docs/files.md, "Storage"; README "Running on several machines"):
  // S3_BUCKET and S3_REGION at least, the two keys together or neither (the SDK's own chain then); none: DATA_DIR.
  S3_BUCKET: optionalString,
  S3_REGION: optionalString,
  S3_ENDPOINT: z.preprocess(
    emptyToUndefined,
    z.url({ protocol: /^https?$/, error: 'must be an http(s) URL such as https://s3.fr-par.scw.cloud' }).optional(),
  ),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'], 'must be true or false')
    .default('false')
    .transform((value) => value === 'true'),
  S3_KEY_PREFIX: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^([a-z0-9][a-z0-9._-]*\/)+$/i, 'must be folder names ending with /, such as praxiform/')
      .optional(),
  ),
  S3_SERVER_SIDE_ENCRYPTION: z.enum(['AES256', 'aws:kms', 'none'], 'must be AES256, aws:kms or none').default('AES256'),
  // Another Stripe API base, such as the local fake server (packages/api/src/testing/fake-stripe): http://127.0.0.1:12111.
  STRIPE_API_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^https?:\/\/[^/]+\/?$/, 'must be http(s)://host[:port]')
      .optional(),
  ),
});

export type TEnv = z.infer<typeof ZEnv> & { APP_URL: string };

export class EnvError extends Error {}

/** Stripe's variables: all of them or none (docs/billing-api.md#configuration). */
export const STRIPE_VARIABLES = [
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'STRIPE_PRICE_MONTHLY',
  'STRIPE_PRICE_QUARTERLY',
  'STRIPE_PRICE_YEARLY',
] as const;

/** Stripe's settings from the environment; null when none is set (trials only). loadEnv refused a partial set. */
export function billingConfigFrom(env: TEnv): TBillingConfig | null {
  const { STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_MONTHLY, STRIPE_PRICE_QUARTERLY, STRIPE_PRICE_YEARLY } = env;
  if (!STRIPE_SECRET_KEY || !STRIPE_WEBHOOK_SECRET || !STRIPE_PRICE_MONTHLY || !STRIPE_PRICE_QUARTERLY || !STRIPE_PRICE_YEARLY) return null;
  return {
    secretKey: STRIPE_SECRET_KEY,
    webhookSecret: STRIPE_WEBHOOK_SECRET,
    prices: { monthly: STRIPE_PRICE_MONTHLY, quarterly: STRIPE_PRICE_QUARTERLY, yearly: STRIPE_PRICE_YEARLY },
    apiUrl: env.STRIPE_API_URL ?? null,
  };
}

export function loadEnv(source: NodeJS.ProcessEnv = process.env): TEnv {
  // An empty variable (as .env.example leaves most of them) means "use the default".
  const set = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = ZEnv.safeParse(set);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  - ${issue.path.join('.') || '(env)'}: ${issue.message}`);
    throw new EnvError(`Invalid configuration in the environment:\n${lines.join('\n')}\nSee .env.example and the README.`);
  }
  const env = parsed.data;
  const missing = STRIPE_VARIABLES.filter((name) => env[name] === undefined);
  if (missing.length > 0 && missing.length < STRIPE_VARIABLES.length) {
    throw new EnvError(
      `Invalid configuration in the environment:\n  - Stripe is half configured; missing: ${missing.join(', ')}\n` +
        `Set all of ${STRIPE_VARIABLES.join(', ')} (payments), or none of them (trials only). See the README.`,
    );
  }
  const recaptchaMissing = RECAPTCHA_VARIABLES.filter((name) => env[name] === undefined);
  if (recaptchaMissing.length === 1) {
    throw new EnvError(
      `Invalid configuration in the environment:\n  - the bot check is half configured; missing: ${recaptchaMissing.join(', ')}\n` +
        `Set both ${RECAPTCHA_VARIABLES.join(' and ')} (bot check on), or neither (off). See the README.`,
    );
  }
  const s3Set = S3_VARIABLES.filter((name) => source[name] !== undefined && source[name] !== '');
  if (s3Set.length > 0) {
    const s3Missing: string[] = S3_REQUIRED.filter((name) => env[name] === undefined);
    const keys = [env.S3_ACCESS_KEY_ID, env.S3_SECRET_ACCESS_KEY];
    if (keys.filter(Boolean).length === 1) s3Missing.push(env.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID');
    if (s3Missing.length > 0) {
      throw new EnvError(
        `Invalid configuration in the environment:\n  - the S3 storage is half configured (${s3Set.join(', ')} set); missing: ${s3Missing.join(', ')}\n` +
          `Set S3_BUCKET and S3_REGION (with S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together, or neither), or no S3_* variable ` +
          `(files in DATA_DIR). See the README, "Running on several machines".`,
      );
    }
  }
  return { ...env, APP_URL: (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '') };
}

/** The S3 storage's variables: setting any of them asks for the bucket (docs/files.md, "Storage"). */
export const S3_VARIABLES = [
  'S3_BUCKET',
  'S3_REGION',
  'S3_ENDPOINT',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
  'S3_KEY_PREFIX',
  'S3_SERVER_SIDE_ENCRYPTION',
] as const;
const S3_REQUIRED = ['S3_BUCKET', 'S3_REGION'] as const;

/** The bucket's settings; null when no S3_* variable is set (files under DATA_DIR). loadEnv refused a partial set. */
export function s3ConfigFrom(env: TEnv): TS3Config | null {
  if (!env.S3_BUCKET || !env.S3_REGION) return null;
  return {
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT ?? null,
    accessKeyId: env.S3_ACCESS_KEY_ID ?? null,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? null,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
    keyPrefix: env.S3_KEY_PREFIX ?? '',
    serverSideEncryption: env.S3_SERVER_SIDE_ENCRYPTION,
  };
}

/** The bot check's two keys: both or neither (a secret without its site key would lock every login). */
export const RECAPTCHA_VARIABLES = ['RECAPTCHA_SITE_KEY', 'RECAPTCHA_SECRET'] as const;

/** The bot check's settings; null when off. loadEnv refused one key without the other. */
export function recaptchaConfigFrom(env: TEnv): TRecaptchaConfig | null {
  if (!env.RECAPTCHA_SITE_KEY || !env.RECAPTCHA_SECRET) return null;
  return { siteKey: env.RECAPTCHA_SITE_KEY, secret: env.RECAPTCHA_SECRET, verifyUrl: env.RECAPTCHA_VERIFY_URL, minScore: env.RECAPTCHA_MIN_SCORE };
}
