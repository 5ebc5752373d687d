// The server's configuration, validated once at start-up with clear messages.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The repository root, from apps/server/src or apps/server/dist alike. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());

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
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z.preprocess(emptyToUndefined, z.string().optional()),
  SECRET_KEY: optionalString,
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  RECAPTCHA_SECRET: optionalString,
  RECAPTCHA_VERIFY_URL: z.preprocess(emptyToUndefined, z.url().default('https://www.google.com/recaptcha/api/siteverify')),
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
});

export type TEnv = z.infer<typeof ZEnv> & { APP_URL: string };

export class EnvError extends Error {}

export function loadEnv(source: NodeJS.ProcessEnv = process.env): TEnv {
  // An empty variable (as .env.example leaves most of them) means "use the default".
  const set = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = ZEnv.safeParse(set);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  - ${issue.path.join('.') || '(env)'}: ${issue.message}`);
    throw new EnvError(`Invalid configuration in the environment:\n${lines.join('\n')}\nSee .env.example and the README.`);
  }
  const env = parsed.data;
  return { ...env, APP_URL: (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '') };
}
