// The user as the SPA sees it after a login: the view of auth/user-view.ts, never a secret nor `blocked`.
import { toUserView, USER_VIEW_SELECT, type TUserView } from '../../auth/user-view';
import type { DbClient } from '../shared/db-client';

export async function loadAuthUser(db: DbClient, userId: number): Promise<TUserView> {
  return toUserView(await db.user.findUniqueOrThrow({ where: { id: userId }, select: USER_VIEW_SELECT }));
}
