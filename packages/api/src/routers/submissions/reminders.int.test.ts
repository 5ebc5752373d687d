// A mailed link's reminder (docs/forms-api.md#reminders) on the real database: one mail the chosen days before the
// expiry, in the patient's language, with the same link; none when off, for a link only shown, after completion,
// cancellation or expiry; one mail when two sweeps run at once; the history says when it went. Time is compressed by
// giving the sweep a later clock.
import { beforeAll, describe, expect, it } from 'vitest';
import { createPatient, createTemplate, createUser } from '@praxiform/db/testing';
import { sendLinkReminders } from '../../services/submissions/link-reminders';
import { submitPublicForm } from '../../services/public-forms/submit-public-form';
import { createTestCaller, createTestDeps, painQuestion, rejectionIssues } from '../../testing';

type TDeps = Awaited<ReturnType<typeof createTestDeps>>;
let deps: TDeps;
beforeAll(async () => {
  deps = await createTestDeps();
});

const DAY = 24 * 3600 * 1000;
const utcDay = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString().slice(0, 10);
const tokenOf = (url: string) => url.slice(url.lastIndexOf('/') + 1);

async function setup(language: 'fr' | 'en' | 'nl' = 'fr') {
  const user = await createUser(deps.prisma, { firstName: 'Claire', lastName: 'Martin' });
  const caller = await createTestCaller(deps, user.id);
  const patient = await createPatient(deps.prisma, { ownerId: user.id, firstName: 'Sophie', lastName: 'Bernard', preferredLanguage: language });
  const template = await createTemplate(deps.prisma, { creatorId: user.id, name: 'Bilan lombaire', type: 'bilan', fields: [painQuestion()] });
  return { user, caller, patient, template };
}

/** The mails sent to `to` since `before`. */
const mailsTo = (to: string, before: number) => deps.sent.slice(before).filter((mail) => mail.to === to);

/** The sweep's clock a minute after the reminder of this submission is due. */
async function justAfterDue(submissionId: number): Promise<Date> {
  const row = await deps.prisma.submission.findUniqueOrThrow({ where: { id: submissionId } });
  expect(row.reminderDueAt).not.toBeNull();
  return new Date(row.reminderDueAt!.getTime() + 60_000);
}

describe('link reminders', () => {
  it('one reminder two days before the expiry by default, in the patient language, with the same link; the history shows it', async () => {
    const { caller, patient, template } = await setup('nl');
    const sent = await caller.submissions.send({ patientId: patient.id, templateId: template.id, expiresOn: utcDay(6) });
    expect(sent.submission.reminder).toEqual({ days: 2, dueAt: expect.any(String), sentAt: null });
    const expiresAt = new Date(sent.submission.expiresAt!);
    expect(new Date(sent.submission.reminder.dueAt!).getTime()).toBe(expiresAt.getTime() - 2 * DAY);
    // The stored row never holds the working token in clear.
    const row = await deps.prisma.submission.findUniqueOrThrow({ where: { id: sent.submission.id } });
    expect(Buffer.from(row.reminderToken!).toString('latin1')).not.toContain(tokenOf(sent.url));

    const before = deps.sent.length;
    const early = new Date(new Date(sent.submission.reminder.dueAt!).getTime() - 60_000);
    expect(await sendLinkReminders(deps, early)).toEqual({ queued: 0, skipped: 0 });
    const at = await justAfterDue(sent.submission.id);
    expect((await sendLinkReminders(deps, at)).queued).toBeGreaterThanOrEqual(1);
    const [mail, ...others] = mailsTo(patient.email, before);
    expect(others).toHaveLength(0);
    expect(mail!.subject).toBe('Herinnering: Claire Martin wacht op uw antwoorden');
    expect(mail!.text).toContain('Hallo Sophie,');
    expect(mail!.text).toContain('„Bilan lombaire”');
    expect(mail!.text).toContain(sent.url);
    const expires = new Intl.DateTimeFormat('nl', { dateStyle: 'long', timeZone: 'UTC' }).format(expiresAt);
    expect(mail!.text).toContain(`tot en met ${expires}`);

    // Never twice: a later sweep sends nothing more; the token is gone from the row; the history says when it went.
    await sendLinkReminders(deps, new Date(at.getTime() + DAY));
    expect(mailsTo(patient.email, before)).toHaveLength(1);
    const after = await deps.prisma.submission.findUniqueOrThrow({ where: { id: sent.submission.id } });
    expect(after).toMatchObject({ reminderToken: null, reminderDueAt: null, remindedAt: expect.any(Date) });
    const { items } = await caller.submissions.listForPatient({ patientId: patient.id });
    expect(items.find((s) => s.id === sent.submission.id)?.reminder).toEqual({ days: 2, dueAt: null, sentAt: after.remindedAt!.toISOString() });
  });

  it('the days chosen per send: 1 or 3 days before, or none; a link only shown gets none', async () => {
    const { caller, patient, template } = await setup();
    const send = (extra: object) => caller.submissions.send({ patientId: patient.id, templateId: template.id, expiresOn: utcDay(10), ...extra });
    const expiry = new Date(`${utcDay(10)}T23:59:59.999Z`).getTime();
    expect((await send({ reminderDays: 1 })).submission.reminder.dueAt).toBe(new Date(expiry - DAY).toISOString());
    expect((await send({ reminderDays: 3 })).submission.reminder.dueAt).toBe(new Date(expiry - 3 * DAY).toISOString());
    expect((await send({ reminderDays: 0 })).submission.reminder).toEqual({ days: 0, dueAt: null, sentAt: null });
    expect((await send({ delivery: 'link' })).submission.reminder).toEqual({ days: 2, dueAt: null, sentAt: null });
    // A link that expires before the reminder's day gets none.
    const soon = await caller.submissions.send({ patientId: patient.id, templateId: template.id, expiresOn: utcDay(0), reminderDays: 3 });
    expect(soon.submission.reminder.dueAt).toBeNull();
    expect(await rejectionIssues(send({ reminderDays: 5 }))).toEqual(['reminderDays:OPTION_INVALID']);
    expect(await rejectionIssues(send({ reminderDays: '2' }))).toEqual(['reminderDays:OPTION_INVALID']);
  });

  it('none after completion, cancellation or expiry, and a reminder still waiting in the outbox is dropped', async () => {
    const { caller, patient, template } = await setup();
    const send = () => caller.submissions.send({ patientId: patient.id, templateId: template.id, expiresOn: utcDay(5) });
    const completed = await send();
    const cancelled = await send();
    const expired = await send();
    const answered = await send();
    await submitPublicForm(
      { ...deps, ip: '203.0.113.40' },
      { link: { kind: 'token', token: tokenOf(completed.url) }, body: { answers: { pain: 'no' }, consent: true } },
    );
    await caller.submissions.cancel({ id: cancelled.submission.id });
    await deps.prisma.submission.update({ where: { id: expired.submission.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    // Completed or cancelled: the sealed token goes at once; expired by its date: at the next sweep.
    for (const closed of [completed, cancelled]) {
      expect(await deps.prisma.submission.findUniqueOrThrow({ where: { id: closed.submission.id } })).toMatchObject({ reminderToken: null });
    }

    // A reminder queued while the relay is down, then the patient answers: it never goes.
    const down = { describe: 'down', send: () => Promise.reject(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })) };
    const offline = { ...deps, ...(await createTestDeps({ prisma: deps.prisma, mailer: down })) };
    const before = deps.sent.length;
    await sendLinkReminders(offline, await justAfterDue(answered.submission.id));
    const waiting = await deps.prisma.mailOutbox.findFirstOrThrow({ where: { submissionId: answered.submission.id, kind: 'formReminder' } });
    expect(waiting.status).toBe('queued');
    await submitPublicForm(
      { ...deps, ip: '203.0.113.41' },
      { link: { kind: 'token', token: tokenOf(answered.url) }, body: { answers: { pain: 'no' }, consent: true } },
    );
    expect(await deps.prisma.mailOutbox.count({ where: { id: waiting.id } })).toBe(0);

    await sendLinkReminders(deps, new Date(Date.now() + 4 * DAY));
    expect(mailsTo(patient.email, before).filter((mail) => mail.subject.startsWith('Rappel'))).toHaveLength(0);
    for (const closed of [completed, cancelled, expired, answered]) {
      expect(await deps.prisma.submission.findUniqueOrThrow({ where: { id: closed.submission.id } })).toMatchObject({
        remindedAt: null,
        reminderToken: null,
        reminderDueAt: null,
      });
    }
  });

  it('a resent link gets its own reminder with the new link; the old one is never reminded of', async () => {
    const { caller, patient, template } = await setup();
    const first = await caller.submissions.send({ patientId: patient.id, templateId: template.id, expiresOn: utcDay(5), reminderDays: 1 });
    const again = await caller.submissions.resend({ id: first.submission.id, expiresOn: utcDay(8) });
    expect(again.submission.reminder.days).toBe(1);
    const before = deps.sent.length;
    await sendLinkReminders(deps, await justAfterDue(first.submission.id));
    const reminders = mailsTo(patient.email, before);
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.text).toContain(again.url);
    expect(reminders[0]!.text).not.toContain(first.url);
  });

  it('two sweeps at once send one reminder per link', async () => {
    const { caller, patient, template } = await setup('en');
    const links = await Promise.all(
      [0, 1, 2, 3, 4].map(() => caller.submissions.send({ patientId: patient.id, templateId: template.id, expiresOn: utcDay(4) })),
    );
    const at = await justAfterDue(links[0]!.submission.id);
    const before = deps.sent.length;
    const [a, b] = await Promise.all([sendLinkReminders(deps, at), sendLinkReminders(deps, at)]);
    const reminders = mailsTo(patient.email, before).filter((mail) => mail.subject.startsWith('Reminder'));
    expect(reminders).toHaveLength(5);
    expect(new Set(links.map((link) => reminders.filter((mail) => mail.text.includes(link.url)).length))).toEqual(new Set([1]));
    expect(a.queued + b.queued).toBeGreaterThanOrEqual(5);
    expect(await deps.prisma.mailOutbox.count({ where: { submissionId: { in: links.map((l) => l.submission.id) }, kind: 'formReminder' } })).toBe(5);
  });
});
