// Test helpers of the auth tests: the code of a refused call, 2FA switched on for a user, register input.
import type { PrismaClient } from '@praxiform/db';
import { TRPCError } from '@trpc/server';
import { AppError, appCodeOf } from '../../../errors';
import { createContext, type ApiDeps } from '../../../context';
import { createCallerFactory } from '../../../trpc';
import { appRouter } from '../../../root';
import { sealSecret, totpSecretContext } from '../../../services/shared/secret-box';
import { currentTotpStep, generateTotpKey, totpCodeForStep } from '../../../services/two-factor/totp';
import { replaceBackupCodes } from '../../../services/two-factor/backup-codes';

/** The stable code and details of a call expected to fail; fails the test when it resolves. */
export async function failure(promise: Promise<unknown>): Promise<{ code: string; details: Record<string, unknown> | undefined; issues: string[] }> {
  try {
    await promise;
  } catch (error) {
    if (!(error instanceof TRPCError)) throw error;
    // An unexpected internal error fails the test with its real cause rather than a bare INTERNAL.
    if (appCodeOf(error) === 'INTERNAL') throw error.cause ?? error;
    const cause = error.cause as { issues?: { message: string }[] } | undefined;
    return {
      code: appCodeOf(error),
      details: error instanceof AppError ? error.details : undefined,
      issues: Array.isArray(cause?.issues) ? cause.issues.map((issue) => issue.message) : [],
    };
  }
  throw new Error('expected the call to fail, it succeeded');
}

/** 2FA on, as the profile flow leaves it: an encrypted TOTP key and ten hashed backup codes. */
export async function enableTwoFactor(prisma: PrismaClient, secretKey: Uint8Array, userId: number) {
  const key = generateTotpKey();
  await prisma.twoFactor.create({ data: { userId, secret: sealSecret(secretKey, key, totpSecretContext(userId)), enabledAt: new Date() } });
  const backupCodes = await replaceBackupCodes(prisma, userId);
  return { key, backupCodes, currentCode: () => totpCodeForStep(key, currentTotpStep()) };
}

export const STRONG_PASSWORD = 'Bonjour-2026';

export function registerInput(email: string, overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Claire',
    lastName: 'Martin',
    email,
    password: STRONG_PASSWORD,
    passwordConfirmation: STRONG_PASSWORD,
    language: 'fr' as const,
    acceptTerms: true as const,
    ...overrides,
  };
}

/** A fresh caller carrying `token` as its Bearer token (the context, and so the session check, is per request). */
export async function callerWithToken(deps: ApiDeps, token: string) {
  const ctx = await createContext(deps, { authorization: `Bearer ${token}`, ip: '127.0.0.1', userAgent: 'vitest', acceptLanguage: undefined });
  return createCallerFactory(appRouter)(ctx);
}
