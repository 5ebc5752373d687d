// Finding the submissions and patients a practitioner may touch: the owner is in the WHERE clause, so an
// unknown id and another practitioner's id give the same NOT_FOUND.
import type { Prisma } from '@praxiform/db';
import { AppError } from '../../errors';
import type { DbClient } from '../shared/db-client';
import { bandsOf, fieldsOf } from '../templates/template-view';
import { submissionViewSelect, type TSubmissionRow } from './submission-view';

export async function findOwnSubmission(db: DbClient, practitionerId: number, id: number): Promise<TSubmissionRow> {
  const row = await db.submission.findFirst({ where: { id, practitionerId }, select: submissionViewSelect });
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** One of my patients, with what sending a form needs. */
export async function findOwnPatient(db: DbClient, ownerId: number, id: number) {
  const row = await db.patient.findFirst({
    where: { id, ownerId },
    select: { id: true, firstName: true, lastName: true, email: true, preferredLanguage: true },
  });
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/**
 * The columns a new submission copies from the template it sends: the snapshot keeps the answers readable whatever
 * happens to the template later. A template without fields cannot be sent.
 */
export function templateSnapshot(template: {
  id: number;
  name: string;
  fields: Prisma.JsonValue;
  scoringEnabled: boolean;
  scoreBands: Prisma.JsonValue;
}) {
  const fields = fieldsOf(template);
  if (fields.length === 0) throw new AppError('TEMPLATE_HAS_NO_FIELDS');
  return {
    templateId: template.id,
    formName: template.name,
    fieldsSnapshot: fields as unknown as Prisma.InputJsonValue,
    scoringEnabled: template.scoringEnabled,
    // The bands the score is read against at completion (docs/scores.md#completion).
    bandsSnapshot: (template.scoringEnabled ? bandsOf(template) : []) as unknown as Prisma.InputJsonValue,
  };
}
