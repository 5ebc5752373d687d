// The user as the SPA sees it (TUser): the session's fields without `blocked`, and never a secret.
import type { PrismaClient } from '@praxiform/db';
import { SESSION_USER_SELECT, type TSessionUser } from '../../auth/session';

export type TAuthUser = Omit<TSessionUser, 'blocked'>;

export function toAuthUser(user: TSessionUser): TAuthUser {
  const { blocked: _blocked, ...rest } = user;
  return rest;
}

export async function loadAuthUser(prisma: PrismaClient, userId: number): Promise<TAuthUser> {
  return toAuthUser(await prisma.user.findUniqueOrThrow({ where: { id: userId }, select: SESSION_USER_SELECT }));
}
