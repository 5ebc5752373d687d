// Seeds the benchmark database with set-based SQL: one practitioner and their session, 10,000 patients, 50,000
// submissions. Open links get tokens generated here (only their SHA-256 is stored, as in the app) so the load test
// can open and submit them; before the submit runs, `addSubmitLinks` sends as many more as the measured rate needs.
import pg from 'pg';
import { createPrismaClient, generateToken, hashToken } from '@praxiform/db';
import { createSession } from '@praxiform/api';
import type { TAnswers, TField } from '@praxiform/domain';

export const PATIENTS = 10_000;
export const SUBMISSIONS = 50_000;
/** Links the public GET benchmark reads (already opened, so reading them writes nothing). */
export const READ_LINKS = 1_000;
/**
 * Links the seed sends for each side's submit runs (the app's, the bare handler's): enough for the probe that measures
 * the submit rate. Before the measured runs, `addSubmitLinks` sends as many more as the measured rate needs.
 */
export const INITIAL_SUBMIT_LINKS = 5_000;

export const BENCH_FIELDS: TField[] = [
  { id: 'motif', type: 'textarea', title: 'Motif de la consultation', required: true, practitionerOnly: false },
  {
    id: 'douleur',
    type: 'radio',
    title: 'Avez-vous des douleurs ?',
    required: true,
    practitionerOnly: false,
    options: [
      {
        id: 'oui',
        label: 'Oui',
        points: 2,
        children: [{ id: 'localisation', type: 'text', title: 'Où ?', required: true, practitionerOnly: false }],
      },
      { id: 'non', label: 'Non', points: 0, children: [] },
    ],
  },
  { id: 'intensite', type: 'rating', title: 'Intensité de la douleur', required: false, practitionerOnly: false, max: 10 },
  {
    id: 'activites',
    type: 'checkbox',
    title: 'Activités pratiquées',
    required: false,
    practitionerOnly: false,
    options: [
      { id: 'marche', label: 'Marche', points: 1, children: [] },
      { id: 'course', label: 'Course', points: 1, children: [] },
      { id: 'natation', label: 'Natation', points: 1, children: [] },
    ],
  },
  { id: 'naissance', type: 'date', title: 'Date de naissance', required: false, practitionerOnly: false },
  { id: 'poids', type: 'number', title: 'Poids (kg)', required: false, practitionerOnly: false },
  { id: 'email', type: 'email', title: 'E-mail de contact', required: false, practitionerOnly: false },
  { id: 'traitement', type: 'text', title: 'Traitement en cours', required: false, practitionerOnly: false },
  { id: 'bilan', type: 'textarea', title: 'Bilan du praticien', required: false, practitionerOnly: true },
];

/** A patient's valid answers to BENCH_FIELDS (what the submit benchmark posts). */
export const BENCH_ANSWERS: TAnswers = {
  motif: 'Douleur au genou droit depuis trois semaines, surtout en descendant les escaliers.',
  douleur: 'oui',
  localisation: 'Genou droit',
  intensite: 6,
  activites: ['marche', 'natation'],
  naissance: '1984-06-12',
  poids: 72.5,
  email: 'patient@example.org',
  traitement: 'Ibuprofène si besoin',
};

export type TSeed = {
  userId: number;
  templateId: number;
  firstPatientId: number;
  sessionToken: string;
  readTokens: string[];
  submitTokens: { app: string[]; bare: string[] };
};

const FIRST_NAMES = [
  'Camille',
  'Lucas',
  'Léa',
  'Hugo',
  'Chloé',
  'Louis',
  'Emma',
  'Jules',
  'Inès',
  'Noah',
  'Zoé',
  'Arthur',
  'Lina',
  'Gabriel',
  'Jade',
  'Raphaël',
  'Sarah',
  'Adam',
  'Manon',
  'Éloïse',
];
const LAST_NAMES = [
  'Martin',
  'Bernard',
  'Dubois',
  'Thomas',
  'Robert',
  'Richard',
  'Petit',
  'Durand',
  'Leroy',
  'Moreau',
  'Simon',
  'Laurent',
  'Lefèvre',
  'Michel',
  'Garcia',
  'David',
  'Bertrand',
  'Roux',
  'Vincent',
  'Fournier',
  'Janssens',
  'Peeters',
  'De Vries',
  'Van Dijk',
  'Müller',
];

function tokens(count: number): string[] {
  return Array.from({ length: count }, () => generateToken());
}

export async function seedBench(url: string): Promise<TSeed> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const user = await client.query<{ id: number }>(
      `INSERT INTO users (first_name, last_name, email, email_verified_at, profile_completed, role, profession, specialties, work_address,
                          interface_language, email_notifications, updated_at)
       VALUES ('Hélène', 'Moreau', 'bench@praxiform.test', now(), true, 'member', 'physiotherapist', '{}', '12 rue des Lilas, 69003 Lyon',
               'fr', false, now())
       RETURNING id`,
    );
    const userId = user.rows[0]!.id;
    // A paying member: the session check joins the subscription row (auth/session.ts).
    await client.query(
      `INSERT INTO subscriptions (user_id, plan, status, current_period_end, updated_at)
       VALUES ($1, 'yearly', 'active', now() + interval '200 days', now())`,
      [userId],
    );
    const fields = JSON.stringify(BENCH_FIELDS);
    const template = await client.query<{ id: number }>(
      `INSERT INTO templates (name, type, language, scoring_enabled, fields, creator_id, creator_name, owner_id, updated_at)
       VALUES ('Bilan du genou', 'bilan', 'fr', true, $1::jsonb, $2, 'Hélène Moreau', $2, now()) RETURNING id`,
      [fields, userId],
    );
    const templateId = template.rows[0]!.id;

    await client.query(
      `INSERT INTO patients (owner_id, first_name, last_name, email, phone, preferred_language, created_at, updated_at)
       SELECT $1, ($2::text[])[1 + i % array_length($2::text[], 1)], ($3::text[])[1 + (i / 20) % array_length($3::text[], 1)],
              'patient' || i || '@bench.praxiform.test', '+33 6 ' || lpad((i % 100000000)::text, 8, '0'),
              (ARRAY['fr','en','nl']::locale[])[1 + i % 3], now() - i * interval '61 minutes', now()
       FROM generate_series(1, $4::int) AS i`,
      [userId, FIRST_NAMES, LAST_NAMES, PATIENTS],
    );
    const firstPatient = (await client.query<{ id: number }>('SELECT min(id)::int AS id FROM patients')).rows[0]!.id;

    const readTokens = tokens(READ_LINKS);
    const appTokens = tokens(INITIAL_SUBMIT_LINKS);
    const bareTokens = tokens(INITIAL_SUBMIT_LINKS);
    const open = [...readTokens, ...appTokens, ...bareTokens];
    const ids = { userId, templateId, firstPatientId: firstPatient };
    // Open links: the read ones already opened (pending), the submit ones just sent; every one sent to a patient.
    await insertOpenLinks(client, ids, readTokens, 'pending');
    await insertOpenLinks(client, ids, [...appTokens, ...bareTokens], 'sent');
    // The rest: history of completed forms (and a few expired ones) spread over two years.
    const answers = JSON.stringify(BENCH_ANSWERS);
    await client.query(
      `INSERT INTO submissions (practitioner_id, patient_id, template_id, form_name, fields_snapshot, scoring_enabled, status, language,
                                link_token_hash, sent_at, completed_at, consent_at, expires_at, answers, score, created_at, updated_at)
       SELECT $1, $2 + (i * 7919 % $3::int), $4, 'Bilan du genou', $5::jsonb, true,
              CASE WHEN i % 10 = 0 THEN 'expired'::submission_status ELSE 'completed'::submission_status END, 'fr',
              encode(sha256(('bench-history-' || i)::bytea), 'hex'),
              now() - i * interval '20 minutes' - interval '1 day',
              CASE WHEN i % 10 = 0 THEN NULL ELSE now() - i * interval '20 minutes' END,
              CASE WHEN i % 10 = 0 THEN NULL ELSE now() - i * interval '20 minutes' END,
              now() - i * interval '20 minutes' + interval '29 days',
              CASE WHEN i % 10 = 0 THEN NULL ELSE $6::jsonb END, CASE WHEN i % 10 = 0 THEN NULL ELSE 4 END,
              now() - i * interval '20 minutes' - interval '1 day', now()
       FROM generate_series(1, $7::int) AS i`,
      [userId, firstPatient, PATIENTS, templateId, fields, answers, SUBMISSIONS - open.length],
    );
    // What autovacuum leaves a running database with: statistics, and a visibility map for index-only scans.
    await client.query('VACUUM ANALYZE');

    const prisma = createPrismaClient(url, { max: 1 });
    const { token } = await createSession(prisma, userId);
    await prisma.$disconnect();
    return { ...ids, sessionToken: token, readTokens, submitTokens: { app: appTokens, bare: bareTokens } };
  } finally {
    await client.end();
  }
}

type TSeedIds = Pick<TSeed, 'userId' | 'templateId' | 'firstPatientId'>;

/** Open links of the bench template, sent to the seeded patients in turn: `sent`, or already opened (`pending`). */
async function insertOpenLinks(client: pg.Client, seed: TSeedIds, tokens: readonly string[], status: 'sent' | 'pending'): Promise<void> {
  await client.query(
    `INSERT INTO submissions (practitioner_id, patient_id, template_id, form_name, fields_snapshot, scoring_enabled, status, language,
                              link_token_hash, sent_at, opened_at, expires_at, created_at, updated_at)
     SELECT $1, $2 + (n % $3::int), t.id, t.name, t.fields, true, $4::submission_status, 'fr',
            h, now() - interval '1 day', CASE WHEN $4::submission_status = 'pending' THEN now() - interval '2 hours' END, now() + interval '30 days',
            now() - interval '1 day', now()
     FROM unnest($5::text[]) WITH ORDINALITY AS l(h, n), templates t
     WHERE t.id = $6`,
    [seed.userId, seed.firstPatientId, PATIENTS, status, tokens.map(hashToken), seed.templateId],
  );
}

/**
 * Sends more links for the submit runs, `counts[i]` for pool i, and returns their tokens. Called between runs, never
 * during one; the VACUUM ANALYZE keeps autovacuum, which a large insert triggers, out of the next measured run.
 */
export async function addSubmitLinks(url: string, seed: TSeedIds, counts: readonly number[]): Promise<string[][]> {
  const created = counts.map((count) => tokens(count));
  if (created.every((list) => list.length === 0)) return created;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await insertOpenLinks(client, seed, created.flat(), 'sent');
    await client.query('VACUUM ANALYZE submissions');
  } finally {
    await client.end();
  }
  return created;
}
