// Finding a template the caller may touch, inside the query: an unknown id and a forbidden one look the same.
import { AppError } from '../../errors';
import type { DbClient } from '../shared/db-client';
import { templateViewInclude, type TTemplateRow } from './template-view';

/** My private templates, and every public one: what the caller may read. */
export function readableWhere(viewerId: number, id: number) {
  return { id, OR: [{ ownerId: viewerId, isPublic: false }, { isPublic: true }] };
}

/** A template the caller may read, or NOT_FOUND (another practitioner's private template included). */
export async function findReadableTemplate(db: DbClient, viewerId: number, id: number): Promise<TTemplateRow> {
  const row = await db.template.findFirst({ where: readableWhere(viewerId, id), include: templateViewInclude(viewerId) });
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** One of my private templates; a public one answers `publicCode` (each procedure says why it refuses). */
export async function findOwnPrivateTemplate(
  db: DbClient,
  viewerId: number,
  id: number,
  publicCode: 'TEMPLATE_PUBLIC_NOT_EDITABLE' | 'TEMPLATE_PUBLIC_CANNOT_BE_SENT' | 'TEMPLATE_ALREADY_PUBLIC',
): Promise<TTemplateRow> {
  const row = await findReadableTemplate(db, viewerId, id);
  if (row.isPublic) throw new AppError(publicCode);
  return row;
}

/** A public template I created (the market's edit and delete); other public templates answer TEMPLATE_NOT_OWNER. */
export async function findOwnPublicTemplate(db: DbClient, viewerId: number, id: number): Promise<TTemplateRow> {
  const row = await db.template.findFirst({ where: { id, isPublic: true }, include: templateViewInclude(viewerId) });
  if (!row) throw new AppError('NOT_FOUND');
  if (row.creatorId !== viewerId) throw new AppError('TEMPLATE_NOT_OWNER');
  return row;
}

/** A template forms can be sent from: one of my private templates; a public one is refused with its own code. */
export async function findSendableTemplate(db: DbClient, practitionerId: number, id: number) {
  const row = await db.template.findFirst({
    where: { id, OR: [{ ownerId: practitionerId, isPublic: false }, { isPublic: true }] },
    select: {
      id: true,
      name: true,
      fields: true,
      scoringEnabled: true,
      scoreBands: true,
      patientInstructions: true,
      crisisMessage: true,
      isPublic: true,
      genericLinkVersion: true,
    },
  });
  if (!row) throw new AppError('NOT_FOUND');
  if (row.isPublic) throw new AppError('TEMPLATE_PUBLIC_CANNOT_BE_SENT');
  return row;
}
