// The demo seed: valid against the domain schemas, idempotent, and its logins work.
import { ZAnswers, ZCompleteProfileInput, ZScoreBands, ZTemplateFields, bandCoverage, computeScore, possibleScoreRange } from '@praxiform/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PrismaClient } from '../generated/prisma/client.ts';
import { verifyPassword } from '../password.ts';
import { getTestPrisma } from '../testing/index.ts';
import { DEMO_LOGINS, seedDemoData } from './index.ts';

let prisma: PrismaClient;
beforeAll(async () => {
  prisma = await getTestPrisma();
  await seedDemoData(prisma);
}, 60_000);

async function counts() {
  const [users, patients, templates, submissions, tickets, notifications] = await Promise.all([
    prisma.user.count(),
    prisma.patient.count(),
    prisma.template.count(),
    prisma.submission.count(),
    prisma.supportTicket.count(),
    prisma.notification.count(),
  ]);
  return { users, patients, templates, submissions, tickets, notifications };
}

describe('seedDemoData', () => {
  it('stores profiles the profile form shows as they are: specialties are keys of the profession, ticked in its list', async () => {
    const users = await prisma.user.findMany({ where: { profileCompleted: true }, orderBy: { id: 'asc' } });
    expect(users.some((u) => u.specialties.length > 0)).toBe(true);
    for (const user of users) {
      const profile = { profession: user.profession, customProfession: user.customProfession ?? undefined, specialties: user.specialties };
      expect(ZCompleteProfileInput.safeParse(profile).error?.issues ?? [], user.email).toEqual([]);
    }
  });

  it('stores only templates and answers the domain schemas accept', async () => {
    const templates = await prisma.template.findMany();
    expect(templates.length).toBeGreaterThanOrEqual(5);
    for (const template of templates) expect(() => ZTemplateFields.parse(template.fields), template.name).not.toThrow();
    const submissions = await prisma.submission.findMany();
    for (const submission of submissions) {
      const fields = ZTemplateFields.parse(submission.fieldsSnapshot);
      if (submission.answers === null) continue;
      const answers = ZAnswers.parse(submission.answers);
      const known = new Set<string>();
      const walk = (list: typeof fields) =>
        list.forEach((f) => {
          known.add(f.id);
          f.options?.forEach((o) => walk(o.children));
        });
      walk(fields);
      for (const key of Object.keys(answers)) expect(known.has(key), `${submission.formName}: ${key}`).toBe(true);
      if (submission.scoringEnabled) expect(submission.score).toBe(computeScore(fields, answers).score);
    }
  });

  it('has bands covering their templates, a PHQ-9 copy answered three times with an alert, and latest bands', async () => {
    for (const template of await prisma.template.findMany()) {
      const bands = ZScoreBands.parse(template.scoreBands);
      expect(bandCoverage(bands, possibleScoreRange(ZTemplateFields.parse(template.fields))).ok, template.name).toBe(true);
    }
    const phq = await prisma.template.findFirstOrThrow({ where: { validatedInstrument: 'phq9', isPublic: false } });
    const answered = await prisma.submission.findMany({ where: { templateId: phq.id, status: 'completed' }, orderBy: { completedAt: 'asc' } });
    expect(answered.map((s) => [s.score, s.scoreBandLevel, s.hasAlert])).toEqual([
      [17, 'severe', false],
      [11, 'moderate', true],
      [6, 'mild', false],
    ]);
    const patient = await prisma.patient.findUniqueOrThrow({ where: { id: answered[0]!.patientId! } });
    expect([patient.latestBandLevel, patient.latestBandLabel]).toEqual(['mild', 'Dépression légère']);
    expect(await prisma.patient.count({ where: { latestBandLevel: { not: null } } })).toBeGreaterThanOrEqual(2);
  });

  it('covers the product states the demo needs', async () => {
    const statuses = await prisma.submission.findMany({ select: { status: true, patientId: true, expiresAt: true, consentAt: true, score: true } });
    expect(statuses.some((s) => s.status === 'sent' && s.expiresAt !== null && s.expiresAt > new Date())).toBe(true);
    expect(statuses.some((s) => s.status === 'expired')).toBe(true);
    expect(statuses.some((s) => s.status === 'anonymous' && s.patientId === null)).toBe(true);
    expect(statuses.some((s) => s.status === 'completed' && s.consentAt !== null && s.score === 12)).toBe(true);
    const types = new Set((await prisma.template.findMany({ select: { type: true } })).map((t) => t.type));
    expect([...types]).toEqual(expect.arrayContaining(['bilan', 'anamnese', 'satisfaction', 'suivi']));
    expect(await prisma.template.count({ where: { isPublic: true, ownerId: null } })).toBe(8);
    const market = await prisma.template.findMany({ where: { isPublic: true }, include: { _count: { select: { favorites: true } } } });
    expect(new Set(market.map((t) => t.language))).toEqual(new Set(['fr', 'en', 'nl']));
    for (const t of market) expect(t.favoritesCount, t.name).toBe(t._count.favorites);
    expect(market.some((t) => t.type === 'bilan' && t.scoringEnabled && t.duplicationsCount > 0)).toBe(true);
    const cabinet = await prisma.cabinet.findFirstOrThrow({ include: { members: true, templates: true } });
    expect(cabinet.name).toBe('Cabinet Kiné des Lilas');
    expect(cabinet.members).toHaveLength(2);
    expect(cabinet.templates).toHaveLength(1);
    const ticket = await prisma.supportTicket.findFirstOrThrow({ include: { messages: true } });
    expect(ticket.messages.map((m) => m.fromSupport)).toEqual([false, true]);
    expect(await prisma.notification.count({ where: { kind: 'form_completed', submission: { status: 'completed' } } })).toBe(1);
    expect(await prisma.announcement.count()).toBe(1);
  });

  it('gives demo accounts that can log in', async () => {
    expect(DEMO_LOGINS.map((l) => l.email)).toContain('admin@praxiform.test');
    for (const login of DEMO_LOGINS) {
      expect(login.password).toMatch(/^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[^A-Za-z0-9]).{8,}$/);
      const user = await prisma.user.findUniqueOrThrow({ where: { email: login.email } });
      expect(await verifyPassword(user.passwordHash, login.password)).toBe(true);
      expect(user).toMatchObject({ profileCompleted: true, role: login.role, blocked: false });
      expect(user.emailVerifiedAt).not.toBeNull();
    }
    expect((await prisma.user.findUniqueOrThrow({ where: { email: 'admin@praxiform.test' } })).isAdministrator).toBe(true);
  });

  it('does nothing the second time', async () => {
    const before = await counts();
    const logins = await seedDemoData(prisma);
    expect(logins).toEqual(DEMO_LOGINS);
    expect(await counts()).toEqual(before);
  });
});
