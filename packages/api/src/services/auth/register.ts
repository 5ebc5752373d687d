// Registration: a trial account with an unverified email, and the verification mail in the chosen language.
import { hashPassword } from '@praxiform/db';
import type { ZRegisterInput } from '@praxiform/domain';
import type { z } from 'zod';
import type { Context } from '../../context';
import { AppError } from '../../errors';
import { recordAudit } from '../audit/audit-log';
import { createTrialAccount } from './create-account';
import { queueVerificationMail } from './email-verification';
import { registrationSignInProof } from './registration-sign-in';

export async function registerAccount(
  deps: Pick<Context, 'prisma' | 'ip' | 'outbox' | 'appUrl' | 'secretKey'>,
  input: z.output<typeof ZRegisterInput>,
): Promise<{ email: string; signInProof: string }> {
  const existing = await deps.prisma.user.findUnique({ where: { email: input.email }, select: { id: true } });
  if (existing) throw new AppError('EMAIL_ALREADY_USED');
  const passwordHash = await hashPassword(input.password);
  // The account, its audit row and its verification mail commit together (docs/mail.md): no account without its mail.
  const user = await deps.prisma.$transaction(async (tx) => {
    const created = await createTrialAccount(tx, deps.secretKey, {
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email,
      passwordHash,
      interfaceLanguage: input.language,
      emailVerifiedAt: null,
    });
    await recordAudit(tx, { action: 'auth.register', actorId: created.id, ip: deps.ip });
    await queueVerificationMail(tx, deps, { id: created.id, email: input.email, firstName: input.firstName, interfaceLanguage: input.language });
    return created;
  });
  await deps.outbox.wake();
  // For this browser only: with the mail's link it signs in without a second login (registration-sign-in.ts).
  return { email: input.email, signInProof: registrationSignInProof(deps.secretKey, user.id) };
}
