// One count of the forms sent (docs/product.md#entities, "Forms sent"; issue 34): the dashboard (patients.stats), the
// profile (profile.get: /debug/user and the account deletion list) and the admin pages (admin.users.get and
// admin.users.stats) give the same number for one practitioner with forms in every state, and that number is the
// domain rule (isFormSent) applied to the rows.
import { beforeAll, describe, expect, it } from 'vitest';
import { createPatient, createSubmission, createTemplate, createUser } from '@praxiform/db/testing';
import { isFormSent } from '@praxiform/domain';
import { createTestCaller, createTestDeps } from '../../testing';

type TDeps = Awaited<ReturnType<typeof createTestDeps>>;
let deps: TDeps;
beforeAll(async () => {
  deps = await createTestDeps();
});

const DAY = 24 * 3600 * 1000;
const FACTS = { patientId: true, sentAt: true, openedAt: true, completedAt: true } as const;

describe('forms sent', () => {
  it('is one number on the dashboard, the profile and the admin pages: drafts, cancelled drafts and the waiting room do not count', async () => {
    const user = await createUser(deps.prisma);
    const caller = await createTestCaller(deps, user.id);
    const adminUser = await createUser(deps.prisma, { role: 'administrator', isAdministrator: true });
    const admin = await createTestCaller(deps, adminUser.id);
    const other = await createUser(deps.prisma);
    const template = await createTemplate(deps.prisma, { creatorId: user.id });
    const patient = await createPatient(deps.prisma, { ownerId: user.id });
    const now = Date.now();
    const send = (delivery: 'email' | 'link') => caller.submissions.send({ patientId: patient.id, templateId: template.id, delivery });

    // Not sent: a link only created (draft), one cancelled, one run out; the waiting room's forms without a patient.
    await send('link');
    await caller.submissions.cancel({ id: (await send('link')).submission.id });
    await createSubmission(deps.prisma, {
      practitionerId: user.id,
      patientId: patient.id,
      status: 'draft',
      sentAt: null,
      expiresAt: new Date(now - DAY),
    });
    await createSubmission(deps.prisma, { practitionerId: user.id, status: 'anonymous', sentAt: null });
    await createSubmission(deps.prisma, {
      practitionerId: user.id,
      status: 'completed',
      sentAt: null,
      openedAt: new Date(now),
      completedAt: new Date(now),
    });
    // Sent: mailed (then cancelled, or its link renewed for copying), opened, completed, run out after the mail.
    expect((await send('email')).mail?.status).toBe('queued');
    await caller.submissions.cancel({ id: (await send('email')).submission.id });
    await caller.submissions.resend({ id: (await send('email')).submission.id, delivery: 'link' });
    await createSubmission(deps.prisma, { practitionerId: user.id, patientId: patient.id, status: 'pending', sentAt: null, openedAt: new Date(now) });
    await createSubmission(deps.prisma, { practitionerId: user.id, patientId: patient.id, status: 'completed', completedAt: new Date(now) });
    await createSubmission(deps.prisma, {
      practitionerId: user.id,
      patientId: patient.id,
      status: 'sent',
      sentAt: new Date(now - 40 * DAY),
      expiresAt: new Date(now - DAY),
    });
    // Another practitioner's form counts for them only.
    await createSubmission(deps.prisma, { practitionerId: other.id, patientId: (await createPatient(deps.prisma, { ownerId: other.id })).id });

    const rows = await deps.prisma.submission.findMany({ where: { practitionerId: user.id }, select: FACTS });
    expect(rows).toHaveLength(11);
    const expected = rows.filter(isFormSent).length;
    expect(expected).toBe(6);

    expect((await caller.patients.stats()).sentForms).toBe(expected);
    expect((await caller.profile.get()).profile.counts.sentForms).toBe(expected);
    expect((await admin.admin.users.get({ id: user.id })).user.formsSentCount).toBe(expected);
    // The admin total is the same rule over every practitioner's forms.
    const all = await deps.prisma.submission.findMany({ select: FACTS });
    expect((await admin.admin.users.stats()).formsSent).toBe(all.filter(isFormSent).length);
  });
});
