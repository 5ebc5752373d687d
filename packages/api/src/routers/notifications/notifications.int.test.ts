// notifications.list / markRead through the real caller and database: scoping, order, unread count, patient link, actor name.
import { beforeAll, describe, expect, it } from 'vitest';
import { createPatient, createSubmission, createTemplate, createUser } from '@praxiform/db/testing';
import { createTestCaller, createTestDeps, rejectionCode } from '../../testing';

type TDeps = Awaited<ReturnType<typeof createTestDeps>>;
let deps: TDeps;
beforeAll(async () => {
  deps = await createTestDeps();
});

async function practitioner(over: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(deps.prisma, over);
  return { user, caller: await createTestCaller(deps, user.id) };
}

const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000);

describe('notifications.list', () => {
  it('lists my notifications newest first with the unread count and the patient of each completed form', async () => {
    const { user, caller } = await practitioner();
    const other = await practitioner();
    const patient = await createPatient(deps.prisma, { ownerId: user.id, firstName: 'Sophie', lastName: 'Bernard' });
    const done = await createSubmission(deps.prisma, { practitionerId: user.id, patientId: patient.id, status: 'completed' });
    const anonymous = await createSubmission(deps.prisma, { practitionerId: user.id, status: 'completed' });
    const n1 = await deps.prisma.notification.create({
      data: { userId: user.id, submissionId: done.id, patientName: 'Sophie Bernard', formName: 'Bilan', createdAt: ago(90) },
    });
    const n2 = await deps.prisma.notification.create({
      data: { userId: user.id, submissionId: anonymous.id, patientName: null, formName: 'Anamnèse', createdAt: ago(5), readAt: new Date() },
    });
    const n3 = await deps.prisma.notification.create({
      data: { userId: user.id, kind: 'template_shared', formName: 'Genou', actorName: 'Paul Henry', createdAt: ago(1) },
    });
    await deps.prisma.notification.create({ data: { userId: other.user.id, formName: 'Secret' } });

    const { items, unread } = await caller.notifications.list();
    expect(unread).toBe(2);
    expect(items.map((n) => n.id)).toEqual([n3.id, n2.id, n1.id]);
    expect(items[0]).toMatchObject({
      kind: 'template_shared',
      actorName: 'Paul Henry',
      formName: 'Genou',
      submissionId: null,
      patientId: null,
      read: false,
    });
    expect(items[1]).toMatchObject({ kind: 'form_completed', submissionId: anonymous.id, patientId: null, patientName: null, read: true });
    expect(items[2]).toMatchObject({
      kind: 'form_completed',
      submissionId: done.id,
      patientId: patient.id,
      patientName: 'Sophie Bernard',
      read: false,
    });
    expect(items[2]!.createdAt).toBe(n1.createdAt.toISOString());
    expect((await caller.notifications.list({ limit: 1 })).items.map((n) => n.id)).toEqual([n3.id]);
    expect(await rejectionCode(caller.notifications.list({ limit: 51 }))).toBe('VALIDATION_FAILED');
  });

  it('links a waiting-room form to its patient once it is assigned', async () => {
    const { user, caller } = await practitioner();
    const done = await createSubmission(deps.prisma, {
      practitionerId: user.id,
      status: 'completed',
      respondentFirstName: 'Léa',
      respondentLastName: 'Roux',
      viaGenericLink: true,
    });
    await deps.prisma.notification.create({ data: { userId: user.id, submissionId: done.id, patientName: 'Léa Roux', formName: 'Bilan' } });
    expect((await caller.notifications.list()).items[0]).toMatchObject({ patientId: null, patientName: 'Léa Roux' });
    const patient = await createPatient(deps.prisma, { ownerId: user.id, firstName: 'Léa', lastName: 'Roux-Martin' });
    await caller.submissions.assign({ id: done.id, patientId: patient.id });
    expect((await caller.notifications.list()).items[0]).toMatchObject({ patientId: patient.id, patientName: 'Léa Roux-Martin' });
  });

  it('carries the sender’s name of a shared template', async () => {
    const sender = await practitioner({ firstName: 'Paul', lastName: 'Henry' });
    const recipient = await practitioner({ email: `dest-${Date.now()}@test.praxiform` });
    const template = await createTemplate(deps.prisma, { creatorId: sender.user.id, name: 'Suivi genou' });
    await sender.caller.templates.shareToUser({ id: template.id, email: recipient.user.email });
    expect((await recipient.caller.notifications.list()).items[0]).toMatchObject({
      kind: 'template_shared',
      actorName: 'Paul Henry',
      formName: 'Suivi genou',
    });
  });
});

describe('notifications.markRead', () => {
  it('marks the given notifications or all of mine read, and answers the unread count', async () => {
    const { user, caller } = await practitioner();
    const other = await practitioner();
    const [a, b, c] = await Promise.all([1, 2, 3].map((i) => deps.prisma.notification.create({ data: { userId: user.id, formName: `F${i}` } })));
    const theirs = await deps.prisma.notification.create({ data: { userId: other.user.id, formName: 'X' } });
    expect(await caller.notifications.markRead({ ids: [a!.id, a!.id] })).toEqual({ unread: 2 });
    expect(await caller.notifications.markRead({ ids: [b!.id] })).toEqual({ unread: 1 });
    expect(await caller.notifications.markRead()).toEqual({ unread: 0 });
    expect((await deps.prisma.notification.findUniqueOrThrow({ where: { id: c!.id } })).readAt).not.toBeNull();
    expect((await deps.prisma.notification.findUniqueOrThrow({ where: { id: theirs.id } })).readAt).toBeNull();
    expect(await other.caller.notifications.markRead({ ids: [] })).toEqual({ unread: 1 });
  });

  it('answers NOT_FOUND for another practitioner’s or an unknown notification, and marks nothing', async () => {
    const { user, caller } = await practitioner();
    const other = await practitioner();
    const mine = await deps.prisma.notification.create({ data: { userId: user.id, formName: 'F' } });
    const theirs = await deps.prisma.notification.create({ data: { userId: other.user.id, formName: 'X' } });
    expect(await rejectionCode(caller.notifications.markRead({ ids: [mine.id, theirs.id] }))).toBe('NOT_FOUND');
    expect(await rejectionCode(caller.notifications.markRead({ ids: [theirs.id + 100_000] }))).toBe('NOT_FOUND');
    expect(await deps.prisma.notification.count({ where: { id: { in: [mine.id, theirs.id] }, readAt: null } })).toBe(2);
  });
});
