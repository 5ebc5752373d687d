// Templates shared to a cabinet (docs/cabinets-api.md, "Shared templates"): the owner of a private template shares it
// to cabinets they belong to; members read the original's current content and duplicate it into their own private
// templates (origin recorded through copyOf); the sharer or the cabinet's owner unshares it.
import { fullName } from '@praxiform/domain';
import type { Context, TActor } from '../../context';
import { AppError } from '../../errors';
import { readableWhere } from '../templates/access';
import { copyOf } from '../templates/template-content';
import { templateViewInclude, toDetail, type TTemplateDetail } from '../templates/template-view';
import { findMembership } from './access';
import { cabinetTemplateSelect, toCabinetTemplateDetail, type TCabinetTemplateDetail } from './views';

type TDeps = Pick<Context, 'prisma'>;

/** cabinets.shareTemplate: one of my private templates to one or more of my cabinets; sharing again changes nothing. */
export async function shareTemplateToCabinets(
  deps: TDeps,
  actor: Pick<TActor, 'id'>,
  input: { templateId: number; cabinetIds: number[] },
): Promise<{ cabinetIds: number[] }> {
  const cabinetIds = [...new Set(input.cabinetIds)];
  await deps.prisma.$transaction(async (tx) => {
    // What I may read: my private templates and public ones; a public one is refused with its own code.
    const template = await tx.template.findFirst({ where: readableWhere(actor.id, input.templateId), select: { id: true, isPublic: true } });
    if (!template) throw new AppError('NOT_FOUND');
    if (template.isPublic) throw new AppError('CABINET_TEMPLATE_NOT_PRIVATE');
    const mine = await tx.cabinetMember.count({ where: { userId: actor.id, cabinetId: { in: cabinetIds } } });
    if (mine !== cabinetIds.length) throw new AppError('NOT_FOUND');
    await tx.cabinetTemplate.createMany({
      data: cabinetIds.map((cabinetId) => ({ cabinetId, templateId: template.id, sharedById: actor.id })),
      skipDuplicates: true,
    });
  });
  return { cabinetIds };
}

/** cabinets.unshareTemplate: by whoever shared it (or owns the template) or by the cabinet's owner. */
export async function unshareTemplateFromCabinet(deps: TDeps, actor: Pick<TActor, 'id'>, input: { id: number; templateId: number }): Promise<void> {
  await deps.prisma.$transaction(async (tx) => {
    const { role } = await findMembership(tx, actor.id, input.id);
    const share = await tx.cabinetTemplate.findUnique({
      where: { cabinetId_templateId: { cabinetId: input.id, templateId: input.templateId } },
      select: { id: true, sharedById: true, template: { select: { ownerId: true } } },
    });
    if (!share) throw new AppError('NOT_FOUND');
    if (role !== 'owner' && share.sharedById !== actor.id && share.template.ownerId !== actor.id) throw new AppError('CABINET_UNSHARE_NOT_ALLOWED');
    await tx.cabinetTemplate.delete({ where: { id: share.id } });
  });
}

/** cabinets.templates: the shared templates with their fields, for a member's read-only preview and print. */
export async function listCabinetTemplates(deps: TDeps, actor: Pick<TActor, 'id'>, input: { id: number }): Promise<TCabinetTemplateDetail[]> {
  const { role } = await findMembership(deps.prisma, actor.id, input.id);
  const rows = await deps.prisma.cabinetTemplate.findMany({
    where: { cabinetId: input.id },
    orderBy: [{ sharedAt: 'desc' }, { id: 'desc' }],
    select: cabinetTemplateSelect,
  });
  return rows.map((row) => toCabinetTemplateDetail(row, { id: actor.id, role }));
}

/**
 * cabinets.duplicateTemplate: a private copy of a template shared to my cabinet, under its own title, its
 * origin recorded (originId); later edits of the original never change it.
 */
export async function duplicateCabinetTemplate(
  deps: Pick<Context, 'prisma' | 'locale'>,
  actor: Pick<TActor, 'id' | 'firstName' | 'lastName'>,
  input: { id: number; templateId: number },
): Promise<TTemplateDetail> {
  const row = await deps.prisma.$transaction(async (tx) => {
    await findMembership(tx, actor.id, input.id);
    const share = await tx.cabinetTemplate.findUnique({
      where: { cabinetId_templateId: { cabinetId: input.id, templateId: input.templateId } },
      select: { template: true },
    });
    if (!share) throw new AppError('NOT_FOUND');
    const source = share.template;
    return tx.template.create({
      data: { ...copyOf(source, source.name), ownerId: actor.id, creatorId: actor.id, creatorName: fullName(actor) },
      include: templateViewInclude(actor.id),
    });
  });
  return toDetail(row, actor.id);
}
