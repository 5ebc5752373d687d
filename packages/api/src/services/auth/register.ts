// Registration: a trial account with an unverified email, and the verification mail in the chosen language.
import { hashPassword } from '@praxiform/db';
import type { ZRegisterInput } from '@praxiform/domain';
import type { z } from 'zod';
import { AppError } from '../../errors';
import { recordAuthEvent } from './audit';
import type { TAuthContext } from './auth-context';
import { createTrialAccount } from './create-account';
import { sendVerificationMail } from './email-verification';

export async function registerAccount(ctx: TAuthContext, input: z.output<typeof ZRegisterInput>): Promise<{ email: string }> {
  const existing = await ctx.prisma.user.findUnique({ where: { email: input.email }, select: { id: true } });
  if (existing) throw new AppError('EMAIL_ALREADY_USED');
  const user = await createTrialAccount(ctx.prisma, {
    firstName: input.firstName,
    lastName: input.lastName,
    email: input.email,
    passwordHash: await hashPassword(input.password),
    interfaceLanguage: input.language,
    emailVerifiedAt: null,
  });
  await recordAuthEvent(ctx.prisma, { action: 'auth.register', actorId: user.id, ip: ctx.ip });
  try {
    await sendVerificationMail(ctx, { id: user.id, email: input.email, firstName: input.firstName, interfaceLanguage: input.language });
  } catch (error) {
    // The account exists; the verify-email page can send the link again. Failing here would make a retry answer EMAIL_ALREADY_USED.
    ctx.logger.error({ err: error, userId: user.id }, 'verification mail failed after registration');
  }
  return { email: input.email };
}
