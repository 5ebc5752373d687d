// market.get and market.duplicate: the market knows public templates only (my private ones answer NOT_FOUND here).
import type { Context, TActor } from '../../context';
import { AppError } from '../../errors';
import { duplicateTemplate } from '../templates/duplicate-template';
import { templateViewInclude, toDetail, type TTemplateDetail } from '../templates/template-view';

export async function getPublicTemplate(deps: Pick<Context, 'prisma'>, actor: Pick<TActor, 'id'>, input: { id: number }): Promise<TTemplateDetail> {
  const row = await deps.prisma.template.findFirst({ where: { id: input.id, isPublic: true }, include: templateViewInclude(actor.id) });
  if (!row) throw new AppError('NOT_FOUND');
  return toDetail(row, actor.id);
}

/** Like templates.duplicate, for public templates only: my private ones are duplicated from my templates. */
export async function duplicatePublicTemplate(
  deps: Pick<Context, 'prisma' | 'locale'>,
  actor: Pick<TActor, 'id' | 'firstName' | 'lastName'>,
  input: { id: number },
): Promise<TTemplateDetail> {
  const isPublic = await deps.prisma.template.count({ where: { id: input.id, isPublic: true } });
  if (isPublic === 0) throw new AppError('NOT_FOUND');
  return duplicateTemplate(deps, actor, input);
}
