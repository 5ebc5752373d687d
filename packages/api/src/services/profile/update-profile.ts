// Edits the profile; a changed email must be verified again, through a link sent to the new address.
import type { PrismaClient } from '@praxiform/db';
import type { ApiDeps, TActor } from '../../context';
import { AppError } from '../../errors';
import { isUniqueViolation } from '../shared/prisma-errors';
import { professionColumns, type TProfessionFields } from './profession-fields';
import { issueVerificationToken, mailVerificationLink } from '../auth/email-verification';
import { toUserView, USER_VIEW_SELECT, type TUserView } from '../../auth/user-view';

export type TProfileUpdate = TProfessionFields & { firstName: string; lastName: string; email: string };

async function assertEmailFree(prisma: PrismaClient, userId: number, email: string): Promise<void> {
  // citext: the comparison ignores case, like the unique index.
  const other = await prisma.user.findFirst({ where: { email, NOT: { id: userId } }, select: { id: true } });
  if (other) throw new AppError('EMAIL_ALREADY_USED');
}

export async function updateProfile(
  deps: Pick<ApiDeps, 'prisma' | 'mailer' | 'logger' | 'appUrl'>,
  actor: Pick<TActor, 'id'>,
  input: TProfileUpdate,
): Promise<{ user: TUserView; emailVerificationSent: boolean }> {
  const { prisma } = deps;
  const userId = actor.id;
  const current = await prisma.user.findUniqueOrThrow({ where: { id: userId }, select: { email: true } });
  const email = input.email.toLowerCase();
  const emailChanged = email !== current.email.toLowerCase();
  if (emailChanged) await assertEmailFree(prisma, userId, email);

  const data = { firstName: input.firstName, lastName: input.lastName, ...professionColumns(input) };
  let result: { user: TUserView; token: string | null };
  try {
    result = await prisma.$transaction(async (tx) => {
      const user = toUserView(
        await tx.user.update({
          where: { id: userId },
          data: emailChanged ? { ...data, email, emailVerifiedAt: null } : data,
          select: USER_VIEW_SELECT,
        }),
      );
      return { user, token: emailChanged ? await issueVerificationToken(tx, userId) : null };
    });
  } catch (error) {
    // Two accounts racing for one address: the unique index decides.
    if (isUniqueViolation(error)) throw new AppError('EMAIL_ALREADY_USED');
    throw error;
  }
  const { user, token } = result;
  if (token === null) return { user, emailVerificationSent: false };
  try {
    await mailVerificationLink(deps, { id: userId, email, firstName: user.firstName, interfaceLanguage: user.interfaceLanguage }, token);
    return { user, emailVerificationSent: true };
  } catch (error) {
    // The user can still ask for a new link from /verify-email.
    deps.logger.error({ err: error, userId }, 'email verification mail failed');
    return { user, emailVerificationSent: false };
  }
}
