// The access log of patient data (docs/access-log.md) through the real tRPC procedures and database: each read writes
// one entry (who, what, from where, never the data), one per request and (kind, patient, submission) and, for a view,
// once per visit; a refused read writes none, only the owner reads the entries, the filters and pages, the purge, and
// what deleting a patient or an account takes with it.
import { beforeAll, describe, expect, it } from 'vitest';
import { createPatient, createSubmission, createTemplate, createUser } from '@praxiform/db/testing';
import { ACCESS_VIEW_SLOT_SECONDS, ACCOUNT_DELETION_WORDS } from '@praxiform/domain';
import { createContext } from '../../context';
import { createSession } from '../../auth/session';
import { appRouter } from '../../root';
import { createCallerFactory } from '../../trpc';
import { createTestCaller, createTestDeps, rejectionCode } from '../../testing';
import { recordAccess } from './record-access';
import { purgeAccessLog, retentionCutoff } from './purge';
import { accessCsv, csvCell } from './access-csv';

type TDeps = Awaited<ReturnType<typeof createTestDeps>>;
let deps: TDeps;
beforeAll(async () => {
  deps = await createTestDeps();
});

const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:132.0) Gecko/20100101 Firefox/132.0';
const DAY = 24 * 3600 * 1000;

/** A caller on a fresh session and a fresh context: one HTTP request, as tRPC builds one per request. */
async function requestOf(userId: number, request: { ip?: string; userAgent?: string } = {}) {
  const { token } = await createSession(deps.prisma, userId);
  const ctx = await createContext(deps, {
    authorization: `Bearer ${token}`,
    ip: request.ip ?? '203.0.113.7',
    userAgent: request.userAgent ?? FIREFOX,
    acceptLanguage: undefined,
  });
  return createCallerFactory(appRouter)(ctx);
}

/** A practitioner with a patient, a template and a completed, scored form of that patient. */
async function practice(names: { first?: string; last?: string } = {}) {
  const user = await createUser(deps.prisma, { firstName: 'Claire', lastName: 'Martin' });
  const patient = await createPatient(deps.prisma, { ownerId: user.id, firstName: names.first ?? 'Anna', lastName: names.last ?? 'Secret' });
  const template = await createTemplate(deps.prisma, { creatorId: user.id });
  const completed = await createSubmission(deps.prisma, {
    practitionerId: user.id,
    patientId: patient.id,
    templateId: template.id,
    status: 'completed',
    completedAt: new Date(),
    answers: { motif: 'Douleur confidentielle' },
  });
  return { user, patient, template, completed };
}

const entriesOf = (ownerId: number) => deps.prisma.patientAccess.findMany({ where: { ownerId }, orderBy: { id: 'asc' } });

/** Moves the owner's entries `seconds` back in time, their view slots with them: as if they had been written then. */
async function age(ownerId: number, seconds: number) {
  await deps.prisma.$executeRaw`
    UPDATE patient_accesses
    SET created_at = created_at - make_interval(secs => ${seconds}::int),
        repeat_key = regexp_replace(repeat_key, ':[0-9]+$',
          ':' || floor(extract(epoch FROM created_at - make_interval(secs => ${seconds}::int)) / ${ACCESS_VIEW_SLOT_SECONDS}::int)::bigint)
    WHERE owner_id = ${ownerId}::int`;
}

describe('each read writes one entry, with who, what and where, never the data', () => {
  it('patients.get, listForPatient, scoreTrends: patient_viewed; list and overview: patient_list_viewed; submissions.get: submission_viewed', async () => {
    const { user, patient, completed } = await practice();
    // Each read on its own request, three minutes apart: no visit's repeat (see "one entry per visit" below).
    const reads = [
      () => requestOf(user.id).then((c) => c.patients.get({ id: patient.id })),
      () => requestOf(user.id).then((c) => c.submissions.listForPatient({ patientId: patient.id })),
      () => requestOf(user.id).then((c) => c.patients.scoreTrends({ patientId: patient.id })),
      () => requestOf(user.id).then((c) => c.patients.list({ page: 1, pageSize: 20 })),
      () => requestOf(user.id).then((c) => c.submissions.overview({ timeZone: 'Europe/Paris' })),
      () => requestOf(user.id).then((c) => c.submissions.get({ id: completed.id })),
    ];
    for (const read of reads) {
      await read();
      await age(user.id, 180);
    }
    const entries = await entriesOf(user.id);
    expect(entries.map((e) => [e.kind, e.patientId, e.submissionId])).toEqual([
      ['patient_viewed', patient.id, null],
      ['patient_viewed', patient.id, null],
      ['patient_viewed', patient.id, null],
      ['patient_list_viewed', null, null],
      ['patient_list_viewed', null, null],
      ['submission_viewed', patient.id, completed.id],
    ]);
    for (const entry of entries) {
      expect(entry).toMatchObject({
        ownerId: user.id,
        actorId: user.id,
        actorRole: user.role,
        actorIsAdministrator: false,
        ip: '203.0.113.7',
        userAgent: FIREFOX,
      });
      // Who and what only: no column holds a name, an answer or a score.
      const text = JSON.stringify(entry, (_key, value: unknown) => (typeof value === 'bigint' ? value.toString() : value));
      expect(text).not.toContain('Anna');
      expect(text).not.toContain('Secret');
      expect(text).not.toContain('Douleur');
    }
  });

  it('the dashboard, the waiting room and the notifications are logged when they show a patient, not when empty', async () => {
    const { user, template, completed } = await practice();
    await (await requestOf(user.id)).patients.stats();
    await (await requestOf(user.id)).submissions.waitingRoom();
    await (await requestOf(user.id)).notifications.list();
    // The completed form has no notification and is the dashboard's recent completion.
    expect((await entriesOf(user.id)).map((e) => e.kind)).toEqual(['patient_list_viewed']);
    await age(user.id, 180);
    await createSubmission(deps.prisma, { practitionerId: user.id, templateId: template.id, status: 'anonymous' });
    await (await requestOf(user.id)).submissions.waitingRoom();
    expect(await deps.prisma.patientAccess.count({ where: { ownerId: user.id } })).toBe(2);
    await age(user.id, 180);
    await deps.prisma.notification.create({ data: { userId: user.id, kind: 'form_completed', submissionId: completed.id, formName: 'Bilan' } });
    await (await requestOf(user.id)).notifications.list();
    await age(user.id, 180);
    // The home page's batch (overview, counters, bell) in one request: one entry.
    const home = await requestOf(user.id);
    await Promise.all([home.submissions.overview({ timeZone: 'UTC' }), home.patients.stats(), home.notifications.list()]);
    expect((await entriesOf(user.id)).map((e) => e.kind)).toEqual(Array(4).fill('patient_list_viewed'));
  });

  it('keeps the User-Agent to 500 characters, and an administrator reading is marked so', async () => {
    const { user, patient } = await practice();
    await (await requestOf(user.id, { userAgent: `${FIREFOX} ${'x'.repeat(600)}` })).patients.get({ id: patient.id });
    const [entry] = await entriesOf(user.id);
    expect(entry?.userAgent).toHaveLength(500);
    const admin = await createUser(deps.prisma, { role: 'administrator', isAdministrator: true, firstName: 'Ada', lastName: 'Admin' });
    const ctx = { prisma: deps.prisma, ip: '198.51.100.1', userAgent: null, accessMemo: new Map() };
    await recordAccess(ctx, admin, { ownerId: user.id, kind: 'patient_viewed', patientId: patient.id, submissionId: null });
    const { items } = await (await requestOf(user.id)).patients.accessHistory({ patientId: patient.id, page: 1, pageSize: 20 });
    expect(items[0]?.actor).toEqual({ self: false, isAdministrator: true, role: 'administrator', name: 'Ada Admin' });
    expect(items[1]?.actor).toEqual({ self: true, isAdministrator: false, role: user.role, name: 'Claire Martin' });
  });

  it('a write that fails fails the read (a 500) rather than answering unlogged', async () => {
    const { user, patient } = await practice();
    // PostgreSQL refuses a NUL character in text: the entry's INSERT fails.
    const caller = await requestOf(user.id, { ip: 'bad\u0000ip' });
    expect(await rejectionCode(caller.patients.get({ id: patient.id }))).toBe('INTERNAL');
    expect(await entriesOf(user.id)).toEqual([]);
  });
});

describe('one entry per request and (kind, patient, submission)', () => {
  it("the patient page's three reads in one request (one context, as a batch shares) write one patient_viewed", async () => {
    const { user, patient } = await practice();
    const page = await requestOf(user.id);
    await Promise.all([
      page.patients.get({ id: patient.id }),
      page.submissions.listForPatient({ patientId: patient.id }),
      page.patients.scoreTrends({ patientId: patient.id }),
    ]);
    expect((await entriesOf(user.id)).map((e) => [e.kind, e.patientId])).toEqual([['patient_viewed', patient.id]]);
  });

  it('two patients, or two kinds, in one request are two entries', async () => {
    const { user, patient, completed } = await practice();
    const other = await createPatient(deps.prisma, { ownerId: user.id });
    const request = await requestOf(user.id);
    await request.patients.get({ id: patient.id });
    await request.patients.get({ id: other.id });
    await request.submissions.get({ id: completed.id });
    await request.patients.get({ id: patient.id });
    expect((await entriesOf(user.id)).map((e) => [e.kind, e.patientId])).toEqual([
      ['patient_viewed', patient.id],
      ['patient_viewed', other.id],
      ['submission_viewed', patient.id],
    ]);
  });
});

describe('one entry per visit: the same view is written once per two-minute slot, an export every time', () => {
  it("the visit's next requests, the bell's refresh a minute later, and concurrent requests: one entry", async () => {
    const { user, patient, completed } = await practice();
    await (await requestOf(user.id)).patients.get({ id: patient.id });
    // The page's second request (the forms and the trends).
    const forms = await requestOf(user.id);
    await Promise.all([forms.submissions.listForPatient({ patientId: patient.id }), forms.patients.scoreTrends({ patientId: patient.id })]);
    // Five tabs at once: separate requests, concurrent writes, one entry.
    await Promise.all(Array.from({ length: 5 }, () => requestOf(user.id).then((c) => c.submissions.get({ id: completed.id }))));
    expect((await entriesOf(user.id)).map((e) => [e.kind, e.patientId, e.submissionId])).toEqual([
      ['patient_viewed', patient.id, null],
      ['submission_viewed', patient.id, completed.id],
    ]);
    // A minute later, in the next slot as it may be: still the same visit.
    await age(user.id, 60);
    await (await requestOf(user.id)).patients.get({ id: patient.id });
    expect(await deps.prisma.patientAccess.count({ where: { ownerId: user.id } })).toBe(2);
  });

  it('two minutes later, from another address, or by someone else, it is another entry; an export always is', async () => {
    const { user, patient } = await practice();
    await (await requestOf(user.id)).patients.get({ id: patient.id });
    await (await requestOf(user.id, { ip: '198.51.100.9' })).patients.get({ id: patient.id });
    const admin = await createUser(deps.prisma, { role: 'administrator', isAdministrator: true });
    const ctx = () => ({ prisma: deps.prisma, ip: '203.0.113.7', userAgent: null, accessMemo: new Map() });
    await recordAccess(ctx(), admin, { ownerId: user.id, kind: 'patient_viewed', patientId: patient.id, submissionId: null });
    expect((await entriesOf(user.id)).map((e) => [e.actorId, e.ip])).toEqual([
      [user.id, '203.0.113.7'],
      [user.id, '198.51.100.9'],
      [admin.id, '203.0.113.7'],
    ]);
    await age(user.id, 121);
    await (await requestOf(user.id)).patients.get({ id: patient.id });
    expect(await deps.prisma.patientAccess.count({ where: { ownerId: user.id } })).toBe(4);
    for (let i = 0; i < 2; i++)
      await recordAccess(ctx(), user, { ownerId: user.id, kind: 'pdf_exported', patientId: patient.id, submissionId: null });
    expect((await entriesOf(user.id)).filter((e) => e.kind === 'pdf_exported')).toHaveLength(2);
    expect((await entriesOf(user.id)).filter((e) => e.kind === 'pdf_exported').map((e) => e.repeatKey)).toEqual([null, null]);
  });
});

describe('a refused read writes nothing and answers as an unknown id', () => {
  it("another practitioner's patient or submission, or an unknown id", async () => {
    const { user, patient, completed } = await practice();
    const stranger = await createUser(deps.prisma);
    const caller = await requestOf(stranger.id);
    const reads = {
      'patients.get': (id: number) => caller.patients.get({ id }),
      'patients.scoreTrends': (id: number) => caller.patients.scoreTrends({ patientId: id }),
      'submissions.listForPatient': (id: number) => caller.submissions.listForPatient({ patientId: id }),
      'patients.accessHistory': (id: number) => caller.patients.accessHistory({ patientId: id, page: 1, pageSize: 20 }),
    };
    for (const [name, read] of Object.entries(reads)) {
      expect(`${name} ${await rejectionCode(read(patient.id))}`).toBe(`${name} NOT_FOUND`);
      expect(`${name} ${await rejectionCode(read(2_000_000_000))}`).toBe(`${name} NOT_FOUND`);
    }
    expect(await rejectionCode(caller.submissions.get({ id: completed.id }))).toBe('NOT_FOUND');
    expect(await rejectionCode(caller.submissions.get({ id: 2_000_000_000 }))).toBe('NOT_FOUND');
    expect(await deps.prisma.patientAccess.count({ where: { OR: [{ ownerId: user.id }, { ownerId: stranger.id }] } })).toBe(0);
  });
});

describe('reading the log: patients.accessHistory and patients.accessLog', () => {
  it('shows the entry as the practitioner sees it, and reading it writes nothing', async () => {
    const { user, patient, completed } = await practice();
    await (await requestOf(user.id)).submissions.get({ id: completed.id });
    const reader = await requestOf(user.id);
    const before = await deps.prisma.patientAccess.count();
    const history = await reader.patients.accessHistory({ patientId: patient.id, page: 1, pageSize: 20 });
    const log = await reader.patients.accessLog({ page: 1, pageSize: 20 });
    expect(await deps.prisma.patientAccess.count()).toBe(before);
    expect(history).toEqual(log);
    expect(history).toMatchObject({ total: 1, page: 1, pageSize: 20 });
    const [entry] = history.items;
    expect(entry).toEqual({
      id: expect.stringMatching(/^\d+$/) as string,
      kind: 'submission_viewed',
      at: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/) as string,
      actor: { self: true, isAdministrator: false, role: user.role, name: 'Claire Martin' },
      patient: { id: patient.id, name: 'Anna Secret' },
      submissionId: completed.id,
      ip: '203.0.113.7',
      device: 'Firefox 132 · Windows 10',
    });
    expect(Math.abs(Date.parse(entry!.at) - Date.now())).toBeLessThan(60_000);
  });

  it("another practitioner cannot read them: NOT_FOUND for the patient's history, only their own entries in the log", async () => {
    const { user, patient } = await practice();
    await (await requestOf(user.id)).patients.get({ id: patient.id });
    const stranger = await practice({ first: 'Bruno', last: 'Autre' });
    await (await requestOf(stranger.user.id)).patients.get({ id: stranger.patient.id });
    const caller = await requestOf(stranger.user.id);
    expect(await rejectionCode(caller.patients.accessHistory({ patientId: patient.id, page: 1, pageSize: 20 }))).toBe('NOT_FOUND');
    expect(await caller.patients.accessLog({ patientId: patient.id, page: 1, pageSize: 20 })).toEqual({ items: [], total: 0, page: 1, pageSize: 20 });
    const mine = await caller.patients.accessLog({ page: 1, pageSize: 20 });
    expect(mine.items.map((e) => e.patient?.name)).toEqual(['Bruno Autre']);
  });

  it('an entry outlives its actor (name null) and a list entry has no patient', async () => {
    const { user, patient } = await practice();
    const colleague = await createUser(deps.prisma, { firstName: 'Paul', lastName: 'Parti' });
    const ctx = { prisma: deps.prisma, ip: null, userAgent: null, accessMemo: new Map() };
    await recordAccess(ctx, colleague, { ownerId: user.id, kind: 'patient_viewed', patientId: patient.id, submissionId: null });
    await recordAccess(ctx, user, { ownerId: user.id, kind: 'patient_list_viewed', patientId: null, submissionId: null });
    await deps.prisma.user.delete({ where: { id: colleague.id } });
    const { items } = await (await requestOf(user.id)).patients.accessLog({ page: 1, pageSize: 20 });
    expect(items.map((e) => [e.kind, e.actor.name, e.actor.self, e.patient?.name ?? null, e.ip, e.device])).toEqual([
      ['patient_list_viewed', 'Claire Martin', true, null, null, null],
      ['patient_viewed', null, false, 'Anna Secret', null, null],
    ]);
  });

  it('filters by patient and by days (UTC, inclusive), newest first, in pages', async () => {
    const { user, patient } = await practice();
    const other = await createPatient(deps.prisma, { ownerId: user.id, firstName: 'Zoé', lastName: 'Autre' });
    const at = (iso: string) => new Date(iso);
    const rows = [
      [patient.id, '2026-03-01T00:00:00.000Z'],
      [patient.id, '2026-03-02T23:59:59.999Z'],
      [other.id, '2026-03-02T12:00:00.000Z'],
      [patient.id, '2026-03-03T00:00:00.000Z'],
      [patient.id, '2026-02-28T23:59:59.999Z'],
    ] as const;
    for (const [patientId, createdAt] of rows)
      await deps.prisma.patientAccess.create({
        data: { ownerId: user.id, actorId: user.id, actorRole: user.role, patientId, kind: 'patient_viewed', createdAt: at(createdAt) },
      });
    const caller = await requestOf(user.id);
    const days = async (input: { patientId?: number; from?: string; to?: string }) =>
      (await caller.patients.accessLog({ ...input, page: 1, pageSize: 20 })).items.map((e) => `${e.patient?.name} ${e.at}`);
    expect(await days({ from: '2026-03-01', to: '2026-03-02' })).toEqual([
      'Anna Secret 2026-03-02T23:59:59.999Z',
      'Zoé Autre 2026-03-02T12:00:00.000Z',
      'Anna Secret 2026-03-01T00:00:00.000Z',
    ]);
    expect(await days({ patientId: patient.id, from: '2026-03-02' })).toEqual([
      'Anna Secret 2026-03-03T00:00:00.000Z',
      'Anna Secret 2026-03-02T23:59:59.999Z',
    ]);
    expect(await days({ to: '2026-02-28' })).toEqual(['Anna Secret 2026-02-28T23:59:59.999Z']);
    expect(await days({ patientId: other.id })).toEqual(['Zoé Autre 2026-03-02T12:00:00.000Z']);
    expect(await days({ from: '2026-03-04' })).toEqual([]);

    const page2 = await caller.patients.accessLog({ page: 2, pageSize: 2 });
    expect(page2).toMatchObject({ total: 5, page: 2, pageSize: 2 });
    expect(page2.items.map((e) => e.at)).toEqual(['2026-03-02T12:00:00.000Z', '2026-03-01T00:00:00.000Z']);
    const history = await caller.patients.accessHistory({ patientId: patient.id, page: 2, pageSize: 3 });
    expect(history).toMatchObject({ total: 4, items: [{ at: '2026-02-28T23:59:59.999Z' }] });
    expect(await rejectionCode(caller.patients.accessLog({ from: '2026-02-30', page: 1, pageSize: 20 }))).toBe('VALIDATION_FAILED');
  });
});

describe('the CSV', () => {
  it('escapes separators, quotes, line breaks and formulas', () => {
    expect(csvCell('Anna Secret')).toBe('Anna Secret');
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell('dit "bonjour"')).toBe('"dit ""bonjour"""');
    expect(csvCell('deux\nlignes')).toBe('"deux\nlignes"');
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('+33 6')).toBe("'+33 6");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell(null)).toBe('');
    expect(csvCell(42)).toBe('42');
  });

  it('reads in chunks after the last row (keyset), every row once, up to the cap', async () => {
    const { user, patient } = await practice();
    const base = Date.parse('2026-05-01T00:00:00Z');
    await deps.prisma.patientAccess.createMany({
      data: Array.from({ length: 7 }, (_, i) => ({
        ownerId: user.id,
        actorId: user.id,
        actorRole: user.role,
        patientId: patient.id,
        kind: 'patient_viewed' as const,
        // Two entries share each instant: the id breaks the tie.
        createdAt: new Date(base + Math.floor(i / 2) * 1000),
      })),
    });
    const read = async (options: { maxRows?: number; chunkSize?: number }) => {
      const pieces: string[] = [];
      for await (const piece of accessCsv(deps, user, {}, options)) pieces.push(piece);
      return pieces;
    };
    const pieces = await read({ chunkSize: 2 });
    const lines = pieces.join('').split('\r\n');
    expect(lines[0]).toBe('\uFEFFdate;actor;administrator;kind;patient;submission;ip;device');
    expect(lines.slice(1, -1)).toHaveLength(7);
    expect(lines.at(-1)).toBe('');
    expect(lines.slice(1, -1).map((line) => line.slice(17, 19))).toEqual(['03', '02', '02', '01', '01', '00', '00']);
    expect(lines[1]).toBe('2026-05-01T00:00:03.000Z;Claire Martin;no;patient_viewed;Anna Secret;;;');
    const capped = (await read({ chunkSize: 2, maxRows: 5 })).join('').split('\r\n');
    expect(capped.slice(1, -1)).toHaveLength(5);
  });
});

describe('retention', () => {
  it('purges the entries older than the retention, in batches, and keeps the rest', async () => {
    const { user, patient } = await practice();
    const now = new Date('2027-06-15T12:00:00Z');
    const created = async (at: string) =>
      deps.prisma.patientAccess.create({
        data: { ownerId: user.id, actorId: user.id, actorRole: user.role, patientId: patient.id, kind: 'patient_viewed', createdAt: new Date(at) },
      });
    const old = [];
    for (let i = 0; i < 5; i += 1) old.push(await created(`2026-0${i + 1}-10T00:00:00Z`));
    old.push(await created('2026-06-15T11:59:59.999Z'));
    const kept = [await created('2026-06-15T12:00:00Z'), await created('2027-06-01T00:00:00Z')];
    // Other files' entries are older than their own "now": only this user's are counted.
    const removed = await purgeAccessLog(deps, { retentionMonths: 12, now, batchSize: 2 });
    expect(removed).toBeGreaterThanOrEqual(old.length);
    expect((await entriesOf(user.id)).map((e) => e.id)).toEqual(kept.map((e) => e.id));
  });

  it('counts months on the calendar, in UTC', () => {
    expect(retentionCutoff(new Date('2027-03-31T10:00:00Z'), 1).toISOString()).toBe('2027-02-28T10:00:00.000Z');
    expect(retentionCutoff(new Date('2027-06-15T00:00:00Z'), 12).toISOString()).toBe('2026-06-15T00:00:00.000Z');
    expect(retentionCutoff(new Date('2027-01-31T00:00:00Z'), 120).toISOString()).toBe('2017-01-31T00:00:00.000Z');
  });
});

describe('deletions', () => {
  it("deleting a patient deletes their entries (and those about their forms) and writes the audit row, without the patient's name", async () => {
    const { user, patient, completed } = await practice();
    const other = await createPatient(deps.prisma, { ownerId: user.id });
    await (await requestOf(user.id)).patients.get({ id: patient.id });
    await (await requestOf(user.id)).submissions.get({ id: completed.id });
    await (await requestOf(user.id)).patients.get({ id: other.id });
    await (await requestOf(user.id)).patients.list();
    // An entry about one of the patient's forms that names no patient (a picture read before the form was assigned).
    const ctx = { prisma: deps.prisma, ip: null, userAgent: null, accessMemo: new Map() };
    await recordAccess(ctx, user, { ownerId: user.id, kind: 'picture_viewed', patientId: null, submissionId: completed.id });

    await (await requestOf(user.id)).patients.delete({ id: patient.id });
    expect((await entriesOf(user.id)).map((e) => [e.kind, e.patientId])).toEqual([
      ['patient_viewed', other.id],
      ['patient_list_viewed', null],
    ]);
    const audit = await deps.prisma.auditLog.findMany({ where: { action: 'patient.deleted', actorId: user.id } });
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ targetType: 'patient', targetId: String(patient.id), ip: '203.0.113.7', userAgent: FIREFOX });
    expect(JSON.stringify(audit[0]?.metadata)).not.toMatch(/Anna|Secret|@/);
  });

  it('a refused deletion writes no audit row', async () => {
    const { patient } = await practice();
    const stranger = await createUser(deps.prisma);
    expect(await rejectionCode((await requestOf(stranger.id)).patients.delete({ id: patient.id }))).toBe('NOT_FOUND');
    expect(await deps.prisma.auditLog.count({ where: { action: 'patient.deleted', targetId: String(patient.id) } })).toBe(0);
  });

  it("deleting the account deletes the entries about its patients, and keeps those it wrote about another's as anonymous", async () => {
    const { user, patient } = await practice();
    await (await requestOf(user.id)).patients.get({ id: patient.id });
    const colleague = await practice();
    const ctx = { prisma: deps.prisma, ip: null, userAgent: null, accessMemo: new Map() };
    await recordAccess(ctx, user, { ownerId: colleague.user.id, kind: 'patient_viewed', patientId: colleague.patient.id, submissionId: null });
    const caller = await createTestCaller(deps, user.id);
    await caller.profile.deleteAccount({ confirmation: ACCOUNT_DELETION_WORDS.fr, locale: 'fr' });
    expect(await deps.prisma.patientAccess.count({ where: { ownerId: user.id } })).toBe(0);
    expect(await deps.prisma.patientAccess.findMany({ where: { ownerId: colleague.user.id } })).toMatchObject([
      { actorId: null, actorRole: user.role, patientId: colleague.patient.id },
    ]);
  });
});

describe('a day is a UTC day', () => {
  it('an entry written now is found by today', async () => {
    const { user, patient } = await practice();
    await (await requestOf(user.id)).patients.get({ id: patient.id });
    const today = new Date().toISOString().slice(0, 10);
    const yesterday = new Date(Date.now() - DAY).toISOString().slice(0, 10);
    const caller = await requestOf(user.id);
    expect((await caller.patients.accessLog({ from: today, to: today, page: 1, pageSize: 20 })).total).toBe(1);
    expect((await caller.patients.accessLog({ to: yesterday, page: 1, pageSize: 20 })).total).toBe(0);
  });
});
