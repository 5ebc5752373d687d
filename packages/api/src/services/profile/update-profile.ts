// Edits the profile: names and the professional fields. The address is not among them: it changes only through a
// confirmed pending change (email-change.ts, docs/auth-api.md#changing-the-address).
import { specialtyIssues } from '@praxiform/domain';
import type { ApiDeps, TActor } from '../../context';
import { AppError } from '../../errors';
import { professionColumns, type TProfessionFields } from './profession-fields';
import { toUserView, USER_VIEW_SELECT, type TUserView } from '../../auth/user-view';

export type TProfileUpdate = TProfessionFields & { firstName: string; lastName: string };

/**
 * Specialties: the profession's keys, plus any value the account already holds under the same profession (one stored
 * before the keys were enforced, docs/product.md#validation): it stays until its owner removes it, never added anew.
 * A refusal is a field error like the schema's (VALIDATION_FAILED, `specialties.<index>`).
 */
export async function updateProfile(deps: Pick<ApiDeps, 'prisma'>, actor: Pick<TActor, 'id'>, input: TProfileUpdate): Promise<{ user: TUserView }> {
  const stored = await deps.prisma.user.findUniqueOrThrow({ where: { id: actor.id }, select: { profession: true, specialties: true } });
  const kept = stored.profession === input.profession ? stored.specialties.map((value) => value.trim()) : [];
  const issues = specialtyIssues(input, kept);
  if (issues.length > 0) {
    throw new AppError('VALIDATION_FAILED', { issues });
  }
  const data = { firstName: input.firstName, lastName: input.lastName, ...professionColumns(input) };
  const user = await deps.prisma.user.update({ where: { id: actor.id }, data, select: USER_VIEW_SELECT });
  return { user: toUserView(user) };
}
