// Registration: a trial account with an unverified email, and the verification mail in the chosen language.
import { hashPassword } from '@praxiform/db';
import type { ZRegisterInput } from '@praxiform/domain';
import type { z } from 'zod';
import type { Context } from '../../context';
import { AppError } from '../../errors';
import { recordAudit } from '../audit/audit-log';
import { createTrialAccount } from './create-account';
import { sendVerificationMail } from './email-verification';
import { registrationSignInProof } from './registration-sign-in';

export async function registerAccount(
  deps: Pick<Context, 'prisma' | 'ip' | 'mailer' | 'appUrl' | 'logger' | 'secretKey'>,
  input: z.output<typeof ZRegisterInput>,
): Promise<{ email: string; signInProof: string }> {
  const existing = await deps.prisma.user.findUnique({ where: { email: input.email }, select: { id: true } });
  if (existing) throw new AppError('EMAIL_ALREADY_USED');
  const user = await createTrialAccount(deps.prisma, deps.secretKey, {
    firstName: input.firstName,
    lastName: input.lastName,
    email: input.email,
    passwordHash: await hashPassword(input.password),
    interfaceLanguage: input.language,
    emailVerifiedAt: null,
  });
  await recordAudit(deps.prisma, { action: 'auth.register', actorId: user.id, ip: deps.ip });
  try {
    await sendVerificationMail(deps, { id: user.id, email: input.email, firstName: input.firstName, interfaceLanguage: input.language });
  } catch (error) {
    // The account exists; the verify-email page can send the link again. Failing here would make a retry answer EMAIL_ALREADY_USED.
    deps.logger.error({ err: error, userId: user.id }, 'verification mail failed after registration');
  }
  // For this browser only: with the mail's link it signs in without a second login (registration-sign-in.ts).
  return { email: input.email, signInProof: registrationSignInProof(deps.secretKey, user.id) };
}
