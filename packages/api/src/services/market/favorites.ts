// Favourites of public templates: idempotent, and the counter changes in the same transaction as the row, so it stays exact.
import type { ApiDeps, TActor } from '../../context';
import { AppError } from '../../errors';

type TFavoriteState = { favoritesCount: number; isFavorite: boolean };

export async function setFavorite(
  deps: Pick<ApiDeps, 'prisma'>,
  actor: Pick<TActor, 'id'>,
  input: { id: number; favorite: boolean },
): Promise<TFavoriteState> {
  const { id, favorite } = input;
  const userId = actor.id;
  return deps.prisma.$transaction(async (tx) => {
    const template = await tx.template.findFirst({ where: { id, isPublic: true }, select: { id: true } });
    if (!template) throw new AppError('NOT_FOUND');
    // ON CONFLICT DO NOTHING / DELETE report whether this call changed anything: only then does the counter move.
    // A concurrent call on the same (user, template) waits on the unique index and then changes nothing.
    const changed = favorite
      ? (await tx.templateFavorite.createMany({ data: [{ userId, templateId: id }], skipDuplicates: true })).count
      : (await tx.templateFavorite.deleteMany({ where: { userId, templateId: id } })).count;
    const updated =
      changed > 0
        ? await tx.template.update({ where: { id }, data: { favoritesCount: { increment: favorite ? 1 : -1 } }, select: { favoritesCount: true } })
        : await tx.template.findUniqueOrThrow({ where: { id }, select: { favoritesCount: true } });
    return { favoritesCount: updated.favoritesCount, isFavorite: favorite };
  });
}
