// Template visibility (docs/product.md#states): publishing creates the market copy and keeps my private template; unpublishing removes it.
import type { ApiDeps, TActor } from '../../context';
import { AppError } from '../../errors';
import type { DbClient } from '../shared/db-client';
import { findReadableTemplate } from './access';
import { copyOf } from './template-content';
import { templateViewInclude, toSummary, type TTemplateSummary } from './template-view';

/** Locks my private template's row so two concurrent publishes of it run one after the other. */
async function lockOwnPrivate(tx: DbClient, viewerId: number, id: number): Promise<boolean> {
  const rows = await tx.$queryRaw<{ id: number }[]>`
    SELECT id FROM templates WHERE id = ${id} AND owner_id = ${viewerId} AND is_public = false FOR UPDATE`;
  return rows.length === 1;
}

export async function publishTemplate(deps: Pick<ApiDeps, 'prisma'>, actor: Pick<TActor, 'id'>, input: { id: number }): Promise<TTemplateSummary> {
  const { id } = input;
  const viewerId = actor.id;
  const row = await deps.prisma.$transaction(async (tx) => {
    if (!(await lockOwnPrivate(tx, viewerId, id))) {
      // Not my private template: a public one is "already public", anything else does not exist for me.
      const other = await findReadableTemplate(tx, viewerId, id);
      throw new AppError(other.isPublic ? 'TEMPLATE_ALREADY_PUBLIC' : 'NOT_FOUND');
    }
    // Read after the lock: under READ COMMITTED this statement sees a copy committed by a publish that held the lock.
    const existing = await tx.template.findFirst({ where: { originId: id, isPublic: true }, select: { id: true } });
    if (existing) throw new AppError('TEMPLATE_ALREADY_PUBLIC', { details: { publicTemplateId: existing.id } });
    const source = await tx.template.findUniqueOrThrow({ where: { id } });
    return tx.template.create({
      data: {
        ...copyOf(source),
        isPublic: true,
        ownerId: null,
        creatorId: viewerId,
        // The credit stays with whoever the private template credits (a template shared to me credits its author).
        creatorName: source.creatorName,
      },
      include: templateViewInclude(viewerId),
    });
  });
  return toSummary(row, viewerId);
}

/**
 * `id` is a public template I created, or my private template whose market copy is public. The public template is
 * deleted; when no private template of mine remains for it, it becomes my private template instead, so nothing is lost.
 */
export async function unpublishTemplate(deps: Pick<ApiDeps, 'prisma'>, actor: Pick<TActor, 'id'>, input: { id: number }): Promise<void> {
  const { id } = input;
  const viewerId = actor.id;
  await deps.prisma.$transaction(async (tx) => {
    const target = await findReadableTemplate(tx, viewerId, id);
    let publicId: number;
    if (target.isPublic) {
      if (target.creatorId !== viewerId) throw new AppError('TEMPLATE_NOT_OWNER');
      publicId = target.id;
    } else {
      const copy = await tx.template.findFirst({ where: { originId: id, isPublic: true, creatorId: viewerId }, select: { id: true } });
      // Already private: nothing to remove, and the SPA's "make private" stays idempotent.
      if (!copy) return;
      publicId = copy.id;
    }
    const publicRow = await tx.template.findUniqueOrThrow({ where: { id: publicId }, select: { originId: true } });
    const privateKept = await tx.template.count({
      where: {
        ownerId: viewerId,
        isPublic: false,
        OR: [...(publicRow.originId === null ? [] : [{ id: publicRow.originId }]), { originId: publicId }],
      },
    });
    if (privateKept > 0) {
      await tx.template.delete({ where: { id: publicId } });
      return;
    }
    // Others' favourites of a template they can no longer see are removed with the counters.
    await tx.templateFavorite.deleteMany({ where: { templateId: publicId } });
    await tx.template.update({
      where: { id: publicId },
      data: { isPublic: false, ownerId: viewerId, favoritesCount: 0 },
    });
  });
}
