// The job queue on the test database: the sweeps are scheduled, a run of the uploads' queue removes a stale pending
// picture, a run of the subscriptions' queue expires an overdue trial, a run of the links' queue mails a due reminder, and a
// run of the access log's purge deletes the entries older than the retention.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeStoredImage } from '@praxiform/api';
import { createTestCaller, createTestDeps, painQuestion, readTestObject } from '@praxiform/api/testing';
import { createPatient, createTemplate, createUser, getTestDatabaseUrl } from '@praxiform/db/testing';
import { JOBS, startJobs, type TJobs } from './jobs';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(32, 7)]);

let jobs: TJobs;
let deps: Awaited<ReturnType<typeof createTestDeps>>;

beforeAll(async () => {
  deps = await createTestDeps();
  jobs = await startJobs(await getTestDatabaseUrl(), { ...deps, accessLogRetentionMonths: 6 }, { pollingIntervalSeconds: 0.5 });
});
afterAll(async () => {
  await jobs.stop();
});

describe('jobs', () => {
  it('schedules the sweep of pending uploads and runs it from the queue', async () => {
    const schedules = await jobs.boss.getSchedules();
    expect(schedules.map((s) => [s.name, s.cron])).toContainEqual([JOBS.sweepUnattachedUploads.name, JOBS.sweepUnattachedUploads.cron]);

    const practitioner = await createUser(deps.prisma);
    const { fileId } = await writeStoredImage(deps, { ownerId: practitioner.id, body: { bytes: PNG }, uploadScope: 'some-link' });
    await deps.prisma.storedFile.update({ where: { id: fileId }, data: { createdAt: new Date(Date.now() - 2 * 24 * 60 * 60 * 1000) } });
    const { storageKey } = await deps.prisma.storedFile.findUniqueOrThrow({ where: { id: fileId } });

    await jobs.boss.send(JOBS.sweepUnattachedUploads.name, {});
    await expect.poll(() => deps.prisma.storedFile.count({ where: { id: fileId } }), { timeout: 15_000, interval: 200 }).toBe(0);
    // The sweep removes the bytes after the rows are gone: the file may outlive the row by a moment.
    await expect.poll(() => readTestObject(deps.files, storageKey), { timeout: 5_000, interval: 50 }).toBeNull();
  });

  it('schedules the subscriptions sweep every 10 minutes and runs it from the queue', async () => {
    const schedules = await jobs.boss.getSchedules();
    expect(schedules.map((s) => [s.name, s.cron])).toContainEqual([JOBS.sweepSubscriptions.name, '*/10 * * * *']);

    const overdue = await createUser(deps.prisma, { subscription: { status: 'trial', trialEndsAt: new Date(Date.now() - 60_000) } });
    await jobs.boss.send(JOBS.sweepSubscriptions.name, {});
    await expect
      .poll(() => deps.prisma.subscription.findUniqueOrThrow({ where: { userId: overdue.id } }).then((s) => s.status), {
        timeout: 15_000,
        interval: 200,
      })
      .toBe('expired');
    expect((await deps.prisma.user.findUniqueOrThrow({ where: { id: overdue.id } })).role).toBe('client');
  });

  it('schedules the link reminders every 10 minutes and mails a due one from the queue', async () => {
    const schedules = await jobs.boss.getSchedules();
    expect(schedules.map((s) => [s.name, s.cron])).toContainEqual([JOBS.remindLinks.name, '*/10 * * * *']);

    const user = await createUser(deps.prisma, { firstName: 'Claire', lastName: 'Martin' });
    const patient = await createPatient(deps.prisma, { ownerId: user.id, firstName: 'Sophie', lastName: 'Bernard' });
    const template = await createTemplate(deps.prisma, { creatorId: user.id, name: 'Bilan', type: 'bilan', fields: [painQuestion()] });
    const caller = await createTestCaller(deps, user.id);
    const sent = await caller.submissions.send({ patientId: patient.id, templateId: template.id });
    // Time compressed: the reminder is due now.
    await deps.prisma.submission.update({ where: { id: sent.submission.id }, data: { reminderDueAt: new Date(Date.now() - 1000) } });
    await jobs.boss.send(JOBS.remindLinks.name, {});
    await expect
      .poll(() => deps.prisma.submission.findUniqueOrThrow({ where: { id: sent.submission.id } }).then((s) => s.remindedAt), {
        timeout: 15_000,
        interval: 200,
      })
      .not.toBeNull();
    const reminders = deps.sent.filter((mail) => mail.to === patient.email && mail.text.includes(sent.url));
    expect(reminders.map((mail) => mail.subject)).toEqual([
      'Claire Martin vous invite à remplir un formulaire',
      'Rappel\u00a0: Claire Martin attend vos réponses',
    ]);
  });

  it('schedules the access-log purge daily and deletes, from the queue, the entries older than the retention', async () => {
    const schedules = await jobs.boss.getSchedules();
    expect(schedules.map((s) => [s.name, s.cron])).toContainEqual([JOBS.accessLogPurge.name, '23 3 * * *']);

    const user = await createUser(deps.prisma);
    const patient = await createPatient(deps.prisma, { ownerId: user.id });
    const entry = (monthsAgo: number) =>
      deps.prisma.patientAccess.create({
        data: {
          ownerId: user.id,
          actorId: user.id,
          actorRole: 'trial',
          patientId: patient.id,
          kind: 'patient_viewed',
          createdAt: new Date(Date.now() - monthsAgo * 31 * 24 * 60 * 60 * 1000),
        },
      });
    const old = await entry(7);
    const recent = await entry(5);
    await jobs.boss.send(JOBS.accessLogPurge.name, {});
    await expect.poll(() => deps.prisma.patientAccess.count({ where: { id: old.id } }), { timeout: 15_000, interval: 200 }).toBe(0);
    expect(await deps.prisma.patientAccess.count({ where: { id: recent.id } })).toBe(1);
  });
});
