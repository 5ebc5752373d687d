// Duplicating a template into my private templates: "Copie de …" in my language, origin recorded, source counted.
import { TEMPLATE_LIMITS, fullName, type TLocale } from '@praxiform/domain';
import type { Context, TActor } from '../../context';
import { findReadableTemplate } from './access';
import { copyOf } from './template-content';
import { templateViewInclude, toDetail, type TTemplateDetail } from './template-view';

const COPY_PREFIX: Record<TLocale, string> = { fr: 'Copie de', en: 'Copy of', nl: 'Kopie van' };

export function copyName(name: string, locale: TLocale): string {
  return `${COPY_PREFIX[locale]} ${name}`.slice(0, TEMPLATE_LIMITS.nameMax);
}

/** My private template or any public one; anything else answers NOT_FOUND. */
export async function duplicateTemplate(
  deps: Pick<Context, 'prisma' | 'locale'>,
  actor: Pick<TActor, 'id' | 'firstName' | 'lastName'>,
  input: { id: number },
): Promise<TTemplateDetail> {
  const viewerId = actor.id;
  const row = await deps.prisma.$transaction(async (tx) => {
    const source = await findReadableTemplate(tx, viewerId, input.id);
    // An atomic increment: concurrent duplications each count (no read-modify-write).
    await tx.template.update({ where: { id: source.id }, data: { duplicationsCount: { increment: 1 } } });
    return tx.template.create({
      data: { ...copyOf(source, copyName(source.name, deps.locale)), ownerId: viewerId, creatorId: viewerId, creatorName: fullName(actor) },
      include: templateViewInclude(viewerId),
    });
  });
  return toDetail(row, viewerId);
}
