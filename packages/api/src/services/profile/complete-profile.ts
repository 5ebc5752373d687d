// Completes the profile after sign-up: profession, specialties and practice details; opens the main app.
import type { ApiDeps, TActor } from '../../context';
import { toUserView, USER_VIEW_SELECT, type TUserView } from '../../auth/user-view';
import { professionColumns, type TProfessionFields } from './profession-fields';

export async function completeProfile(deps: Pick<ApiDeps, 'prisma'>, actor: Pick<TActor, 'id'>, input: TProfessionFields): Promise<TUserView> {
  return toUserView(
    await deps.prisma.user.update({
      where: { id: actor.id },
      data: { ...professionColumns(input), profileCompleted: true },
      select: USER_VIEW_SELECT,
    }),
  );
}
