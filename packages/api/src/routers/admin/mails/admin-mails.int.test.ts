// admin.mails.failed and admin.mails.resend through the real tRPC caller and database (docs/mail.md, "Mails that failed
// for good"): a practitioner's form link refused for good by the relay is listed to the administrators masked (no address,
// subject or body), filtered by kind, newest failure first; sending it again queues it and the drainer delivers it; a
// mail that is not failed is CONFLICT, an unknown one NOT_FOUND, and nobody but an administrator reaches either.
import { TRPCError } from '@trpc/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { createPatient, createTemplate, createUser } from '@praxiform/db/testing';
import { createTestCaller, createTestDeps, rejectionCode, switchableRelay, type TTestDeps } from '../../../testing';

let deps: TTestDeps;
let admin: Awaited<ReturnType<typeof createTestCaller>>;
let adminId: number;
const relay = switchableRelay();
const ADMIN_IP = '203.0.113.9';

beforeAll(async () => {
  deps = await createTestDeps({ mailer: relay.mailer });
  const user = await createUser(deps.prisma, { role: 'administrator', isAdministrator: true });
  adminId = user.id;
  admin = await createTestCaller(deps, user.id, { ip: ADMIN_IP });
});

/** A practitioner sends a form link by mail while the relay refuses it: the mail fails for good at once. */
async function refusedFormLink() {
  relay.refuse = true;
  const user = await createUser(deps.prisma);
  const caller = await createTestCaller(deps, user.id);
  const patient = await createPatient(deps.prisma, { ownerId: user.id, email: `camille.${user.id}@cabinet.example.org` });
  const template = await createTemplate(deps.prisma, { creatorId: user.id });
  const result = await caller.submissions.send({ patientId: patient.id, templateId: template.id, delivery: 'email' });
  return { caller, patient, submissionId: result.submission.id, mailId: result.mail!.id };
}

async function thrown(promise: Promise<unknown>): Promise<TRPCError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof TRPCError)) throw new Error(`expected a TRPCError, got ${String(error)}`);
  return error;
}

describe('admin.mails access', () => {
  it('refuses a practitioner (ADMIN_ONLY, 403 FORBIDDEN) and a guest, and reads nothing', async () => {
    const { mailId } = await refusedFormLink();
    const practitioner = await createTestCaller(deps, (await createUser(deps.prisma)).id);
    for (const call of [() => practitioner.admin.mails.failed({}), () => practitioner.admin.mails.resend({ id: mailId })]) {
      const error = await thrown(call());
      expect(error.code).toBe('FORBIDDEN');
      expect(await rejectionCode(call())).toBe('ADMIN_ONLY');
    }
    const guest = await createTestCaller(deps);
    expect(await rejectionCode(guest.admin.mails.failed({}))).toBe('UNAUTHENTICATED');
    expect(await rejectionCode(guest.admin.mails.resend({ id: mailId }))).toBe('UNAUTHENTICATED');
    expect((await deps.prisma.mailOutbox.findUniqueOrThrow({ where: { id: mailId } })).status).toBe('failed');
  });
});

describe('admin.mails.failed', () => {
  it('lists a mail that failed for good masked: kind, masked recipient, last error, attempts and times, nothing else', async () => {
    const { patient, mailId } = await refusedFormLink();
    const page = await admin.admin.mails.failed({ kind: 'formInvitation', pageSize: 100 });
    const item = page.items.find((mail) => mail.id === mailId);
    expect(item).toEqual({
      id: mailId,
      kind: 'formInvitation',
      recipientMasked: 'c•••@cabinet.example.org',
      lastError: expect.stringContaining('550'),
      attempts: 1,
      createdAt: expect.any(String),
      failedAt: expect.any(String),
    });
    expect(Object.keys(item!).sort()).toEqual(['attempts', 'createdAt', 'failedAt', 'id', 'kind', 'lastError', 'recipientMasked']);
    // Never the address, the subject or a body: the row still holds them (to send it again), the answer does not.
    const row = await deps.prisma.mailOutbox.findUniqueOrThrow({ where: { id: mailId } });
    const text = JSON.stringify(page);
    expect(row.toAddress).toBe(patient.email);
    for (const secret of [patient.email, row.subject!, row.textBody!.slice(0, 40)]) expect(text).not.toContain(secret);
    expect(new Date(item!.failedAt).getTime()).toBe(row.failedAt!.getTime());
  });

  it('filters by kind, puts the newest failure first, pages, and leaves out mails that did not fail', async () => {
    const older = await refusedFormLink();
    const newer = await refusedFormLink();
    await deps.prisma.mailOutbox.update({ where: { id: older.mailId }, data: { failedAt: new Date(Date.now() - 3600_000) } });
    const reset = await deps.prisma.mailOutbox.create({
      data: {
        kind: 'passwordReset',
        recipientMasked: 'r•••@example.org',
        status: 'failed',
        failedAt: new Date(),
        lastError: '550 no such user',
        attempts: 1,
      },
    });
    relay.refuse = false;
    const sent = await deliveredFormLink();

    const all = await admin.admin.mails.failed({ pageSize: 100 });
    const ids = all.items.map((mail) => mail.id);
    expect(ids).toEqual(expect.arrayContaining([older.mailId, newer.mailId, reset.id]));
    expect(ids).not.toContain(sent);
    expect(ids.indexOf(newer.mailId)).toBeLessThan(ids.indexOf(older.mailId));
    const times = all.items.map((mail) => new Date(mail.failedAt).getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(all.total).toBe(await deps.prisma.mailOutbox.count({ where: { status: 'failed' } }));

    const resets = await admin.admin.mails.failed({ kind: 'passwordReset' });
    expect(resets.items.map((mail) => mail.id)).toEqual([reset.id]);
    expect(resets.total).toBe(1);
    const invitations = await admin.admin.mails.failed({ kind: 'formInvitation', pageSize: 100 });
    expect(invitations.items.every((mail) => mail.kind === 'formInvitation')).toBe(true);

    const second = await admin.admin.mails.failed({ page: 2, pageSize: 1 });
    expect(second).toMatchObject({ page: 2, pageSize: 1, total: all.total });
    expect(second.items.map((mail) => mail.id)).toEqual([ids[1]]);

    expect(await rejectionCode(admin.admin.mails.failed({ kind: 'newsletter' as never }))).toBe('VALIDATION_FAILED');
    expect(await rejectionCode(admin.admin.mails.failed({ pageSize: 101 }))).toBe('VALIDATION_FAILED');
  });
});

/** A form link whose mail the relay accepted: its id (a sent mail). */
async function deliveredFormLink(): Promise<string> {
  const user = await createUser(deps.prisma);
  const caller = await createTestCaller(deps, user.id);
  const patient = await createPatient(deps.prisma, { ownerId: user.id, email: `sent.${user.id}@example.org` });
  const template = await createTemplate(deps.prisma, { creatorId: user.id });
  const result = await caller.submissions.send({ patientId: patient.id, templateId: template.id, delivery: 'email' });
  expect(await caller.mail.status({ id: result.mail!.id })).toMatchObject({ status: 'sent' });
  return result.mail!.id;
}

describe('admin.mails.resend', () => {
  it('queues a failed mail again at once; the drainer delivers it, the link counts as sent, and it leaves the list', async () => {
    const { caller, patient, submissionId, mailId } = await refusedFormLink();
    relay.refuse = false;
    const before = Date.now();
    expect(await admin.admin.mails.resend({ id: mailId })).toEqual({ id: mailId, status: 'queued' });
    const row = await deps.prisma.mailOutbox.findUniqueOrThrow({ where: { id: mailId } });
    // Delivered by the drain the resend woke (inline in tests), once, with a fresh 24-hour window.
    expect(row).toMatchObject({ status: 'sent', failedAt: null, lastError: null, attempts: 1, toAddress: null });
    expect(row.createdAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(relay.delivered.filter((mail) => mail.to === patient.email)).toHaveLength(1);
    expect((await caller.submissions.get({ id: submissionId })).submission.status).toBe('sent');
    expect(await caller.mail.status({ id: mailId })).toMatchObject({ status: 'sent' });
    expect((await admin.admin.mails.failed({ pageSize: 100 })).items.map((mail) => mail.id)).not.toContain(mailId);
    const audit = await deps.prisma.auditLog.findFirstOrThrow({ where: { action: 'admin.mail.resent', targetId: mailId } });
    expect(audit).toMatchObject({ actorId: adminId, targetType: 'mail', ip: ADMIN_IP, metadata: { kind: 'formInvitation' } });
    // Delivered: nothing to send again.
    expect(await rejectionCode(admin.admin.mails.resend({ id: mailId }))).toBe('CONFLICT');
  });

  it('stays failed when the relay refuses it again, with the new answer', async () => {
    const { mailId } = await refusedFormLink();
    expect(await admin.admin.mails.resend({ id: mailId })).toEqual({ id: mailId, status: 'queued' });
    expect(await deps.prisma.mailOutbox.findUniqueOrThrow({ where: { id: mailId } })).toMatchObject({ status: 'failed', attempts: 1 });
  });

  it('answers CONFLICT for a mail that did not fail or whose link moved on, NOT_FOUND for an unknown one, and writes nothing', async () => {
    relay.refuse = false;
    const sent = await deliveredFormLink();
    expect(await rejectionCode(admin.admin.mails.resend({ id: sent }))).toBe('CONFLICT');

    const queued = await deps.prisma.mailOutbox.create({
      data: { kind: 'passwordReset', recipientMasked: 'q•••@example.org', status: 'queued', nextAttemptAt: new Date(Date.now() + 3600_000) },
    });
    expect(await rejectionCode(admin.admin.mails.resend({ id: queued.id }))).toBe('CONFLICT');

    // A form link opened since its mail failed: the mail's link is no longer a draft's.
    const opened = await refusedFormLink();
    await deps.prisma.submission.update({ where: { id: opened.submissionId }, data: { status: 'pending' } });
    expect(await rejectionCode(admin.admin.mails.resend({ id: opened.mailId }))).toBe('CONFLICT');
    expect((await deps.prisma.mailOutbox.findUniqueOrThrow({ where: { id: opened.mailId } })).status).toBe('failed');

    expect(await rejectionCode(admin.admin.mails.resend({ id: '6f1c2b9e-0d1a-4c55-9a0e-3b8f4d2a7c10' }))).toBe('NOT_FOUND');
    expect(await rejectionCode(admin.admin.mails.resend({ id: 'not-a-mail' }))).toBe('VALIDATION_FAILED');
    expect(await deps.prisma.auditLog.count({ where: { action: 'admin.mail.resent', targetId: { in: [sent, queued.id, opened.mailId] } } })).toBe(0);
  });
});
