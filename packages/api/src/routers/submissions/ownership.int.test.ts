// Every patients.*, submissions.* and notifications.* procedure taking an id refuses another practitioner's row exactly
// like an unknown id (same code, same message) and changes nothing. A new procedure with an id must be listed here.
import { beforeAll, describe, expect, it } from 'vitest';
import { TRPCError } from '@trpc/server';
import { createPatient, createSubmission, createTemplate, createUser } from '@praxiform/db/testing';
import { appRouter } from '../../root';
import { createTestCaller, createTestDeps } from '../../testing';

type TDeps = Awaited<ReturnType<typeof createTestDeps>>;
let deps: TDeps;
beforeAll(async () => {
  deps = await createTestDeps();
});

/** Procedures of these routers that take no id of a patient, submission, template or notification. */
const WITHOUT_ID = new Set([
  'patients.list',
  'patients.stats',
  'patients.create',
  'submissions.waitingRoom',
  'submissions.overview',
  'notifications.list',
  // Filters the caller's own entries: another practitioner's patient id lists nothing (access-log.int.test.ts).
  'patients.accessLog',
  // Announcements belong to no practitioner: every one may read and dismiss them (announcements.int.test.ts).
  'notifications.announcements',
  'notifications.dismissAnnouncement',
]);

type TIds = { patientId: number; submissionId: number; completedId: number; waitingId: number; templateId: number; notificationId: number };
type TCaller = Awaited<ReturnType<typeof createTestCaller>>;
const newPatient = { firstName: 'Paul', lastName: 'Roy', email: 'paul@example.fr' };

/** Each case calls the procedure with the victim's ids (or unknown ids) wherever the caller's own ids would not do. */
const CASES: Record<string, ((c: TCaller, ids: TIds, own: TIds) => Promise<unknown>)[]> = {
  'patients.get': [(c, ids) => c.patients.get({ id: ids.patientId })],
  'patients.update': [(c, ids) => c.patients.update({ id: ids.patientId, ...newPatient })],
  'patients.delete': [(c, ids) => c.patients.delete({ id: ids.patientId })],
  'patients.scoreTrends': [(c, ids) => c.patients.scoreTrends({ patientId: ids.patientId })],
  'patients.accessHistory': [(c, ids) => c.patients.accessHistory({ patientId: ids.patientId, page: 1, pageSize: 20 })],
  'submissions.listForPatient': [(c, ids) => c.submissions.listForPatient({ patientId: ids.patientId })],
  'submissions.get': [(c, ids) => c.submissions.get({ id: ids.completedId })],
  'submissions.send': [
    (c, ids, own) => c.submissions.send({ patientId: ids.patientId, templateId: own.templateId, delivery: 'link' }),
    (c, ids, own) => c.submissions.send({ patientId: own.patientId, templateId: ids.templateId, delivery: 'link' }),
  ],
  'submissions.resend': [(c, ids) => c.submissions.resend({ id: ids.submissionId, delivery: 'link' })],
  'submissions.cancel': [(c, ids) => c.submissions.cancel({ id: ids.submissionId })],
  'submissions.delete': [(c, ids) => c.submissions.delete({ id: ids.submissionId })],
  'submissions.saveAnswers': [(c, ids) => c.submissions.saveAnswers({ id: ids.completedId, answers: {} })],
  'submissions.createAnonymous': [(c, ids) => c.submissions.createAnonymous({ templateId: ids.templateId })],
  'submissions.assign': [
    (c, ids, own) => c.submissions.assign({ id: ids.waitingId, patientId: own.patientId }),
    (c, ids) => c.submissions.assign({ id: ids.waitingId, newPatient }),
    (c, ids, own) => c.submissions.assign({ id: own.waitingId, patientId: ids.patientId }),
  ],
  'submissions.genericLink': [(c, ids) => c.submissions.genericLink({ templateId: ids.templateId })],
  'submissions.rotateGenericLink': [(c, ids) => c.submissions.rotateGenericLink({ templateId: ids.templateId })],
  'notifications.markRead': [(c, ids) => c.notifications.markRead({ ids: [ids.notificationId] })],
};

async function practice(): Promise<{ caller: TCaller; ids: TIds }> {
  const user = await createUser(deps.prisma);
  const patient = await createPatient(deps.prisma, { ownerId: user.id });
  const template = await createTemplate(deps.prisma, { creatorId: user.id });
  const open = await createSubmission(deps.prisma, { practitionerId: user.id, patientId: patient.id, templateId: template.id });
  const done = await createSubmission(deps.prisma, {
    practitionerId: user.id,
    patientId: patient.id,
    templateId: template.id,
    status: 'completed',
    answers: { motif: 'Dos' },
  });
  const waiting = await createSubmission(deps.prisma, { practitionerId: user.id, templateId: template.id, status: 'completed' });
  const notification = await deps.prisma.notification.create({ data: { userId: user.id, submissionId: done.id, formName: 'Q' } });
  return {
    caller: await createTestCaller(deps, user.id),
    ids: {
      patientId: patient.id,
      submissionId: open.id,
      completedId: done.id,
      waitingId: waiting.id,
      templateId: template.id,
      notificationId: notification.id,
    },
  };
}

async function refusal(promise: Promise<unknown>): Promise<string> {
  return promise.then(
    () => 'resolved',
    (error: unknown) => (error instanceof TRPCError ? `${error.code}:${error.message}` : String(error)),
  );
}

/** What the victim's rows look like; compared before and after the attempts. */
async function snapshot(ids: TIds) {
  const [patient, template, submissions, notification, patientsCount, submissionsCount] = await Promise.all([
    deps.prisma.patient.findUnique({ where: { id: ids.patientId } }),
    deps.prisma.template.findUnique({ where: { id: ids.templateId } }),
    deps.prisma.submission.findMany({ where: { id: { in: [ids.submissionId, ids.completedId, ids.waitingId] } }, orderBy: { id: 'asc' } }),
    deps.prisma.notification.findUnique({ where: { id: ids.notificationId } }),
    deps.prisma.patient.count(),
    deps.prisma.submission.count(),
  ]);
  return { patient, template, submissions, notification, patientsCount, submissionsCount };
}

describe('ownership of patients, submissions, templates and notifications', () => {
  it('lists a case for every procedure of these routers that takes an id', () => {
    const paths = Object.keys(appRouter._def.procedures).filter((p) => /^(patients|submissions|notifications)\./.test(p));
    expect(paths.filter((p) => !WITHOUT_ID.has(p)).sort()).toEqual(Object.keys(CASES).sort());
  });

  it('answers the same NOT_FOUND for another practitioner’s id as for an unknown one, and changes nothing', async () => {
    const victim = await practice();
    const intruder = await practice();
    const unknown = Object.fromEntries(Object.entries(victim.ids).map(([key, id]) => [key, id + 1_000_000])) as TIds;
    const before = await snapshot(victim.ids);
    let checked = 0;
    for (const [path, calls] of Object.entries(CASES)) {
      for (const [index, call] of calls.entries()) {
        const foreign = await refusal(call(intruder.caller, victim.ids, intruder.ids));
        const missing = await refusal(call(intruder.caller, unknown, intruder.ids));
        expect(foreign, `${path} #${index} with another practitioner's id`).toBe('NOT_FOUND:NOT_FOUND');
        expect(missing, `${path} #${index} with an unknown id`).toBe(foreign);
        checked += 1;
      }
    }
    expect(checked).toBe(Object.values(CASES).flat().length);
    const after = await snapshot(victim.ids);
    expect({ ...after, patientsCount: undefined, submissionsCount: undefined }).toEqual({
      ...before,
      patientsCount: undefined,
      submissionsCount: undefined,
    });
    // Nothing was created either (no patient from assign's newPatient, no submission from send).
    expect([after.patientsCount, after.submissionsCount]).toEqual([before.patientsCount, before.submissionsCount]);
    // The owner still reads everything.
    expect((await victim.caller.submissions.get({ id: victim.ids.completedId })).submission.answers).toEqual({ motif: 'Dos' });
  });
});
