// The welcome-to-trial page is shown once (docs/product.md#states): the first visit is recorded, later calls change nothing.
// The view is read here from auth/user-view.ts, not through services/auth, which imports this folder (trial fingerprints).
import type { ApiDeps, TActor } from '../../context';
import { toUserView, USER_VIEW_SELECT, type TUserView } from '../../auth/user-view';

export async function markTrialWelcomeSeen(deps: Pick<ApiDeps, 'prisma'>, actor: Pick<TActor, 'id'>, now = new Date()): Promise<TUserView> {
  await deps.prisma.user.updateMany({ where: { id: actor.id, trialWelcomeSeenAt: null }, data: { trialWelcomeSeenAt: now } });
  return toUserView(await deps.prisma.user.findUniqueOrThrow({ where: { id: actor.id }, select: USER_VIEW_SELECT }));
}
