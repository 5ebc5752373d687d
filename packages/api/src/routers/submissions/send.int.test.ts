// submissions.send / resend / cancel / delete / get / listForPatient through the real caller and database:
// snapshot, token and hash, mail, expiry rules, revocation of old links, status transitions.
import { beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '@praxiform/db';
import { createPatient, createSubmission, createTemplate, createUser } from '@praxiform/db/testing';
import type { TField } from '@praxiform/domain';
import {
  createTestCaller,
  outboxState,
  createTestDeps,
  painQuestion,
  putTestObject,
  readTestObject,
  rejectionCode,
  rejectionIssues,
} from '../../testing';

type TDeps = Awaited<ReturnType<typeof createTestDeps>>;
let deps: TDeps;
beforeAll(async () => {
  deps = await createTestDeps();
});

const DAY = 24 * 3600 * 1000;
const utcDay = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString().slice(0, 10);
const tokenOf = (url: string) => url.slice(url.lastIndexOf('/') + 1);

const pain = painQuestion({ yesPoints: 3, where: 'optional' });
const clinician: TField = { id: 'exam', type: 'textarea', title: 'Examen clinique', required: false, practitionerOnly: true };

async function setup(over: { patientLanguage?: 'fr' | 'en' | 'nl'; deps?: TDeps } = {}) {
  const d = over.deps ?? deps;
  const user = await createUser(d.prisma, { firstName: 'Claire', lastName: 'Martin' });
  const caller = await createTestCaller(d, user.id);
  const patient = await createPatient(d.prisma, {
    ownerId: user.id,
    firstName: 'Sophie',
    lastName: 'Bernard',
    preferredLanguage: over.patientLanguage ?? 'fr',
  });
  const template = await createTemplate(d.prisma, { creatorId: user.id, name: 'Bilan lombaire', type: 'bilan', fields: [pain, clinician] });
  return { user, caller, patient, template };
}

describe('submissions.send', () => {
  it('snapshots the template, mails the link in the patient’s language and stores only the token’s hash', async () => {
    const { user, caller, patient, template } = await setup({ patientLanguage: 'nl' });
    const before = deps.sent.length;
    const result = await caller.submissions.send({ patientId: patient.id, templateId: template.id, instructions: 'Merci de remplir avant lundi.' });
    expect(result.mail).toEqual({ id: expect.any(String), status: 'queued' });
    expect((await outboxState(deps, result.mail!.id)).status).toBe('sent');
    const token = tokenOf(result.url);
    expect(result.url).toBe(`${deps.appUrl}/nl/form/${token}`);
    expect(token).toMatch(/^[A-Za-z0-9_-]{64}$/);
    expect(result.submission).toMatchObject({
      patientId: patient.id,
      templateId: template.id,
      formName: 'Bilan lombaire',
      patientName: 'Sophie Bernard',
      status: 'sent',
      language: 'nl',
      instructions: 'Merci de remplir avant lundi.',
      scoringEnabled: true,
      score: null,
      scoreMax: 3,
      viaGenericLink: false,
      respondent: null,
    });
    expect(result.submission.sentAt).not.toBeNull();
    const row = await deps.prisma.submission.findUniqueOrThrow({ where: { id: result.submission.id } });
    expect(row).toMatchObject({ practitionerId: user.id, linkTokenHash: hashToken(token), fieldsSnapshot: [pain, clinician] });
    expect(JSON.stringify(row)).not.toContain(token);
    // Later edits of the template do not change what was sent.
    await deps.prisma.template.update({ where: { id: template.id }, data: { name: 'Renamed', fields: [] } });
    expect((await caller.submissions.get({ id: row.id })).submission).toMatchObject({ formName: 'Bilan lombaire', fields: [pain, clinician] });

    const mail = deps.sent[before]!;
    expect(deps.sent).toHaveLength(before + 1);
    expect(mail.to).toBe(patient.email);
    expect(mail.subject).toBe('Claire Martin nodigt u uit een formulier in te vullen');
    expect(mail.text).toContain('Hallo Sophie,');
    expect(mail.text).toContain('„Bilan lombaire”');
    expect(mail.text).toContain('Merci de remplir avant lundi.');
    expect(mail.text).toContain(result.url);
    expect(mail.html).toContain(`href="${result.url}"`);
    const expires = new Intl.DateTimeFormat('nl', { dateStyle: 'long', timeZone: 'UTC' }).format(row.expiresAt!);
    expect(mail.text).toContain(`Deze link is geldig tot en met ${expires}.`);
  });

  it('with delivery "link" creates a draft and sends no mail; the language can be chosen', async () => {
    const { caller, patient, template } = await setup({ patientLanguage: 'nl' });
    const before = deps.sent.length;
    const result = await caller.submissions.send({ patientId: patient.id, templateId: template.id, delivery: 'link', language: 'en' });
    expect(result).toMatchObject({ mail: null, submission: { status: 'draft', language: 'en', sentAt: null } });
    expect(result.url).toMatch(/\/en\/form\/[A-Za-z0-9_-]{64}$/);
    expect(deps.sent).toHaveLength(before);
  });

  it('keeps the submission as a working draft, its mail queued for a retry, when the mail fails', async () => {
    const broken = await createTestDeps({
      mailer: {
        describe: 'broken',
        send: async () => {
          throw new Error('SMTP down');
        },
      },
    });
    const { caller, patient, template } = await setup({ deps: broken });
    const result = await caller.submissions.send({ patientId: patient.id, templateId: template.id, delivery: 'email' });
    expect(result).toMatchObject({ mail: { status: 'queued' }, submission: { status: 'draft' } });
    expect(await outboxState(broken, result.mail!.id)).toEqual({ status: 'queued', lastError: 'SMTP down' });
    const row = await broken.prisma.submission.findUniqueOrThrow({ where: { id: result.submission.id } });
    expect(row.linkTokenHash).toBe(hashToken(tokenOf(result.url)));
  });

  it('expires by default at the end of today + 30 days (UTC); the chosen day must lie between today and today + 365 days', async () => {
    const { caller, patient, template } = await setup();
    const send = (expiresOn?: string) => caller.submissions.send({ patientId: patient.id, templateId: template.id, delivery: 'link', expiresOn });
    expect((await send()).submission.expiresAt).toBe(`${utcDay(30)}T23:59:59.999Z`);
    expect((await send(utcDay(0))).submission.expiresAt).toBe(`${utcDay(0)}T23:59:59.999Z`);
    expect((await send(utcDay(365))).submission.expiresAt).toBe(`${utcDay(365)}T23:59:59.999Z`);
    const count = await deps.prisma.submission.count({ where: { patientId: patient.id } });
    expect(await rejectionCode(send(utcDay(-1)))).toBe('EXPIRY_IN_PAST');
    // Each bound has its own code and message: a day past the last one is not "in the past" (issue 34).
    expect(await rejectionCode(send(utcDay(366)))).toBe('EXPIRY_TOO_FAR');
    expect(await rejectionIssues(send('2030-02-31'))).toEqual(['expiresOn:DATE_INVALID']);
    expect(await rejectionIssues(send('31/12/2030'))).toEqual(['expiresOn:DATE_INVALID']);
    expect(await deps.prisma.submission.count({ where: { patientId: patient.id } })).toBe(count);
  });

  it('refuses a template without fields, a public template, too long instructions, and another practitioner’s template or patient', async () => {
    const { user, caller, patient, template } = await setup();
    const other = await setup();
    const empty = await createTemplate(deps.prisma, { creatorId: user.id, fields: [] });
    const publicOne = await createTemplate(deps.prisma, { creatorId: user.id, isPublic: true });
    const send = (patientId: number, templateId: number, instructions?: string) =>
      caller.submissions.send({ patientId, templateId, delivery: 'link', instructions });
    expect(await rejectionCode(send(patient.id, empty.id))).toBe('TEMPLATE_HAS_NO_FIELDS');
    expect(await rejectionCode(send(patient.id, publicOne.id))).toBe('TEMPLATE_PUBLIC_CANNOT_BE_SENT');
    expect(await rejectionIssues(send(patient.id, template.id, 'x'.repeat(2001)))).toEqual(['instructions:INSTRUCTIONS_TOO_LONG']);
    expect(await rejectionCode(send(patient.id, other.template.id))).toBe('NOT_FOUND');
    expect(await rejectionCode(send(other.patient.id, template.id))).toBe('NOT_FOUND');
    expect(await rejectionCode(send(patient.id, template.id + 100_000))).toBe('NOT_FOUND');
    expect(await deps.prisma.submission.count({ where: { practitionerId: user.id } })).toBe(0);
  });
});

describe('submissions.resend / cancel / delete', () => {
  it('resend replaces the link: the old token’s hash finds nothing, the new one finds the row, with a new expiry; uploads of the old link go', async () => {
    const { user, caller, patient, template } = await setup();
    const first = await caller.submissions.send({ patientId: patient.id, templateId: template.id, delivery: 'link', expiresOn: utcDay(2) });
    await deps.prisma.submission.update({ where: { id: first.submission.id }, data: { status: 'pending', openedAt: new Date() } });
    // A picture the patient uploaded through the old link but never submitted, and one of another link.
    const abandoned = await storeFile(user.id, hashToken(tokenOf(first.url)));
    const unrelated = await storeFile(user.id, 'another-link');
    const second = await caller.submissions.resend({ id: first.submission.id, expiresOn: utcDay(10) });
    expect(second).toMatchObject({
      mail: { status: 'queued' },
      submission: { id: first.submission.id, status: 'sent', openedAt: null, expiresAt: `${utcDay(10)}T23:59:59.999Z` },
    });
    const oldToken = tokenOf(first.url);
    const newToken = tokenOf(second.url);
    expect(newToken).not.toBe(oldToken);
    expect(await deps.prisma.submission.findUnique({ where: { linkTokenHash: hashToken(oldToken) } })).toBeNull();
    expect((await deps.prisma.submission.findUniqueOrThrow({ where: { linkTokenHash: hashToken(newToken) } })).id).toBe(first.submission.id);
    expect(deps.sent.at(-1)!.text).toContain(second.url);
    expect(await deps.prisma.storedFile.count({ where: { id: abandoned.id } })).toBe(0);
    expect(await readTestObject(deps.files, abandoned.storageKey)).toBeNull();
    expect(await deps.prisma.storedFile.count({ where: { id: unrelated.id } })).toBe(1);
  });

  it('resend reopens an expired link and refuses a completed one', async () => {
    const { user, caller, patient } = await setup();
    const expired = await createSubmission(deps.prisma, {
      practitionerId: user.id,
      patientId: patient.id,
      status: 'sent',
      expiresAt: new Date(Date.now() - DAY),
    });
    const reopened = await caller.submissions.resend({ id: expired.id, delivery: 'link' });
    expect(reopened.submission).toMatchObject({ status: 'draft', expiresAt: `${utcDay(30)}T23:59:59.999Z` });
    const completed = await createSubmission(deps.prisma, {
      practitionerId: user.id,
      patientId: patient.id,
      status: 'completed',
      completedAt: new Date(),
    });
    expect(await rejectionCode(caller.submissions.resend({ id: completed.id }))).toBe('SUBMISSION_NOT_OPEN');
    expect((await deps.prisma.submission.findUniqueOrThrow({ where: { id: completed.id } })).linkTokenHash).toBe(completed.linkTokenHash);
    // A waiting-room form has nobody to send to until it is assigned.
    const anonymous = await createSubmission(deps.prisma, { practitionerId: user.id, status: 'anonymous' });
    expect(await rejectionCode(caller.submissions.resend({ id: anonymous.id }))).toBe('SUBMISSION_NOT_OPEN');
  });

  it('cancel expires an open link now; a completed or already expired one is not open', async () => {
    const { user, caller, patient } = await setup();
    const open = await createSubmission(deps.prisma, { practitionerId: user.id, patientId: patient.id, status: 'pending' });
    const before = Date.now();
    const { submission } = await caller.submissions.cancel({ id: open.id });
    expect(submission.status).toBe('expired');
    const expiresAt = new Date(submission.expiresAt!).getTime();
    expect(expiresAt).toBeGreaterThanOrEqual(before - 5);
    expect(expiresAt).toBeLessThanOrEqual(Date.now());
    expect((await deps.prisma.submission.findUniqueOrThrow({ where: { id: open.id } })).status).toBe('expired');
    expect(await rejectionCode(caller.submissions.cancel({ id: open.id }))).toBe('SUBMISSION_NOT_OPEN');
    const completed = await createSubmission(deps.prisma, {
      practitionerId: user.id,
      patientId: patient.id,
      status: 'completed',
      completedAt: new Date(),
    });
    expect(await rejectionCode(caller.submissions.cancel({ id: completed.id }))).toBe('SUBMISSION_NOT_OPEN');
    expect((await deps.prisma.submission.findUniqueOrThrow({ where: { id: completed.id } })).status).toBe('completed');
  });

  it('delete removes a submission of any status, its notifications and the pictures the patient uploaded, not the template’s', async () => {
    const { user, caller, patient } = await setup();
    const photo: TField = { id: 'photo', type: 'image-upload', title: 'Photo', required: false, practitionerOnly: false };
    const withPhoto = await createTemplate(deps.prisma, { creatorId: user.id, fields: [photo] });
    const uploaded = await storeFile(user.id, 'scope-hash');
    const templatePicture = await storeFile(user.id, null);
    const neverSubmitted = await storeFile(user.id, 'pending-link-hash');
    const done = await createSubmission(deps.prisma, {
      practitionerId: user.id,
      patientId: patient.id,
      templateId: withPhoto.id,
      status: 'completed',
      completedAt: new Date(),
      answers: { photo: uploaded.id },
    });
    const other = await createSubmission(deps.prisma, {
      practitionerId: user.id,
      patientId: patient.id,
      templateId: withPhoto.id,
      status: 'completed',
      answers: { photo: templatePicture.id },
    });
    const open = await createSubmission(deps.prisma, {
      practitionerId: user.id,
      patientId: patient.id,
      templateId: withPhoto.id,
      linkTokenHash: 'pending-link-hash',
    });
    await deps.prisma.notification.create({ data: { userId: user.id, submissionId: done.id, formName: 'Q' } });
    expect(await caller.submissions.delete({ id: done.id })).toEqual({ success: true });
    expect(await deps.prisma.submission.count({ where: { id: done.id } })).toBe(0);
    expect(await deps.prisma.notification.count({ where: { submissionId: done.id } })).toBe(0);
    expect(await deps.prisma.storedFile.count({ where: { id: uploaded.id } })).toBe(0);
    expect(await readTestObject(deps.files, uploaded.storageKey)).toBeNull();
    expect(await caller.submissions.delete({ id: other.id })).toEqual({ success: true });
    expect(await deps.prisma.storedFile.count({ where: { id: templatePicture.id } })).toBe(1);
    expect((await readTestObject(deps.files, templatePicture.storageKey))?.toString('utf8')).toBe('bytes');
    expect(await caller.submissions.delete({ id: open.id })).toEqual({ success: true });
    expect(await deps.prisma.storedFile.count({ where: { id: neverSubmitted.id } })).toBe(0);
    expect(await rejectionCode(caller.submissions.delete({ id: done.id }))).toBe('NOT_FOUND');
  });
});

async function storeFile(ownerId: number, uploadScope: string | null) {
  const id = crypto.randomUUID();
  const storageKey = `uploads/ab/${id}`;
  await putTestObject(deps.files, storageKey, 'bytes');
  await deps.prisma.storedFile.create({ data: { id, ownerId, mimeType: 'image/png', size: 5, sha256: 'x', storageKey, uploadScope } });
  return { id, storageKey };
}

describe('submissions.get / listForPatient', () => {
  it('gives every field (practitioner-only included), the answers, score and consent', async () => {
    const { user, caller, patient, template } = await setup();
    const consentAt = new Date(Date.now() - 3600_000);
    const row = await createSubmission(deps.prisma, {
      practitionerId: user.id,
      patientId: patient.id,
      templateId: template.id,
      status: 'completed',
      completedAt: consentAt,
      consentAt,
      answers: { pain: 'yes', where: 'Genou' },
    });
    const { submission } = await caller.submissions.get({ id: row.id });
    expect(submission).toMatchObject({
      fields: [pain, clinician],
      answers: { pain: 'yes', where: 'Genou' },
      score: 3,
      scoreMax: 3,
      consentAt: consentAt.toISOString(),
      status: 'completed',
    });
  });

  it('lists the forms of one of my patients newest first, and persists the expiry of stale links', async () => {
    const { user, caller, patient } = await setup();
    const old = await createSubmission(deps.prisma, {
      practitionerId: user.id,
      patientId: patient.id,
      createdAt: new Date(Date.now() - 3 * DAY),
      expiresAt: new Date(Date.now() - DAY),
    });
    const recent = await createSubmission(deps.prisma, { practitionerId: user.id, patientId: patient.id });
    await createSubmission(deps.prisma, { practitionerId: user.id, patientId: (await createPatient(deps.prisma, { ownerId: user.id })).id });
    const { items } = await caller.submissions.listForPatient({ patientId: patient.id });
    expect(items.map((s) => [s.id, s.status])).toEqual([
      [recent.id, 'sent'],
      [old.id, 'expired'],
    ]);
    expect((await deps.prisma.submission.findUniqueOrThrow({ where: { id: old.id } })).status).toBe('expired');
  });

  it('get marks a stale link expired in the database too', async () => {
    const { user, caller, patient } = await setup();
    const stale = await createSubmission(deps.prisma, {
      practitionerId: user.id,
      patientId: patient.id,
      status: 'pending',
      expiresAt: new Date(Date.now() - 1000),
    });
    const untouched = await createSubmission(deps.prisma, {
      practitionerId: user.id,
      patientId: patient.id,
      status: 'completed',
      completedAt: new Date(),
      expiresAt: new Date(Date.now() - 1000),
    });
    expect((await caller.submissions.get({ id: stale.id })).submission.status).toBe('expired');
    expect((await deps.prisma.submission.findUniqueOrThrow({ where: { id: stale.id } })).status).toBe('expired');
    expect((await deps.prisma.submission.findUniqueOrThrow({ where: { id: untouched.id } })).status).toBe('completed');
  });
});
