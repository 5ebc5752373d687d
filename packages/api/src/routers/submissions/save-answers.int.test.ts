// submissions.saveAnswers (edit mode) through the real caller and database: validation with field ids, score, status rules, files.
import { beforeAll, describe, expect, it } from 'vitest';
import { TRPCError } from '@trpc/server';
import { createPatient, createSubmission, createTemplate, createUser } from '@praxiform/db/testing';
import type { TField } from '@praxiform/domain';
import { AppError } from '../../errors';
import { createTestCaller, createTestDeps, painQuestion, putTestObject, readTestObject, rejectionCode } from '../../testing';

type TDeps = Awaited<ReturnType<typeof createTestDeps>>;
let deps: TDeps;
beforeAll(async () => {
  deps = await createTestDeps();
});

const fields: TField[] = [
  painQuestion({ yesPoints: 3, where: 'required' }),
  { id: 'age', type: 'number', title: 'Âge', required: false, practitionerOnly: false },
  { id: 'exam', type: 'textarea', title: 'Examen clinique', required: true, practitionerOnly: true },
  { id: 'photo', type: 'image-upload', title: 'Photo', required: false, practitionerOnly: true },
];

async function completed(over: { status?: 'completed' | 'sent' } = {}) {
  const user = await createUser(deps.prisma);
  const caller = await createTestCaller(deps, user.id);
  const patient = await createPatient(deps.prisma, { ownerId: user.id });
  const template = await createTemplate(deps.prisma, { creatorId: user.id, type: 'bilan', fields });
  const submission = await createSubmission(deps.prisma, {
    practitionerId: user.id,
    patientId: patient.id,
    templateId: template.id,
    status: over.status ?? 'completed',
    completedAt: new Date(),
    answers: { pain: 'no' },
  });
  return { user, caller, submission };
}

async function rejection(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
  return error;
}

describe('submissions.saveAnswers', () => {
  it('stores the cleaned answers, practitioner-only ones included, and recomputes the score; the status stays completed', async () => {
    const { caller, submission } = await completed();
    const { submission: saved } = await caller.submissions.saveAnswers({
      id: submission.id,
      answers: { pain: 'yes', where: ' Genou ', age: '42', exam: 'RAS' },
    });
    expect(saved).toMatchObject({ status: 'completed', answers: { pain: 'yes', where: 'Genou', age: 42, exam: 'RAS' }, score: 3, scoreMax: 3 });
    const row = await deps.prisma.submission.findUniqueOrThrow({ where: { id: submission.id } });
    expect(row).toMatchObject({ status: 'completed', score: 3, answers: { pain: 'yes', where: 'Genou', age: 42, exam: 'RAS' } });
    // Answers of fields hidden by the chosen option are dropped.
    const { submission: again } = await caller.submissions.saveAnswers({ id: submission.id, answers: { pain: 'no', where: 'Genou', exam: 'RAS' } });
    expect(again).toMatchObject({ answers: { pain: 'no', exam: 'RAS' }, score: 0 });
  });

  it('refuses invalid answers with ANSWERS_INVALID and the issue of each field id, changing nothing', async () => {
    const { caller, submission } = await completed();
    const error = await rejection(caller.submissions.saveAnswers({ id: submission.id, answers: { pain: 'yes', age: 'old', unknown: 'x' } }));
    expect(error.appCode).toBe('ANSWERS_INVALID');
    expect(error.details).toEqual({ errors: { where: ['REQUIRED'], age: ['NUMBER'], exam: ['REQUIRED'], unknown: ['NOT_ALLOWED'] } });
    expect((await deps.prisma.submission.findUniqueOrThrow({ where: { id: submission.id } })).answers).toEqual({ pain: 'no' });
  });

  it('accepts as a picture only a file of this practitioner', async () => {
    const { user, caller, submission } = await completed();
    const other = await createUser(deps.prisma);
    const file = (ownerId: number) =>
      deps.prisma.storedFile.create({
        data: { ownerId, mimeType: 'image/png', size: 1, sha256: 'x', storageKey: `uploads/xx/${crypto.randomUUID()}` },
      });
    const theirs = await file(other.id);
    const error = await rejection(caller.submissions.saveAnswers({ id: submission.id, answers: { pain: 'no', exam: 'RAS', photo: theirs.id } }));
    expect(error.details).toEqual({ errors: { photo: ['FILE'] } });
    const unknown = await rejection(
      caller.submissions.saveAnswers({ id: submission.id, answers: { pain: 'no', exam: 'RAS', photo: crypto.randomUUID() } }),
    );
    expect(unknown.details).toEqual({ errors: { photo: ['FILE'] } });
    const mine = await file(user.id);
    const { submission: saved } = await caller.submissions.saveAnswers({ id: submission.id, answers: { pain: 'no', exam: 'RAS', photo: mine.id } });
    expect(saved.answers).toMatchObject({ photo: mine.id });
  });

  it('removes a picture the patient sent once the practitioner replaced it, and keeps their own pictures', async () => {
    const { user, caller, submission } = await completed();
    const storedPicture = async (uploadScope: string | null) => {
      const storageKey = `uploads/edit/${crypto.randomUUID()}`;
      await putTestObject(deps.files, storageKey, 'png');
      return deps.prisma.storedFile.create({ data: { ownerId: user.id, mimeType: 'image/png', size: 3, sha256: 'x', storageKey, uploadScope } });
    };
    const patientPhoto = await storedPicture('a'.repeat(64));
    await deps.prisma.submission.update({ where: { id: submission.id }, data: { answers: { pain: 'no', exam: 'RAS', photo: patientPhoto.id } } });
    const ownPhoto = await storedPicture(null);
    await caller.submissions.saveAnswers({ id: submission.id, answers: { pain: 'no', exam: 'RAS', photo: ownPhoto.id } });
    expect(await deps.prisma.storedFile.count({ where: { id: patientPhoto.id } })).toBe(0);
    expect(await readTestObject(deps.files, patientPhoto.storageKey)).toBeNull();
    // The practitioner's own upload (no link scope) is never removed by an edit, even when cleared.
    await caller.submissions.saveAnswers({ id: submission.id, answers: { pain: 'no', exam: 'RAS' } });
    expect(await deps.prisma.storedFile.count({ where: { id: ownPhoto.id } })).toBe(1);
    expect(await readTestObject(deps.files, ownPhoto.storageKey)).not.toBeNull();
  });

  it('only edits completed submissions, and only mine', async () => {
    const { caller, submission } = await completed({ status: 'sent' });
    expect(await rejectionCode(caller.submissions.saveAnswers({ id: submission.id, answers: { pain: 'no', exam: 'RAS' } }))).toBe(
      'SUBMISSION_NOT_COMPLETED',
    );
    const other = await completed();
    expect(await rejectionCode(caller.submissions.saveAnswers({ id: other.submission.id, answers: { pain: 'no', exam: 'RAS' } }))).toBe('NOT_FOUND');
    expect((await deps.prisma.submission.findUniqueOrThrow({ where: { id: other.submission.id } })).answers).toEqual({ pain: 'no' });
  });

  it('maps ANSWERS_INVALID to the 422 tRPC code, keeping the field errors', async () => {
    const { caller, submission } = await completed();
    const error = await caller.submissions.saveAnswers({ id: submission.id, answers: { pain: 'maybe', exam: 'RAS' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TRPCError);
    expect((error as TRPCError).code).toBe('UNPROCESSABLE_CONTENT');
    expect((error as AppError).details).toEqual({ errors: { pain: ['OPTION'] } });
  });
});
