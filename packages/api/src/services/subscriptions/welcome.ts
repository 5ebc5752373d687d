// The welcome-to-trial page is shown once (docs/product.md#states): the first visit is recorded, later calls change nothing.
import type { ApiDeps, TActor } from '../../context';
import type { TUserView } from '../../auth/user-view';
import { loadAuthUser } from '../auth/auth-user';

export async function markTrialWelcomeSeen(deps: Pick<ApiDeps, 'prisma'>, actor: Pick<TActor, 'id'>, now = new Date()): Promise<TUserView> {
  await deps.prisma.user.updateMany({ where: { id: actor.id, trialWelcomeSeenAt: null }, data: { trialWelcomeSeenAt: now } });
  return loadAuthUser(deps.prisma, actor.id);
}
