// The user as the SPA sees it after a login: the view of auth/user-view.ts, never a secret nor `blocked`.
import type { PrismaClient } from '@praxiform/db';
import { USER_VIEW_SELECT, type TUserView } from '../../auth/user-view';

export async function loadAuthUser(prisma: PrismaClient, userId: number): Promise<TUserView> {
  return prisma.user.findUniqueOrThrow({ where: { id: userId }, select: USER_VIEW_SELECT });
}
