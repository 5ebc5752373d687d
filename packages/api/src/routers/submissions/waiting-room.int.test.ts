// submissions.createAnonymous / waitingRoom / assign / genericLink / rotateGenericLink through the real caller and database.
import { createHmac } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '@praxiform/db';
import { createPatient, createSubmission, createTemplate, createUser } from '@praxiform/db/testing';
import { createTestCaller, createTestDeps, rejectionCode, rejectionIssues, TEST_SECRET_KEY } from '../../testing';
import { isGenericLinkSignatureValid } from '../../services/links/generic-link';

type TDeps = Awaited<ReturnType<typeof createTestDeps>>;
let deps: TDeps;
beforeAll(async () => {
  deps = await createTestDeps();
});

const DAY = 24 * 3600 * 1000;

async function practitioner() {
  const user = await createUser(deps.prisma);
  const caller = await createTestCaller(deps, user.id);
  const template = await createTemplate(deps.prisma, { creatorId: user.id, name: 'Anamnèse' });
  return { user, caller, template };
}

describe('submissions.createAnonymous', () => {
  it('creates a waiting-room link without patient or mail', async () => {
    const { user, caller, template } = await practitioner();
    const before = deps.sent.length;
    const result = await caller.submissions.createAnonymous({ templateId: template.id, language: 'en', instructions: 'Salle d’attente' });
    expect(result).toMatchObject({
      mail: null,
      submission: { status: 'anonymous', patientId: null, patientName: null, language: 'en', formName: 'Anamnèse' },
    });
    const token = result.url.slice(result.url.lastIndexOf('/') + 1);
    expect(result.url).toBe(`${deps.appUrl}/en/form/${token}`);
    expect(token).toMatch(/^[A-Za-z0-9_-]{64}$/);
    expect(await deps.prisma.submission.findUniqueOrThrow({ where: { linkTokenHash: hashToken(token) } })).toMatchObject({
      practitionerId: user.id,
      id: result.submission.id,
    });
    expect(deps.sent).toHaveLength(before);
  });

  it('refuses public templates, templates without fields, other practitioners’ templates and past expiries', async () => {
    const { user, caller } = await practitioner();
    const other = await practitioner();
    const empty = await createTemplate(deps.prisma, { creatorId: user.id, fields: [] });
    const publicOne = await createTemplate(deps.prisma, { creatorId: user.id, isPublic: true });
    expect(await rejectionCode(caller.submissions.createAnonymous({ templateId: empty.id }))).toBe('TEMPLATE_HAS_NO_FIELDS');
    expect(await rejectionCode(caller.submissions.createAnonymous({ templateId: publicOne.id }))).toBe('TEMPLATE_PUBLIC_CANNOT_BE_SENT');
    expect(await rejectionCode(caller.submissions.createAnonymous({ templateId: other.template.id }))).toBe('NOT_FOUND');
    const past = new Date(Date.now() - DAY).toISOString().slice(0, 10);
    expect(await rejectionCode(caller.submissions.createAnonymous({ templateId: other.template.id, expiresOn: past }))).toBe('EXPIRY_IN_PAST');
    const tooFar = new Date(Date.now() + 366 * DAY).toISOString().slice(0, 10);
    expect(await rejectionCode(caller.submissions.createAnonymous({ templateId: other.template.id, expiresOn: tooFar }))).toBe('EXPIRY_TOO_FAR');
    expect(await deps.prisma.submission.count({ where: { practitionerId: user.id } })).toBe(0);
  });
});

describe('submissions.waitingRoom', () => {
  it('lists my submissions without patient, anonymous and completed, newest first, with counts and filters', async () => {
    const { user, caller } = await practitioner();
    const other = await practitioner();
    const now = Date.now();
    const a1 = await createSubmission(deps.prisma, { practitionerId: user.id, status: 'anonymous', createdAt: new Date(now - 3 * DAY) });
    const c1 = await createSubmission(deps.prisma, {
      practitionerId: user.id,
      status: 'completed',
      completedAt: new Date(now - DAY),
      createdAt: new Date(now - 2 * DAY),
      viaGenericLink: true,
      respondentFirstName: 'Léa',
      respondentLastName: 'Roux',
      respondentEmail: 'lea@example.fr',
    });
    const a2 = await createSubmission(deps.prisma, { practitionerId: user.id, status: 'anonymous', createdAt: new Date(now - DAY) });
    // Stale anonymous links leave the room (persisted as expired); assigned forms and other practitioners' are not in it.
    const stale = await createSubmission(deps.prisma, { practitionerId: user.id, status: 'anonymous', expiresAt: new Date(now - 1000) });
    await createSubmission(deps.prisma, {
      practitionerId: user.id,
      patientId: (await createPatient(deps.prisma, { ownerId: user.id })).id,
      status: 'completed',
    });
    await createSubmission(deps.prisma, { practitionerId: other.user.id, status: 'anonymous' });

    const all = await caller.submissions.waitingRoom();
    expect(all.items.map((s) => s.id)).toEqual([a2.id, c1.id, a1.id]);
    expect(all).toMatchObject({ total: 3, counts: { anonymous: 2, completed: 1 } });
    expect(all.items[1]).toMatchObject({
      status: 'completed',
      patientName: 'Léa Roux',
      viaGenericLink: true,
      respondent: { firstName: 'Léa', lastName: 'Roux', email: 'lea@example.fr' },
    });
    expect((await deps.prisma.submission.findUniqueOrThrow({ where: { id: stale.id } })).status).toBe('expired');

    const completed = await caller.submissions.waitingRoom({ status: 'completed' });
    expect(completed).toMatchObject({ total: 1, counts: { anonymous: 2, completed: 1 } });
    expect(completed.items.map((s) => s.id)).toEqual([c1.id]);
    const page2 = await caller.submissions.waitingRoom({ status: 'anonymous', page: 2, pageSize: 1 });
    expect(page2).toMatchObject({ total: 2 });
    expect(page2.items.map((s) => s.id)).toEqual([a1.id]);
  });
});

describe('submissions.assign', () => {
  it('gives a completed waiting-room form to one of my patients', async () => {
    const { user, caller } = await practitioner();
    const patient = await createPatient(deps.prisma, { ownerId: user.id, firstName: 'Marc', lastName: 'Leroy' });
    const done = await createSubmission(deps.prisma, { practitionerId: user.id, status: 'completed', completedAt: new Date() });
    const result = await caller.submissions.assign({ id: done.id, patientId: patient.id });
    expect(result).toMatchObject({
      patientId: patient.id,
      submission: { id: done.id, status: 'completed', patientId: patient.id, patientName: 'Marc Leroy' },
    });
    expect((await caller.submissions.listForPatient({ patientId: patient.id })).items.map((s) => s.id)).toEqual([done.id]);
    expect((await caller.submissions.waitingRoom()).total).toBe(0);
    expect(await rejectionCode(caller.submissions.assign({ id: done.id, patientId: patient.id }))).toBe('SUBMISSION_ALREADY_ASSIGNED');
  });

  it('creates the new patient in the same transaction, and nobody when the assignment is refused', async () => {
    const { user, caller } = await practitioner();
    const anonymous = await createSubmission(deps.prisma, { practitionerId: user.id, status: 'anonymous' });
    const newPatient = { firstName: 'Inès', lastName: 'Moreau', email: 'ines@example.fr', preferredLanguage: 'en' as const };
    const result = await caller.submissions.assign({ id: anonymous.id, newPatient });
    const created = await deps.prisma.patient.findUniqueOrThrow({ where: { id: result.patientId } });
    expect(created).toMatchObject({ ownerId: user.id, firstName: 'Inès', lastName: 'Moreau', preferredLanguage: 'en' });
    // A link not filled in yet becomes the patient's own link (draft until opened), out of the waiting room.
    expect(result.submission).toMatchObject({ status: 'draft', patientId: created.id });

    const patients = await deps.prisma.patient.count({ where: { ownerId: user.id } });
    expect(await rejectionCode(caller.submissions.assign({ id: anonymous.id, newPatient: { ...newPatient, firstName: 'Autre' } }))).toBe(
      'SUBMISSION_ALREADY_ASSIGNED',
    );
    const expired = await createSubmission(deps.prisma, { practitionerId: user.id, status: 'expired' });
    expect(await rejectionCode(caller.submissions.assign({ id: expired.id, newPatient }))).toBe('SUBMISSION_NOT_OPEN');
    expect(await deps.prisma.patient.count({ where: { ownerId: user.id } })).toBe(patients);
  });

  it('keeps an opened anonymous link pending once assigned', async () => {
    const { user, caller } = await practitioner();
    const patient = await createPatient(deps.prisma, { ownerId: user.id });
    const opened = await createSubmission(deps.prisma, { practitionerId: user.id, status: 'anonymous', openedAt: new Date() });
    expect((await caller.submissions.assign({ id: opened.id, patientId: patient.id })).submission.status).toBe('pending');
  });

  it('needs exactly one of patientId and newPatient, and a valid new patient', async () => {
    const { user, caller } = await practitioner();
    const patient = await createPatient(deps.prisma, { ownerId: user.id });
    const done = await createSubmission(deps.prisma, { practitionerId: user.id, status: 'completed' });
    const newPatient = { firstName: 'Inès', lastName: 'Moreau', email: 'ines@example.fr' };
    expect(await rejectionCode(caller.submissions.assign({ id: done.id }))).toBe('VALIDATION_FAILED');
    expect(await rejectionIssues(caller.submissions.assign({ id: done.id }))).toEqual(['patientId:ASSIGN_PATIENT_CHOICE']);
    expect(await rejectionIssues(caller.submissions.assign({ id: done.id, patientId: patient.id, newPatient }))).toEqual([
      'newPatient:ASSIGN_PATIENT_CHOICE',
    ]);
    expect(await rejectionIssues(caller.submissions.assign({ id: done.id, newPatient: { ...newPatient, email: 'nope' } }))).toEqual([
      'newPatient.email:EMAIL_INVALID',
    ]);
    expect((await deps.prisma.submission.findUniqueOrThrow({ where: { id: done.id } })).patientId).toBeNull();
  });

  it('refuses another practitioner’s patient or submission with NOT_FOUND', async () => {
    const { user, caller } = await practitioner();
    const other = await practitioner();
    const theirPatient = await createPatient(deps.prisma, { ownerId: other.user.id });
    const theirs = await createSubmission(deps.prisma, { practitionerId: other.user.id, status: 'completed' });
    const mine = await createSubmission(deps.prisma, { practitionerId: user.id, status: 'completed' });
    expect(await rejectionCode(caller.submissions.assign({ id: mine.id, patientId: theirPatient.id }))).toBe('NOT_FOUND');
    expect(await rejectionCode(caller.submissions.assign({ id: theirs.id, patientId: theirPatient.id }))).toBe('NOT_FOUND');
    expect(
      await rejectionCode(caller.submissions.assign({ id: theirs.id, newPatient: { firstName: 'Paul', lastName: 'Roy', email: 'p@example.fr' } })),
    ).toBe('NOT_FOUND');
    expect(await deps.prisma.submission.count({ where: { id: { in: [mine.id, theirs.id] }, patientId: null } })).toBe(2);
  });

  it('lets exactly one of two concurrent assignments win', async () => {
    const { user, caller } = await practitioner();
    const [p1, p2] = [await createPatient(deps.prisma, { ownerId: user.id }), await createPatient(deps.prisma, { ownerId: user.id })];
    const done = await createSubmission(deps.prisma, { practitionerId: user.id, status: 'completed' });
    const outcomes = await Promise.all([p1, p2].map((p) => rejectionCode(caller.submissions.assign({ id: done.id, patientId: p.id }))));
    expect(outcomes.sort()).toEqual(['SUBMISSION_ALREADY_ASSIGNED', 'resolved']);
  });
});

describe('submissions.genericLink', () => {
  it('answers the links with and without identity placeholders, signed for this template and practitioner', async () => {
    const { user, caller, template } = await practitioner();
    const { url, urlWithoutIdentity } = await caller.submissions.genericLink({ templateId: template.id });
    const prefix = `${deps.appUrl}/form/${template.id}/${user.id}/`;
    expect(url.startsWith(`${prefix}PRENOM/NOM/EMAIL/`)).toBe(true);
    const sig = url.slice(url.lastIndexOf('/') + 1);
    expect(sig).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(urlWithoutIdentity).toBe(`${prefix}${sig}`);
    expect(isGenericLinkSignatureValid(TEST_SECRET_KEY, template.id, user.id, sig)).toBe(true);
    expect(isGenericLinkSignatureValid(TEST_SECRET_KEY, template.id + 1, user.id, sig)).toBe(false);
  });

  it('refuses another practitioner’s template and public templates', async () => {
    const { caller, user } = await practitioner();
    const other = await practitioner();
    expect(await rejectionCode(caller.submissions.genericLink({ templateId: other.template.id }))).toBe('NOT_FOUND');
    const publicOne = await createTemplate(deps.prisma, { creatorId: user.id, isPublic: true });
    expect(await rejectionCode(caller.submissions.genericLink({ templateId: publicOne.id }))).toBe('TEMPLATE_PUBLIC_CANNOT_BE_SENT');
  });

  it('keeps the legacy signature for version 1 and signs the version from 2 on (docs/forms-api.md#generic-link-rotation)', async () => {
    const { user, caller, template } = await practitioner();
    const hmac = (message: string) => createHmac('sha256', TEST_SECRET_KEY).update(message).digest('base64url');
    const sigOf = (url: string) => url.slice(url.lastIndexOf('/') + 1);
    // Every link handed out before versions existed is still the link of version 1.
    const v1 = sigOf((await caller.submissions.genericLink({ templateId: template.id })).urlWithoutIdentity);
    expect(v1).toBe(hmac(`generic-form:v1:${template.id}:${user.id}`));

    const rotated = await caller.submissions.rotateGenericLink({ templateId: template.id });
    const v2 = sigOf(rotated.urlWithoutIdentity);
    expect(v2).toBe(hmac(`generic-form:v1:${template.id}:${user.id}:2`));
    expect(await caller.submissions.genericLink({ templateId: template.id })).toEqual(rotated);
    expect(isGenericLinkSignatureValid(TEST_SECRET_KEY, template.id, user.id, v2, 2)).toBe(true);
    expect(isGenericLinkSignatureValid(TEST_SECRET_KEY, template.id, user.id, v1, 2)).toBe(false);
    expect(isGenericLinkSignatureValid(TEST_SECRET_KEY, template.id, user.id, v2)).toBe(false);
  });
});
