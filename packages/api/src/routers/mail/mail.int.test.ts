// mail.status and mail.resend: the practitioner follows the mail of a form link they sent, sees it fail for good when
// the relay refuses it for good, and sends it again once the relay accepts; nobody else sees it. A mail whose link was
// replaced (a re-sent invitation, a new change of address) is dropped; one whose link no longer works is not sent again.
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TEST_PASSWORD, createPatient, createTemplate, createUser } from '@praxiform/db/testing';
import { createTestCaller, createTestDeps, rejectionCode, switchableRelay, type TTestDeps } from '../../testing';

let deps: TTestDeps;
const relay = switchableRelay();

beforeAll(async () => {
  deps = await createTestDeps({ mailer: relay.mailer });
});

async function sentByMail() {
  const user = await createUser(deps.prisma);
  const caller = await createTestCaller(deps, user.id);
  const patient = await createPatient(deps.prisma, { ownerId: user.id, email: `patient-${user.id}@example.org` });
  const template = await createTemplate(deps.prisma, { creatorId: user.id });
  const result = await caller.submissions.send({ patientId: patient.id, templateId: template.id, delivery: 'email' });
  return { user, caller, patient, result, mailId: result.mail!.id };
}

describe('mail.status and mail.resend', () => {
  it('shows a refused mail as failed for good; resending it delivers it and the link counts as sent', async () => {
    relay.refuse = true;
    const { caller, patient, result, mailId } = await sentByMail();
    expect(await caller.mail.status({ id: mailId })).toEqual({ id: mailId, status: 'failed', sentAt: null, failedAt: expect.any(String) });
    expect((await caller.submissions.get({ id: result.submission.id })).submission.status).toBe('draft');

    relay.refuse = false;
    expect(await caller.mail.resend({ id: mailId })).toEqual({ id: mailId, status: 'queued' });
    expect(await caller.mail.status({ id: mailId })).toMatchObject({ status: 'sent', sentAt: expect.any(String), failedAt: null });
    expect(relay.delivered.filter((mail) => mail.to === patient.email)).toHaveLength(1);
    expect((await caller.submissions.get({ id: result.submission.id })).submission.status).toBe('sent');
    // Delivered: nothing to send again.
    expect(await rejectionCode(caller.mail.resend({ id: mailId }))).toBe('CONFLICT');
  });

  it('drops the mail of a link replaced or cancelled since (its link no longer works), and hides a mail from anyone else', async () => {
    relay.refuse = true;
    const { caller, result, mailId } = await sentByMail();
    const other = await createTestCaller(deps, (await createUser(deps.prisma)).id);
    expect(await rejectionCode(other.mail.status({ id: mailId }))).toBe('NOT_FOUND');
    expect(await rejectionCode(other.mail.resend({ id: mailId }))).toBe('NOT_FOUND');
    expect(await rejectionCode(caller.mail.status({ id: 'not-a-mail-id' }))).toBe('VALIDATION_FAILED');

    await caller.submissions.resend({ id: result.submission.id, delivery: 'link' });
    expect(await deps.prisma.mailOutbox.count({ where: { id: mailId } })).toBe(0);
    expect(await rejectionCode(caller.mail.resend({ id: mailId }))).toBe('NOT_FOUND');

    const cancelled = await sentByMail();
    expect((await cancelled.caller.mail.status({ id: cancelled.mailId })).status).toBe('failed');
    await cancelled.caller.submissions.cancel({ id: cancelled.result.submission.id });
    expect(await deps.prisma.mailOutbox.count({ where: { id: cancelled.mailId } })).toBe(0);
  });

  it("a cabinet invitation's failed mail is replaced by a re-send's, dropped by a revocation, and not sent again once the invitation is closed", async () => {
    relay.refuse = true;
    const owner = await createUser(deps.prisma);
    const caller = await createTestCaller(deps, owner.id);
    const { cabinet } = await caller.cabinets.create({ name: 'Cabinet des Lilas' });
    const first = await caller.cabinets.invite({ id: cabinet.id, email: 'collegue-lilas@example.org' });
    expect((await caller.mail.status({ id: first.mail.id })).status).toBe('failed');
    // Re-sent: a new link; the first mail, whose link no longer works, is gone and cannot be sent again.
    const again = await caller.cabinets.resendInvite({ inviteId: first.invitation.id });
    expect(await deps.prisma.mailOutbox.count({ where: { id: first.mail.id } })).toBe(0);
    expect(await rejectionCode(caller.mail.resend({ id: first.mail.id }))).toBe('NOT_FOUND');
    expect((await caller.mail.status({ id: again.mail.id })).status).toBe('failed');
    // The invitation expired meanwhile: its mail is not sent again.
    await deps.prisma.cabinetInvite.update({ where: { id: first.invitation.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect(await rejectionCode(caller.mail.resend({ id: again.mail.id }))).toBe('CONFLICT');
    await deps.prisma.cabinetInvite.update({ where: { id: first.invitation.id }, data: { expiresAt: new Date(Date.now() + 86_400_000) } });
    // Revoked: its mail still waiting is dropped.
    await caller.cabinets.revokeInvite({ inviteId: first.invitation.id });
    expect(await deps.prisma.mailOutbox.count({ where: { id: again.mail.id } })).toBe(0);
  });

  it('a change of address: a new request replaces the failed confirmation; a cancelled one cannot be sent again', async () => {
    relay.refuse = true;
    const user = await createUser(deps.prisma);
    const caller = await createTestCaller(deps, user.id);
    const first = await caller.profile.requestEmailChange({ newEmail: `nouvelle-${user.id}@example.org`, password: DEFAULT_TEST_PASSWORD });
    expect((await caller.mail.status({ id: first.mail.id })).status).toBe('failed');
    const second = await caller.profile.requestEmailChange({ newEmail: `autre-${user.id}@example.org`, password: DEFAULT_TEST_PASSWORD });
    expect(await deps.prisma.mailOutbox.count({ where: { id: first.mail.id } })).toBe(0);
    relay.refuse = false;
    await deps.prisma.emailChangeRequest.deleteMany({ where: { userId: user.id } });
    expect(await rejectionCode(caller.mail.resend({ id: second.mail.id }))).toBe('CONFLICT');
  });
});
