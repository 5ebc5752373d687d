// Creating and editing templates: private ones (my templates) and public ones written directly on the market.
import { fullName, keepsInstrument, type TTemplateData } from '@praxiform/domain';
import type { ApiDeps, TActor } from '../../context';
import { AppError } from '../../errors';
import { assertUsablePictures } from '../files/usable-files';
import { findOwnPrivateTemplate, findOwnPublicTemplate } from './access';
import { contentOf } from './template-content';
import { instrumentOf, templateViewInclude, toDetail, type TTemplateDetail } from './template-view';

type TDeps = Pick<ApiDeps, 'prisma'>;
type TAuthor = Pick<TActor, 'id' | 'firstName' | 'lastName'>;

/** templates.create: a private template of mine. */
export function createPrivateTemplate(deps: TDeps, actor: TAuthor, input: TTemplateData): Promise<TTemplateDetail> {
  return createTemplate(deps, actor, input, false);
}

/** market.create: a public template written directly on the market; I am its creator. */
export function createPublicTemplate(deps: TDeps, actor: TAuthor, input: TTemplateData): Promise<TTemplateDetail> {
  return createTemplate(deps, actor, input, true);
}

async function createTemplate(deps: TDeps, actor: TAuthor, input: TTemplateData, isPublic: boolean): Promise<TTemplateDetail> {
  await assertUsablePictures(deps.prisma, actor.id, input.fields);
  const row = await deps.prisma.template.create({
    data: {
      ...contentOf(input),
      isPublic,
      // Public templates have no owner, so they outlive their creator's account (credited through creatorName).
      ownerId: isPublic ? null : actor.id,
      creatorId: actor.id,
      creatorName: fullName(actor),
    },
    include: templateViewInclude(actor.id),
  });
  return toDetail(row, actor.id);
}

/** templates.update: my private template only; a public one is edited by its creator through market.update. */
export async function updatePrivateTemplate(deps: TDeps, actor: Pick<TActor, 'id'>, input: TTemplateData & { id: number }): Promise<TTemplateDetail> {
  const stored = await findOwnPrivateTemplate(deps.prisma, actor.id, input.id, 'TEMPLATE_PUBLIC_NOT_EDITABLE');
  return writeContent(deps, actor, { id: input.id, ownerId: actor.id, isPublic: false }, keepInstrumentFlag(input, stored));
}

/** market.update: only the public template's creator. */
export async function updatePublicTemplate(deps: TDeps, actor: Pick<TActor, 'id'>, input: TTemplateData & { id: number }): Promise<TTemplateDetail> {
  const stored = await findOwnPublicTemplate(deps.prisma, actor.id, input.id);
  return writeContent(deps, actor, { id: input.id, creatorId: actor.id, isPublic: true }, keepInstrumentFlag(input, stored));
}

/**
 * An edited copy of a validated instrument keeps its flag while everything a patient reads or that scores still is
 * the instrument (language, fields, instructions, bands when it scores), even when the builder did not send the flag
 * back; any change loses it (docs/scores.md#instruments).
 */
function keepInstrumentFlag<T extends TTemplateData>(input: T, stored: { validatedInstrument: string | null }): T {
  const instrument = input.validatedInstrument ?? instrumentOf(stored.validatedInstrument);
  const keeps =
    instrument !== null &&
    keepsInstrument(instrument, {
      language: input.language,
      fields: input.fields,
      // ZTemplateInput already emptied the bands of a template that does not score.
      scoreBands: input.scoringEnabled ? input.scoreBands : [],
      patientInstructions: input.patientInstructions,
    });
  return { ...input, validatedInstrument: keeps ? instrument : null };
}

async function writeContent(
  deps: TDeps,
  actor: Pick<TActor, 'id'>,
  where: { id: number; ownerId?: number; creatorId?: number; isPublic: boolean },
  input: TTemplateData,
): Promise<TTemplateDetail> {
  await assertUsablePictures(deps.prisma, actor.id, input.fields);
  // The ownership condition is repeated in the write, so a concurrent unpublish or delete cannot be overwritten.
  const { count } = await deps.prisma.template.updateMany({ where, data: contentOf(input) });
  if (count === 0) throw new AppError('NOT_FOUND');
  const row = await deps.prisma.template.findUniqueOrThrow({ where: { id: where.id }, include: templateViewInclude(actor.id) });
  return toDetail(row, actor.id);
}

/** templates.delete: my private template. */
export async function deletePrivateTemplate(deps: TDeps, actor: Pick<TActor, 'id'>, input: { id: number }): Promise<void> {
  await findOwnPrivateTemplate(deps.prisma, actor.id, input.id, 'TEMPLATE_PUBLIC_NOT_EDITABLE');
  const { count } = await deps.prisma.template.deleteMany({ where: { id: input.id, ownerId: actor.id, isPublic: false } });
  if (count === 0) throw new AppError('NOT_FOUND');
}

/** market.delete: only the public template's creator; sent forms keep their snapshot, copies keep their content. */
export async function deletePublicTemplate(deps: TDeps, actor: Pick<TActor, 'id'>, input: { id: number }): Promise<void> {
  await findOwnPublicTemplate(deps.prisma, actor.id, input.id);
  const { count } = await deps.prisma.template.deleteMany({ where: { id: input.id, creatorId: actor.id, isPublic: true } });
  if (count === 0) throw new AppError('NOT_FOUND');
}
