// Duplicating a template into my private templates: the copy keeps the original's title (the patient reads it as the
// form's title; the card shows where it came from: docs/templates-api.md), origin recorded, source counted.
import { fullName } from '@praxiform/domain';
import type { Context, TActor } from '../../context';
import { findReadableTemplate } from './access';
import { copyOf } from './template-content';
import { templateViewInclude, toDetail, type TTemplateDetail } from './template-view';

/** My private template or any public one; anything else answers NOT_FOUND. */
export async function duplicateTemplate(
  deps: Pick<Context, 'prisma'>,
  actor: Pick<TActor, 'id' | 'firstName' | 'lastName'>,
  input: { id: number },
): Promise<TTemplateDetail> {
  const viewerId = actor.id;
  const row = await deps.prisma.$transaction(async (tx) => {
    const source = await findReadableTemplate(tx, viewerId, input.id);
    // An atomic increment: concurrent duplications each count (no read-modify-write).
    await tx.template.update({ where: { id: source.id }, data: { duplicationsCount: { increment: 1 } } });
    return tx.template.create({
      data: { ...copyOf(source, source.name), ownerId: viewerId, creatorId: viewerId, creatorName: fullName(actor) },
      include: templateViewInclude(viewerId),
    });
  });
  return toDetail(row, viewerId);
}
