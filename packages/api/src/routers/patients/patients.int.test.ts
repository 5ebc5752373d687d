// patients.* through the real tRPC caller and database: ownership, validation, search, order, pages, activity, SQL count, stats.
import { beforeAll, describe, expect, it } from 'vitest';
import { createPatient, createSubmission, createTemplate, createUser } from '@praxiform/db/testing';
import type { TPatientInput } from '@praxiform/domain';
import { createCountingDeps, createTestCaller, createTestDeps, rejectionCode, rejectionIssues } from '../../testing';

type TDeps = Awaited<ReturnType<typeof createTestDeps>>;
let deps: TDeps;
beforeAll(async () => {
  deps = await createTestDeps();
});

const DAY = 24 * 3600 * 1000;
const input = (over: Partial<TPatientInput> = {}): TPatientInput => ({
  firstName: 'Hélène',
  lastName: 'Dubois',
  email: 'helene.dubois@example.fr',
  ...over,
});

async function practitioner(over: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(deps.prisma, over);
  return { user, caller: await createTestCaller(deps, user.id) };
}

describe('patients.create / get / update / delete', () => {
  it('creates a patient in my file, empty optional fields stored as null, and reads it back', async () => {
    const { user, caller } = await practitioner();
    const { patient } = await caller.patients.create(
      input({ email: ' Helene.Dubois@Example.FR ', phone: '', notes: 'Allergie au latex', preferredLanguage: 'nl' }),
    );
    expect(patient).toMatchObject({
      firstName: 'Hélène',
      lastName: 'Dubois',
      email: 'helene.dubois@example.fr',
      phone: null,
      address: null,
      notes: 'Allergie au latex',
      preferredLanguage: 'nl',
      formsCount: 0,
      lastActivity: null,
    });
    expect(patient.createdAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    const row = await deps.prisma.patient.findUniqueOrThrow({ where: { id: patient.id } });
    expect(row).toMatchObject({ ownerId: user.id, phone: null });
    expect(new Date(patient.createdAt).getTime()).toBe(row.createdAt.getTime());
    expect((await caller.patients.get({ id: patient.id })).patient).toEqual(patient);
  });

  it('replaces every detail on update, clearing an optional field left empty', async () => {
    const { caller } = await practitioner();
    const { patient } = await caller.patients.create(input({ phone: '+32 470 12 34 56', address: 'Rue Haute 1, Bruxelles' }));
    const { patient: updated } = await caller.patients.update({ id: patient.id, ...input({ firstName: 'Helena', phone: '+32 470 00 00 00' }) });
    expect(updated).toMatchObject({ firstName: 'Helena', phone: '+32 470 00 00 00', address: null, preferredLanguage: 'fr' });
  });

  it('refuses invalid details with VALIDATION_FAILED and the field path of each problem, changing nothing', async () => {
    const { user, caller } = await practitioner();
    const bad = input({ firstName: 'A', email: 'not-an-email', phone: 'abc', notes: 'x'.repeat(1001) });
    expect(await rejectionCode(caller.patients.create(bad))).toBe('VALIDATION_FAILED');
    // One issue per problem: an invalid phone number reports PHONE_INVALID once (issue 34).
    expect((await rejectionIssues(caller.patients.create(bad))).sort()).toEqual(
      ['email:EMAIL_INVALID', 'firstName:NAME_TOO_SHORT', 'notes:NOTES_TOO_LONG', 'phone:PHONE_INVALID'].sort(),
    );
    expect(await rejectionIssues(caller.patients.create(input({ notes: 'ok <script>' })))).toEqual(['notes:TEXT_UNSAFE_CHARACTERS']);
    const { patient } = await caller.patients.create(input());
    expect(await rejectionIssues(caller.patients.update({ id: patient.id, ...input({ lastName: '' }) }))).toContain('lastName:NAME_TOO_SHORT');
    expect((await caller.patients.get({ id: patient.id })).patient.lastName).toBe('Dubois');
    // Only the valid patient was created.
    expect(await deps.prisma.patient.count({ where: { ownerId: user.id } })).toBe(1);
  });

  it('answers NOT_FOUND alike for an unknown id and for another practitioner’s patient, changing nothing', async () => {
    const owner = await practitioner();
    const other = await practitioner();
    const { patient } = await owner.caller.patients.create(input());
    for (const id of [patient.id, patient.id + 100_000]) {
      expect(await rejectionCode(other.caller.patients.get({ id }))).toBe('NOT_FOUND');
      expect(await rejectionCode(other.caller.patients.update({ id, ...input({ lastName: 'Pirate' }) }))).toBe('NOT_FOUND');
      expect(await rejectionCode(other.caller.patients.delete({ id }))).toBe('NOT_FOUND');
    }
    expect((await owner.caller.patients.get({ id: patient.id })).patient.lastName).toBe('Dubois');
  });

  it('deletes the patient with their submissions and the notifications of those', async () => {
    const { user, caller } = await practitioner();
    const { patient } = await caller.patients.create(input());
    const submission = await createSubmission(deps.prisma, {
      practitionerId: user.id,
      patientId: patient.id,
      status: 'completed',
      completedAt: new Date(),
    });
    await deps.prisma.notification.create({ data: { userId: user.id, submissionId: submission.id, patientName: 'Hélène Dubois', formName: 'Q' } });
    expect(await caller.patients.delete({ id: patient.id })).toEqual({ success: true });
    expect(await rejectionCode(caller.patients.get({ id: patient.id }))).toBe('NOT_FOUND');
    expect(await deps.prisma.submission.count({ where: { id: submission.id } })).toBe(0);
    expect(await deps.prisma.notification.count({ where: { userId: user.id } })).toBe(0);
  });
});

describe('patients.list', () => {
  it('sorts by last name then first name as people read them, accents and case included', async () => {
    const { user, caller } = await practitioner();
    for (const [firstName, lastName] of [
      ['Zoé', 'Martin'],
      ['Émile', 'Zola'],
      ['Anne', 'de Vries'],
      ['Lucas', 'Éloi'],
      ['Adam', 'Martin'],
      ['Chloé', 'Dubois'],
    ] as const) {
      await createPatient(deps.prisma, { ownerId: user.id, firstName, lastName });
    }
    const { items, total } = await caller.patients.list();
    expect(total).toBe(6);
    expect(items.map((p) => `${p.lastName} ${p.firstName}`)).toEqual([
      'de Vries Anne',
      'Dubois Chloé',
      'Éloi Lucas',
      'Martin Adam',
      'Martin Zoé',
      'Zola Émile',
    ]);
  });

  it('searches accent- and case-insensitively in first name, last name and email, also "first last" and "last first"', async () => {
    const { user, caller } = await practitioner();
    const other = await practitioner();
    await createPatient(deps.prisma, { ownerId: user.id, firstName: 'Hélène', lastName: 'Lefèvre', email: 'h.lefevre@mail.be' });
    await createPatient(deps.prisma, { ownerId: user.id, firstName: 'Jean', lastName: 'Dupont', email: 'jdupont@example.fr' });
    await createPatient(deps.prisma, { ownerId: user.id, firstName: 'Jeanne', lastName: 'Martin', email: 'jm_50%@example.fr' });
    await createPatient(deps.prisma, { ownerId: other.user.id, firstName: 'Hélène', lastName: 'Lefèvre', email: 'other@example.fr' });
    const names = async (search: string) => (await caller.patients.list({ search })).items.map((p) => p.lastName);
    expect(await names('helene')).toEqual(['Lefèvre']);
    expect(await names('LEFEVRE')).toEqual(['Lefèvre']);
    expect(await names('hélène lefèvre')).toEqual(['Lefèvre']);
    expect(await names('Dupont Jean')).toEqual(['Dupont']);
    expect(await names('jean')).toEqual(['Dupont', 'Martin']);
    expect(await names('MAIL.BE')).toEqual(['Lefèvre']);
    // LIKE wildcards typed in the search are plain characters.
    expect(await names('50%')).toEqual(['Martin']);
    expect(await names('%')).toEqual(['Martin']);
    expect(await names('_')).toEqual(['Martin']);
    expect(await names('zzz')).toEqual([]);
    expect((await caller.patients.list({ search: 'jean' })).total).toBe(2);
    expect((await caller.patients.list({ search: '   ' })).total).toBe(3);
  });

  it('pages with the total of the search', async () => {
    const { user, caller } = await practitioner();
    for (let i = 0; i < 7; i += 1) await createPatient(deps.prisma, { ownerId: user.id, firstName: 'Paul', lastName: `Patient${i}` });
    const second = await caller.patients.list({ page: 2, pageSize: 3 });
    expect(second).toMatchObject({ total: 7, page: 2, pageSize: 3 });
    expect(second.items.map((p) => p.lastName)).toEqual(['Patient3', 'Patient4', 'Patient5']);
    expect((await caller.patients.list({ page: 4, pageSize: 3 })).items).toEqual([]);
    expect(await rejectionCode(caller.patients.list({ pageSize: 101 }))).toBe('VALIDATION_FAILED');
  });

  it('gives each patient their forms count and last activity, an open link past its expiry counting as expired', async () => {
    const { user, caller } = await practitioner();
    const anna = await createPatient(deps.prisma, { ownerId: user.id, firstName: 'Anna', lastName: 'A' });
    const bob = await createPatient(deps.prisma, { ownerId: user.id, firstName: 'Bob', lastName: 'B' });
    const cleo = await createPatient(deps.prisma, { ownerId: user.id, firstName: 'Cléo', lastName: 'C' });
    const now = Date.now();
    await createSubmission(deps.prisma, { practitionerId: user.id, patientId: anna.id, createdAt: new Date(now - 10 * DAY), status: 'sent' });
    const completedAt = new Date(now - DAY);
    await createSubmission(deps.prisma, {
      practitionerId: user.id,
      patientId: anna.id,
      createdAt: new Date(now - 5 * DAY),
      status: 'completed',
      completedAt,
    });
    const expiresAt = new Date(now - 3600_000);
    await createSubmission(deps.prisma, {
      practitionerId: user.id,
      patientId: bob.id,
      status: 'sent',
      createdAt: new Date(now - 2 * DAY),
      expiresAt,
    });
    const { items } = await caller.patients.list();
    const byName = Object.fromEntries(items.map((p) => [p.firstName, p]));
    expect(byName.Anna).toMatchObject({ formsCount: 2, lastActivity: { status: 'completed', at: completedAt.toISOString() } });
    expect(byName.Bob).toMatchObject({ formsCount: 1, lastActivity: { status: 'expired', at: expiresAt.toISOString() } });
    expect(byName['Cléo']).toMatchObject({ formsCount: 0, lastActivity: null });
    expect(items[0]).not.toHaveProperty('notes');
    expect((await caller.patients.get({ id: cleo.id })).patient.formsCount).toBe(0);
  });

  it('runs the same number of SQL statements for 5 and for 50 patients per page', async () => {
    const { deps: local, prisma: logged, counter } = await createCountingDeps();
    const user = await createUser(logged);
    const template = await createTemplate(logged, { creatorId: user.id });
    for (let i = 0; i < 60; i += 1) {
      const patient = await createPatient(logged, { ownerId: user.id, firstName: 'Léa', lastName: `Patiente${String(i).padStart(2, '0')}` });
      await createSubmission(logged, { practitionerId: user.id, patientId: patient.id, templateId: template.id });
    }
    const count = async (pageSize: number, search?: string) => {
      // A request of its own (its own context): each writes its access-log entry (docs/access-log.md#kinds).
      const caller = await createTestCaller(local, user.id);
      counter.statements = 0;
      const result = await caller.patients.list({ pageSize, search });
      expect(result.items).toHaveLength(pageSize);
      expect(result.items.every((p) => p.formsCount === 1 && p.lastActivity?.status === 'sent')).toBe(true);
      return counter.statements;
    };
    // The page and its count, then the access log's one INSERT.
    expect(await count(5)).toBe(3);
    expect(await count(50)).toBe(3);
    expect(await count(5, 'lea patiente')).toBe(3);
    expect(await count(50, 'lea patiente')).toBe(3);
    await logged.$disconnect();
  });
});

describe('patients.stats', () => {
  it('counts my patients, forms sent to patients, private templates, and lists the 5 latest completions', async () => {
    const { user, caller } = await practitioner();
    const other = await practitioner();
    const template = await createTemplate(deps.prisma, { creatorId: user.id, name: 'Bilan lombaire', type: 'bilan' });
    await createTemplate(deps.prisma, { creatorId: user.id, isPublic: true });
    await createTemplate(deps.prisma, { creatorId: other.user.id });
    const patient = await createPatient(deps.prisma, { ownerId: user.id, firstName: 'Marc', lastName: 'Petit' });
    await createPatient(deps.prisma, { ownerId: user.id });
    await createPatient(deps.prisma, { ownerId: other.user.id });
    const now = Date.now();
    for (let i = 0; i < 6; i += 1) {
      await createSubmission(deps.prisma, {
        practitionerId: user.id,
        patientId: patient.id,
        templateId: template.id,
        status: 'completed',
        completedAt: new Date(now - i * DAY),
      });
    }
    await createSubmission(deps.prisma, { practitionerId: user.id, patientId: patient.id, status: 'sent' });
    await createSubmission(deps.prisma, { practitionerId: user.id, status: 'anonymous' });
    await createSubmission(deps.prisma, { practitionerId: other.user.id, status: 'completed', completedAt: new Date() });
    const stats = await caller.patients.stats();
    expect(stats).toMatchObject({ patients: 2, sentForms: 7, privateTemplates: 1 });
    expect(stats.recentCompletions).toHaveLength(5);
    expect(stats.recentCompletions.map((s) => s.completedAt)).toEqual([0, 1, 2, 3, 4].map((i) => new Date(now - i * DAY).toISOString()));
    expect(stats.recentCompletions[0]).toMatchObject({
      patientName: 'Marc Petit',
      formName: 'Bilan lombaire',
      status: 'completed',
      scoringEnabled: true,
    });
  });

  it('persists the expiry of stale links before counting', async () => {
    const { user, caller } = await practitioner();
    const stale = await createSubmission(deps.prisma, { practitionerId: user.id, status: 'sent', expiresAt: new Date(Date.now() - 1000) });
    await caller.patients.stats();
    expect((await deps.prisma.submission.findUniqueOrThrow({ where: { id: stale.id } })).status).toBe('expired');
  });
});
