// Alert mails apart from routine mails (docs/scores.md#alert-mails), through the real callers, submit and database: a completion
// with an alert answer is mailed when alert mails are on, whatever routine mails say; any other only when routine mails are
// on; the alert mail never carries the question or the answer. profile.setAlertEmails stores the choice, shown by profile.get.
import { beforeAll, describe, expect, it } from 'vitest';
import { createPatient, createUser } from '@praxiform/db/testing';
import type { TTemplateInput } from '@praxiform/domain';
import { createTestCaller, createTestDeps, rejectionCode } from '../../testing';
import { genericLinkSignature } from '../links/generic-link';
import { submitPublicForm } from '../public-forms/submit-public-form';

type TDeps = Awaited<ReturnType<typeof createTestDeps>>;
let deps: TDeps;
beforeAll(async () => {
  deps = await createTestDeps();
});

const QUESTION = 'Avez-vous eu des idées noires cette semaine ?';
const ALERT_ANSWER = 'Oui, souvent';
const TEMPLATE: TTemplateInput = {
  name: 'Suivi hebdomadaire',
  type: 'suivi',
  language: 'fr',
  scoringEnabled: false,
  fields: [
    {
      id: 'dark',
      type: 'radio',
      title: QUESTION,
      required: true,
      practitionerOnly: false,
      options: [
        { id: 'dark_no', label: 'Non', children: [] },
        { id: 'dark_yes', label: ALERT_ANSWER, alert: true, children: [] },
      ],
    },
  ],
};

/** A practitioner with the given mail preferences, a patient and a template whose "yes" answer is an alert. */
async function practitioner(preferences: { emailNotifications: boolean; alertEmails: boolean }) {
  const user = await createUser(deps.prisma, preferences);
  const caller = await createTestCaller(deps, user.id);
  const patient = await createPatient(deps.prisma, { ownerId: user.id, firstName: 'Inès', lastName: 'Martin' });
  const { template } = await caller.templates.create(TEMPLATE);

  /** Sends the form by link, completes it with the answer, and returns the mails this completion sent. */
  const complete = async (answer: 'dark_no' | 'dark_yes') => {
    const sent = await caller.submissions.send({ patientId: patient.id, templateId: template.id, delivery: 'link' });
    const token = sent.url.slice(sent.url.lastIndexOf('/') + 1);
    const before = deps.sent.length;
    const result = await submitPublicForm(
      { ...deps, ip: '203.0.113.21' },
      { link: { kind: 'token', token }, body: { answers: { dark: answer }, consent: true } },
    );
    await result.notified;
    const mails = deps.sent.slice(before);
    expect(mails.every((mail) => mail.to === user.email)).toBe(true);
    return { id: result.submissionId, mails };
  };
  return { user, caller, template, complete };
}

describe('alert mails and routine mails', () => {
  it('routine off, alerts on: mails the alert completion (saying it needs attention, never what), not the routine one', async () => {
    const { caller, complete } = await practitioner({ emailNotifications: false, alertEmails: true });
    const alerted = await complete('dark_yes');
    expect(alerted.mails).toHaveLength(1);
    const [mail] = alerted.mails;
    expect(mail!.subject).toContain('Suivi hebdomadaire');
    expect(mail!.text).toContain('demande votre attention');
    for (const body of [mail!.text, mail!.html]) {
      expect(body).not.toContain(QUESTION);
      expect(body).not.toContain(ALERT_ANSWER);
    }
    const calm = await complete('dark_no');
    expect(calm.mails).toEqual([]);
    // Both are in the app all the same.
    const { items } = await caller.notifications.list();
    expect(items.slice(0, 2).map((n) => [n.submissionId, n.alert])).toEqual([
      [calm.id, false],
      [alerted.id, true],
    ]);
  });

  it('alerts off: no mail for the alert completion, even with routine mails on; the routine one is still mailed', async () => {
    const { caller, complete } = await practitioner({ emailNotifications: true, alertEmails: false });
    const alerted = await complete('dark_yes');
    expect(alerted.mails).toEqual([]);
    expect((await caller.notifications.list()).items[0]).toMatchObject({ submissionId: alerted.id, alert: true });
    const calm = await complete('dark_no');
    expect(calm.mails).toHaveLength(1);
    expect(calm.mails[0]!.text).not.toContain('attention');

    const silent = await practitioner({ emailNotifications: false, alertEmails: false });
    expect((await silent.complete('dark_yes')).mails).toEqual([]);
    expect((await silent.complete('dark_no')).mails).toEqual([]);
  });

  it('both on: one mail per completion, the alert one saying it needs attention', async () => {
    const { complete } = await practitioner({ emailNotifications: true, alertEmails: true });
    const alerted = await complete('dark_yes');
    expect(alerted.mails).toHaveLength(1);
    expect(alerted.mails[0]!.text).toContain('demande votre attention');
    expect((await complete('dark_no')).mails).toHaveLength(1);
  });

  it('follows the preference through a generic link too, read when the form is completed', async () => {
    const { user, caller, template } = await practitioner({ emailNotifications: false, alertEmails: true });
    const link = {
      kind: 'generic' as const,
      templateId: template.id,
      userId: user.id,
      params: [genericLinkSignature(deps.secretKey, template.id, user.id)],
    };
    const submit = async (answer: string) => {
      const before = deps.sent.length;
      const result = await submitPublicForm({ ...deps, ip: '203.0.113.22' }, { link, body: { answers: { dark: answer }, consent: true } });
      await result.notified;
      return deps.sent.slice(before).filter((mail) => mail.to === user.email);
    };
    expect(await submit('dark_yes')).toHaveLength(1);
    expect(await submit('dark_no')).toEqual([]);
    await caller.profile.setAlertEmails({ enabled: false });
    expect(await submit('dark_yes')).toEqual([]);
  });
});

describe('profile.setAlertEmails', () => {
  it('stores the choice of the caller only, shown by profile.get next to routine mails', async () => {
    const user = await createUser(deps.prisma);
    const other = await createUser(deps.prisma);
    const caller = await createTestCaller(deps, user.id);
    expect((await caller.profile.get()).profile).toMatchObject({ emailNotifications: true, alertEmails: true });

    expect(await caller.profile.setEmailNotifications({ enabled: false })).toEqual({ emailNotifications: false });
    expect(await caller.profile.setAlertEmails({ enabled: false })).toEqual({ alertEmails: false });
    expect((await caller.profile.get()).profile).toMatchObject({ emailNotifications: false, alertEmails: false });
    expect(await deps.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).toMatchObject({ emailNotifications: false, alertEmails: false });
    expect(await deps.prisma.user.findUniqueOrThrow({ where: { id: other.id } })).toMatchObject({ emailNotifications: true, alertEmails: true });

    // Each switch alone: turning alerts back on leaves routine mails off.
    expect(await caller.profile.setAlertEmails({ enabled: true })).toEqual({ alertEmails: true });
    expect((await caller.profile.get()).profile).toMatchObject({ emailNotifications: false, alertEmails: true });
    expect(await rejectionCode(caller.profile.setAlertEmails({ enabled: 'no' as unknown as boolean }))).toBe('VALIDATION_FAILED');
  });

  it('needs a session', async () => {
    const guest = await createTestCaller(deps);
    expect(await rejectionCode(guest.profile.setAlertEmails({ enabled: false }))).toBe('UNAUTHENTICATED');
  });
});
