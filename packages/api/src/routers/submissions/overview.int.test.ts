// submissions.overview against the real database: each list's content and order, the caller's rows only, the limits,
// the edges of the practitioner's day and of the expiry window, input validation, and the statements it costs.
import { beforeAll, describe, expect, it } from 'vitest';
import { onStatement } from '@praxiform/db';
import { createPatient, createSubmission, createTemplate, createUser } from '@praxiform/db/testing';
import { LINK_EXPIRING_SOON_DAYS } from '@praxiform/domain';
import { OVERVIEW_LIST_LIMIT, submissionsOverview } from '../../services/submissions/overview';
import { createTestCaller, createTestDeps, rejectionCode, rejectionIssues } from '../../testing';

type TDeps = Awaited<ReturnType<typeof createTestDeps>>;
let deps: TDeps;
beforeAll(async () => {
  deps = await createTestDeps();
});

const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;
/** A pinned clock: 23:30 in Brussels (UTC+1 in March), 18:30 in New York (UTC-4 since 8 March 2026). */
const NOW = new Date('2026-03-10T22:30:00.000Z');
const at = (offsetMs: number) => new Date(NOW.getTime() + offsetMs);

async function practice() {
  const user = await createUser(deps.prisma, { firstName: 'Claire' });
  const template = await createTemplate(deps.prisma, { creatorId: user.id, name: 'Bilan lombalgie', scoringEnabled: true });
  const patient = await createPatient(deps.prisma, { ownerId: user.id, firstName: 'Sophie', lastName: 'Bernard', email: 'sophie@example.fr' });
  return { user, template, patient };
}

/** The overview at the pinned clock, as the service computes it for the router. */
const overviewAt = (userId: number, timeZone = 'Europe/Brussels', now = NOW) => submissionsOverview(deps, { id: userId }, { timeZone }, now);

describe('submissions.overview: completed today', () => {
  it('lists the forms completed since midnight in the practitioner’s time zone, newest first, with patient and form', async () => {
    const { user, template, patient } = await practice();
    const midnight = new Date('2026-03-09T23:00:00.000Z'); // 00:00 on 10 March in Brussels
    const first = await createSubmission(deps.prisma, {
      practitionerId: user.id,
      patientId: patient.id,
      templateId: template.id,
      status: 'completed',
      completedAt: midnight,
    });
    const latest = await createSubmission(deps.prisma, {
      practitionerId: user.id,
      patientId: patient.id,
      templateId: template.id,
      status: 'completed',
      completedAt: at(-5 * MINUTE),
    });
    // 23:59:59.999 on 9 March in Brussels: yesterday.
    await createSubmission(deps.prisma, {
      practitionerId: user.id,
      patientId: patient.id,
      status: 'completed',
      completedAt: new Date(midnight.getTime() - 1),
    });
    // A completed waiting-room form counts too: it has no patient yet.
    const anonymous = await createSubmission(deps.prisma, { practitionerId: user.id, status: 'completed', completedAt: at(-MINUTE) });

    const overview = await overviewAt(user.id);
    expect(overview.now).toBe(NOW.toISOString());
    expect(overview.dayStart).toBe(midnight.toISOString());
    expect(overview.timeZone).toBe('Europe/Brussels');
    expect(overview.completedToday.total).toBe(3);
    expect(overview.completedToday.items.map((item) => item.id)).toEqual([anonymous.id, latest.id, first.id]);
    expect(overview.completedToday.items[1]).toMatchObject({
      patientId: patient.id,
      patientName: 'Sophie Bernard',
      formName: 'Bilan lombalgie',
      status: 'completed',
      completedAt: at(-5 * MINUTE).toISOString(),
    });
    expect(overview.completedToday.items[0]).toMatchObject({ patientId: null, patientName: null });
  });

  it('starts the day at midnight of the time zone asked for', async () => {
    const { user, patient } = await practice();
    const brusselsMidnight = await createSubmission(deps.prisma, {
      practitionerId: user.id,
      patientId: patient.id,
      status: 'completed',
      completedAt: new Date('2026-03-09T23:30:00.000Z'),
    });
    const utc = await overviewAt(user.id, 'UTC');
    expect(utc.dayStart).toBe('2026-03-10T00:00:00.000Z');
    expect(utc.completedToday.items).toEqual([]);
    const newYork = await overviewAt(user.id, 'America/New_York');
    expect(newYork.dayStart).toBe('2026-03-10T04:00:00.000Z');
    expect(newYork.completedToday.total).toBe(0);
    const brussels = await overviewAt(user.id, 'Europe/Brussels');
    expect(brussels.completedToday.items.map((item) => item.id)).toEqual([brusselsMidnight.id]);
  });

  it('shows at most the limit, newest first, and the total of the day', async () => {
    const { user, patient } = await practice();
    const ids: number[] = [];
    for (let i = 0; i < OVERVIEW_LIST_LIMIT + 2; i += 1) {
      const row = await createSubmission(deps.prisma, {
        practitionerId: user.id,
        patientId: patient.id,
        status: 'completed',
        completedAt: at(-i * MINUTE),
      });
      ids.push(row.id);
    }
    const overview = await overviewAt(user.id);
    expect(overview.completedToday.total).toBe(OVERVIEW_LIST_LIMIT + 2);
    expect(overview.completedToday.items.map((item) => item.id)).toEqual(ids.slice(0, OVERVIEW_LIST_LIMIT));
  });
});

describe('submissions.overview: waiting-room forms to assign', () => {
  it('lists completed forms without a patient, newest first, not the links still waiting nor assigned forms', async () => {
    const { user, template, patient } = await practice();
    const older = await createSubmission(deps.prisma, {
      practitionerId: user.id,
      templateId: template.id,
      status: 'completed',
      completedAt: at(-3 * DAY),
      createdAt: at(-4 * DAY),
      respondentFirstName: 'Jan',
      respondentLastName: 'Peeters',
      viaGenericLink: true,
    });
    const newer = await createSubmission(deps.prisma, { practitionerId: user.id, status: 'completed', completedAt: at(-DAY), createdAt: at(-DAY) });
    await createSubmission(deps.prisma, { practitionerId: user.id, status: 'anonymous', expiresAt: at(DAY) });
    await createSubmission(deps.prisma, { practitionerId: user.id, patientId: patient.id, status: 'completed', completedAt: at(-DAY) });
    for (let i = 0; i < OVERVIEW_LIST_LIMIT; i += 1)
      await createSubmission(deps.prisma, { practitionerId: user.id, status: 'completed', completedAt: at(-10 * DAY), createdAt: at(-10 * DAY - i) });

    const overview = await overviewAt(user.id);
    expect(overview.waitingRoom.total).toBe(OVERVIEW_LIST_LIMIT + 2);
    expect(overview.waitingRoom.items).toHaveLength(OVERVIEW_LIST_LIMIT);
    expect(overview.waitingRoom.items.slice(0, 2).map((item) => item.id)).toEqual([newer.id, older.id]);
    expect(overview.waitingRoom.items[1]).toMatchObject({
      patientId: null,
      patientName: 'Jan Peeters',
      formName: 'Bilan lombalgie',
      status: 'completed',
    });
  });
});

describe('submissions.overview: links about to expire', () => {
  it(`lists open links of patients expiring within ${LINK_EXPIRING_SOON_DAYS} days, soonest first, window edges included or not`, async () => {
    const { user, template, patient } = await practice();
    const open = (status: 'draft' | 'sent' | 'pending', expiresAt: Date) =>
      createSubmission(deps.prisma, { practitionerId: user.id, patientId: patient.id, templateId: template.id, status, expiresAt });
    const lastIn = await open('sent', at(LINK_EXPIRING_SOON_DAYS * DAY));
    await open('sent', at(LINK_EXPIRING_SOON_DAYS * DAY + 1));
    const firstIn = await open('pending', at(1));
    await open('sent', NOW); // expires at this very instant: already unusable
    await open('pending', at(-MINUTE)); // past its expiry, status not written yet
    const draft = await open('draft', at(DAY));
    await createSubmission(deps.prisma, { practitionerId: user.id, patientId: patient.id, status: 'expired', expiresAt: at(DAY) });
    await createSubmission(deps.prisma, {
      practitionerId: user.id,
      patientId: patient.id,
      status: 'completed',
      expiresAt: at(DAY),
      completedAt: at(-DAY),
    });
    await createSubmission(deps.prisma, { practitionerId: user.id, status: 'anonymous', expiresAt: at(DAY) });

    const overview = await overviewAt(user.id);
    expect(overview.expiringSoon.withinDays).toBe(LINK_EXPIRING_SOON_DAYS);
    expect(overview.expiringSoon.total).toBe(3);
    expect(overview.expiringSoon.items.map((item) => item.id)).toEqual([firstIn.id, draft.id, lastIn.id]);
    expect(overview.expiringSoon.items[0]).toMatchObject({
      patientId: patient.id,
      patientName: 'Sophie Bernard',
      patientEmail: 'sophie@example.fr',
      formName: 'Bilan lombalgie',
      status: 'pending',
      expiresAt: at(1).toISOString(),
    });
  });

  it('shows at most the limit and the total', async () => {
    const { user, patient } = await practice();
    for (let i = 0; i < OVERVIEW_LIST_LIMIT + 1; i += 1)
      await createSubmission(deps.prisma, { practitionerId: user.id, patientId: patient.id, status: 'sent', expiresAt: at((i + 1) * MINUTE) });
    const overview = await overviewAt(user.id);
    expect(overview.expiringSoon.total).toBe(OVERVIEW_LIST_LIMIT + 1);
    expect(overview.expiringSoon.items.map((item) => item.expiresAt)).toEqual(
      Array.from({ length: OVERVIEW_LIST_LIMIT }, (_, i) => at((i + 1) * MINUTE).toISOString()),
    );
  });
});

describe('submissions.overview through the router', () => {
  it('shows only the caller’s rows, on the database clock, in two statements', async () => {
    const mine = await practice();
    const theirs = await practice();
    const now = Date.now();
    // Rows of another practitioner in every list: none may show, nor count.
    await createSubmission(deps.prisma, {
      practitionerId: theirs.user.id,
      patientId: theirs.patient.id,
      status: 'completed',
      completedAt: new Date(now - 1000),
    });
    await createSubmission(deps.prisma, { practitionerId: theirs.user.id, status: 'completed', completedAt: new Date(now - 1000) });
    await createSubmission(deps.prisma, {
      practitionerId: theirs.user.id,
      patientId: theirs.patient.id,
      status: 'sent',
      expiresAt: new Date(now + DAY),
    });
    const caller = await createTestCaller(deps, mine.user.id);
    const empty = await caller.submissions.overview({ timeZone: 'UTC' });
    expect(empty).toMatchObject({
      completedToday: { items: [], total: 0 },
      waitingRoom: { items: [], total: 0 },
      expiringSoon: { items: [], total: 0 },
    });
    // The clock is the database's: within a few seconds of this machine's.
    expect(Math.abs(new Date(empty.now).getTime() - now)).toBeLessThan(5000);

    const done = await createSubmission(deps.prisma, {
      practitionerId: mine.user.id,
      patientId: mine.patient.id,
      status: 'completed',
      completedAt: new Date(now - 1000),
    });
    const waiting = await createSubmission(deps.prisma, { practitionerId: mine.user.id, status: 'completed', completedAt: new Date(now - 2 * DAY) });
    const expiring = await createSubmission(deps.prisma, {
      practitionerId: mine.user.id,
      patientId: mine.patient.id,
      status: 'sent',
      expiresAt: new Date(now + DAY),
    });
    const statements: string[] = [];
    const stop = onStatement(deps.prisma, (text) => statements.push(text));
    const overview = await caller.submissions.overview({ timeZone: 'UTC' });
    stop();
    expect(overview.completedToday.items.map((item) => item.id)).toEqual([done.id]);
    expect(overview.waitingRoom.items.map((item) => item.id)).toEqual([waiting.id]);
    expect(overview.expiringSoon.items.map((item) => item.id)).toEqual([expiring.id]);
    expect([overview.completedToday.total, overview.waitingRoom.total, overview.expiringSoon.total]).toEqual([1, 1, 1]);
    expect(statements.filter((text) => /\bsubmissions\b/.test(text))).toHaveLength(2);
    // A read: no stale link was expired by it.
    expect(statements.some((text) => /^\s*UPDATE/i.test(text))).toBe(false);
  });

  it('refuses a time zone the runtime does not know, and a guest', async () => {
    const { user } = await practice();
    const caller = await createTestCaller(deps, user.id);
    for (const timeZone of ['Mars/Olympus_Mons', "UTC'; DROP TABLE submissions; --", '', 'x'.repeat(65)]) {
      expect(await rejectionCode(caller.submissions.overview({ timeZone }))).toBe('VALIDATION_FAILED');
    }
    expect(await rejectionIssues(caller.submissions.overview({ timeZone: 'Mars/Olympus_Mons' }))).toEqual(['timeZone:TIME_ZONE_INVALID']);
    const guest = await createTestCaller(deps);
    expect(await rejectionCode(guest.submissions.overview({ timeZone: 'UTC' }))).toBe('UNAUTHENTICATED');
  });
});
