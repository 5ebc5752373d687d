// Every procedure of the app router refuses a guest unless it is listed here as public: a new procedure without a guard fails CI.
import { TEST_SECRET_KEY } from './testing';
import { describe, expect, it } from 'vitest';
import { getTestPrisma } from '@praxiform/db/testing';
import { appRouter } from './root';
import { createCallerFactory } from './trpc';
import { createContext } from './context';
import { createLogger } from './logger';
import { AppError } from './errors';

/** Procedures anyone may call. Adding one here is a deliberate, reviewed decision. */
const PUBLIC_PROCEDURES = new Set([
  'health',
  'auth.register',
  'auth.verifyEmail',
  // The link of an address change may be opened on another device: the token is the proof (docs/auth-api.md).
  'auth.confirmEmailChange',
  'auth.resendVerification',
  'auth.login',
  'auth.verifyTwoFactor',
  'auth.forgotPassword',
  'auth.resetPassword',
  'auth.providers',
  // The pricing page shows the plans and their Stripe prices before login (docs/billing-api.md#procedures).
  'billing.plans',
]);

type TCallable = (input?: unknown) => Promise<unknown>;

function resolve(caller: unknown, dottedPath: string): TCallable {
  let node = caller as Record<string, unknown>;
  for (const part of dottedPath.split('.')) node = node[part] as Record<string, unknown>;
  return node as unknown as TCallable;
}

describe('authorization of every procedure', () => {
  const paths = Object.keys(appRouter._def.procedures).sort();

  it('knows the procedures it checks', () => {
    expect(paths.length).toBeGreaterThanOrEqual(2);
    for (const name of PUBLIC_PROCEDURES) expect(paths).toContain(name);
  });

  it('refuses a guest on every non-public procedure with UNAUTHENTICATED, before reading its input', async () => {
    const ctx = await createContext(
      {
        prisma: await getTestPrisma(),
        logger: createLogger({ level: 'silent' }),
        mailer: { describe: 'test', send: async () => undefined },
        appUrl: 'http://localhost',
        secretKey: TEST_SECRET_KEY,
        auth: { google: null, recaptcha: null },
        billing: null,
        dataDir: '/nonexistent',
      },
      { authorization: undefined, ip: undefined, userAgent: undefined, acceptLanguage: undefined },
    );
    const caller = createCallerFactory(appRouter)(ctx);
    let checked = 0;
    for (const path of paths.filter((p) => !PUBLIC_PROCEDURES.has(p))) {
      const outcome = await resolve(
        caller,
        path,
      )({}).then(
        () => 'resolved',
        (error: unknown) => (error instanceof AppError ? error.appCode : String(error)),
      );
      expect(outcome, path).toBe('UNAUTHENTICATED');
      checked += 1;
    }
    expect(checked).toBe(paths.length - PUBLIC_PROCEDURES.size);
  });
});
