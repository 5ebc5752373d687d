// Edits the profile: names and the professional fields. The address is not among them: it changes only through a
// confirmed pending change (email-change.ts, docs/auth-api.md#changing-the-address).
import type { ApiDeps, TActor } from '../../context';
import { professionColumns, type TProfessionFields } from './profession-fields';
import { toUserView, USER_VIEW_SELECT, type TUserView } from '../../auth/user-view';

export type TProfileUpdate = TProfessionFields & { firstName: string; lastName: string };

export async function updateProfile(deps: Pick<ApiDeps, 'prisma'>, actor: Pick<TActor, 'id'>, input: TProfileUpdate): Promise<{ user: TUserView }> {
  const data = { firstName: input.firstName, lastName: input.lastName, ...professionColumns(input) };
  const user = await deps.prisma.user.update({ where: { id: actor.id }, data, select: USER_VIEW_SELECT });
  return { user: toUserView(user) };
}
