// Creating and editing templates: private ones (my templates) and public ones written directly on the market.
import type { TTemplateData } from '@praxiform/domain';
import type { Context } from '../../context';
import { AppError } from '../../errors';
import { assertUsablePictures } from '../files/usable-files';
import { findOwnPrivateTemplate, findOwnPublicTemplate } from './access';
import { contentOf, creatorNameOf } from './template-content';
import { templateViewInclude, toDetail, type TTemplateDetail } from './template-view';

type TUserCtx = Pick<Context, 'prisma'> & { user: { id: number; firstName: string; lastName: string } };

export async function createTemplate(ctx: TUserCtx, input: TTemplateData, visibility: 'private' | 'public'): Promise<TTemplateDetail> {
  const isPublic = visibility === 'public';
  await assertUsablePictures(ctx.prisma, ctx.user.id, input.fields);
  const row = await ctx.prisma.template.create({
    data: {
      ...contentOf(input),
      isPublic,
      // Public templates have no owner, so they outlive their creator's account (credited through creatorName).
      ownerId: isPublic ? null : ctx.user.id,
      creatorId: ctx.user.id,
      creatorName: creatorNameOf(ctx.user),
    },
    include: templateViewInclude(ctx.user.id),
  });
  return toDetail(row, ctx.user.id);
}

/** templates.update: my private template only; a public one is edited by its creator through market.update. */
export async function updatePrivateTemplate(ctx: TUserCtx, id: number, input: TTemplateData): Promise<TTemplateDetail> {
  await findOwnPrivateTemplate(ctx.prisma, ctx.user.id, id, 'TEMPLATE_PUBLIC_NOT_EDITABLE');
  return writeContent(ctx, { id, ownerId: ctx.user.id, isPublic: false }, input);
}

/** market.update: only the public template's creator. */
export async function updatePublicTemplate(ctx: TUserCtx, id: number, input: TTemplateData): Promise<TTemplateDetail> {
  await findOwnPublicTemplate(ctx.prisma, ctx.user.id, id);
  return writeContent(ctx, { id, creatorId: ctx.user.id, isPublic: true }, input);
}

async function writeContent(ctx: TUserCtx, where: { id: number; ownerId?: number; creatorId?: number; isPublic: boolean }, input: TTemplateData) {
  await assertUsablePictures(ctx.prisma, ctx.user.id, input.fields);
  // The ownership condition is repeated in the write, so a concurrent unpublish or delete cannot be overwritten.
  const { count } = await ctx.prisma.template.updateMany({ where, data: contentOf(input) });
  if (count === 0) throw new AppError('NOT_FOUND');
  const row = await ctx.prisma.template.findUniqueOrThrow({ where: { id: where.id }, include: templateViewInclude(ctx.user.id) });
  return toDetail(row, ctx.user.id);
}

/** templates.delete: my private template. */
export async function deletePrivateTemplate(ctx: TUserCtx, id: number): Promise<void> {
  await findOwnPrivateTemplate(ctx.prisma, ctx.user.id, id, 'TEMPLATE_PUBLIC_NOT_EDITABLE');
  const { count } = await ctx.prisma.template.deleteMany({ where: { id, ownerId: ctx.user.id, isPublic: false } });
  if (count === 0) throw new AppError('NOT_FOUND');
}

/** market.delete: only the public template's creator; sent forms keep their snapshot, copies keep their content. */
export async function deletePublicTemplate(ctx: TUserCtx, id: number): Promise<void> {
  await findOwnPublicTemplate(ctx.prisma, ctx.user.id, id);
  const { count } = await ctx.prisma.template.deleteMany({ where: { id, creatorId: ctx.user.id, isPublic: true } });
  if (count === 0) throw new AppError('NOT_FOUND');
}
