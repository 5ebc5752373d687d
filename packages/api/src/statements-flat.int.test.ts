// The statements a screen costs do not grow with the data (docs/architecture.md, "Hot paths"): the patients list, the
// patient page, the waiting room, the home page's overview, the market search and the administrators' user list are
// counted on a small practice, then again once the database holds a hundred times more (a practitioner with 3,000
// patients and 12,000 forms, 400 public templates, 600 accounts). A count that grows is an N+1 or a loop of queries.
import { beforeAll, describe, expect, it } from 'vitest';
import { createPatient, createSubmission, createTemplate, createUser } from '@praxiform/db/testing';
import type { TField } from '@praxiform/domain';
import { createCountingDeps, createTestCaller } from './testing';

type TCounting = Awaited<ReturnType<typeof createCountingDeps>>;
let counting: TCounting;
beforeAll(async () => {
  counting = await createCountingDeps();
});

const FIELDS: TField[] = [{ id: 'motif', type: 'textarea', title: 'Motif', required: true, practitionerOnly: false }];

type TCaller = Awaited<ReturnType<typeof createTestCaller>>;
type TScreen = { name: string; run: (as: { practitioner: TCaller; admin: TCaller }, patient: number) => Promise<unknown> };

/** Each screen as the SPA asks it: one HTTP request, so one caller (one context) per screen. */
const SCREENS: TScreen[] = [
  { name: 'patients list', run: ({ practitioner }) => practitioner.patients.list({ page: 1, pageSize: 20 }) },
  {
    name: 'patient page',
    run: ({ practitioner }, patient) =>
      Promise.all([
        practitioner.patients.get({ id: patient }),
        practitioner.submissions.listForPatient({ patientId: patient }),
        practitioner.patients.scoreTrends({ patientId: patient }),
      ]),
  },
  { name: 'waiting room', run: ({ practitioner }) => practitioner.submissions.waitingRoom() },
  { name: 'overview', run: ({ practitioner }) => practitioner.submissions.overview({ timeZone: 'Europe/Paris' }) },
  { name: 'market search', run: ({ practitioner }) => practitioner.market.list({ search: 'genou', page: 1, pageSize: 20 }) },
  { name: 'admin users', run: ({ admin }) => admin.admin.users.list({ search: 'martin', page: 1, pageSize: 20 }) },
];

/**
 * The statements each screen runs, on fresh callers made before counting (the session check is the same whatever the
 * data); each screen is asked once before, so that the counted request is a repeat (its access-log entry a repeat too).
 */
async function countEach(ids: { practitioner: number; admin: number }, patient: number): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  const callers = async () => ({
    practitioner: await createTestCaller(counting.deps, ids.practitioner),
    admin: await createTestCaller(counting.deps, ids.admin),
  });
  for (const screen of SCREENS) {
    await screen.run(await callers(), patient);
    const as = await callers();
    counting.counter.statements = 0;
    await screen.run(as, patient);
    counts[screen.name] = counting.counter.statements;
  }
  return counts;
}

describe('statements per screen', () => {
  it('are the same on a small practice and on a hundred times more data', { timeout: 180_000 }, async () => {
    const { prisma } = counting.deps;
    const admin = await createUser(prisma, { role: 'administrator', isAdministrator: true, firstName: 'Ada', lastName: 'Martin' });
    const small = await createUser(prisma, { role: 'member', firstName: 'Claire', lastName: 'Martin' });
    const template = await createTemplate(prisma, { creatorId: small.id, name: 'Bilan du genou', fields: FIELDS, isPublic: true });
    const patient = await createPatient(prisma, { ownerId: small.id });
    await createSubmission(prisma, {
      practitionerId: small.id,
      patientId: patient.id,
      templateId: template.id,
      status: 'completed',
      completedAt: new Date(),
    });
    await createSubmission(prisma, { practitionerId: small.id, templateId: template.id, status: 'anonymous' });
    const before = await countEach({ practitioner: small.id, admin: admin.id }, patient.id);

    // A hundred times more: a big practice (3,000 patients, 12,000 forms, the latest 300 on one patient, 200 older
    // ones in the waiting room), 400 public templates of 600 other accounts.
    const big = await createUser(prisma, { role: 'member', firstName: 'Hélène', lastName: 'Moreau' });
    const bigTemplate = await createTemplate(prisma, { creatorId: big.id, name: 'Bilan du genou', fields: FIELDS, isPublic: true });
    await prisma.$executeRaw`
      INSERT INTO users (first_name, last_name, email, profile_completed, role, updated_at)
      SELECT 'Paul', CASE WHEN i % 3 = 0 THEN 'Martin' ELSE 'Durand' END, 'flat-' || i || '@example.org', true, 'member', now()
      FROM generate_series(1, 600) AS i`;
    await prisma.$executeRaw`
      INSERT INTO templates (name, type, language, is_public, scoring_enabled, fields, creator_id, creator_name, owner_id, updated_at)
      SELECT 'Bilan ' || CASE WHEN i % 2 = 0 THEN 'du genou ' ELSE 'lombaire ' END || i, 'bilan', 'fr', true, false,
             ${JSON.stringify(FIELDS)}::jsonb, u.id, 'Paul Durand', NULL, now()
      FROM generate_series(1, 400) AS i JOIN users u ON u.email = 'flat-' || i || '@example.org'`;
    await prisma.$executeRaw`
      INSERT INTO patients (owner_id, first_name, last_name, email, preferred_language, created_at, updated_at)
      SELECT ${big.id}::int, 'Prénom' || i, 'Nom' || i, 'p' || i || '@example.org', 'fr', now() - i * interval '1 hour', now()
      FROM generate_series(1, 3000) AS i`;
    const first = await prisma.patient.findFirstOrThrow({ where: { ownerId: big.id }, orderBy: { id: 'asc' } });
    await prisma.$executeRaw`
      INSERT INTO submissions (practitioner_id, patient_id, template_id, form_name, fields_snapshot, status, language,
                               link_token_hash, sent_at, completed_at, expires_at, answers, created_at, updated_at)
      SELECT ${big.id}::int,
             CASE WHEN i > 11800 THEN NULL WHEN i <= 300 THEN ${first.id}::int ELSE ${first.id}::int + i % 3000 END,
             ${bigTemplate.id}::int, 'Bilan du genou', ${JSON.stringify(FIELDS)}::jsonb,
             CASE WHEN i > 11800 THEN 'anonymous'::submission_status ELSE 'completed'::submission_status END, 'fr',
             encode(sha256(('flat-' || i)::bytea), 'hex'), now() - i * interval '10 minutes', now() - i * interval '10 minutes',
             now() + interval '20 days', '{"motif": "Douleur"}'::jsonb, now() - i * interval '10 minutes', now()
      FROM generate_series(1, 12000) AS i`;
    await prisma.$executeRawUnsafe('ANALYZE');
    const after = await countEach({ practitioner: big.id, admin: admin.id }, first.id);

    for (const screen of SCREENS) expect(before[screen.name], `${screen.name}: statements on a small practice`).toBeGreaterThan(0);
    expect(after).toEqual(before);
  });
});
