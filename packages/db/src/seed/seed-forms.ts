// Demo templates, cabinet, submissions, notification and support ticket of the two practitioners.
import { instrumentVersion, type TAnswers } from '@praxiform/domain';
import type { DbClient } from '../db-client.ts';
import type { Patient, User } from '../generated/prisma/client.ts';
import { createSubmission, createSupportTicket, createTemplate } from '../testing/factories.ts';
import { seedMarketTemplates } from './market-templates.ts';
import { DENTAL_ANAMNESIS_FIELDS, LOW_BACK_PAIN_FIELDS, NECK_PAIN_FIELDS, PHYSIO_FOLLOW_UP_FIELDS, SATISFACTION_FIELDS } from './demo-templates.ts';

const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;
/** The demo's links stay open 14 days. */
const LINK_DAYS = 14;

type SeedPeople = { now: Date; admin: User; claire: User; julien: User; clairePatients: Patient[]; julienPatients: Patient[] };

function pick<T>(list: T[], index: number): T {
  const item = list[index];
  if (!item) throw new Error(`Demo data: no item ${index}`);
  return item;
}

export async function seedForms(tx: DbClient, people: SeedPeople): Promise<void> {
  const { now, admin, claire, julien, clairePatients, julienPatients } = people;
  // Every date in the order things happen (docs/product.md#states): a template before the forms sent from it, a patient
  // before their forms, a form created when sent, then opened, then completed, before its expiry; only expiries are ahead.
  const ago = (days: number) => new Date(now.getTime() - days * DAY);
  const later = (date: Date, minutes: number) => new Date(date.getTime() + minutes * MINUTE);
  /** The dates of a form sent `days` ago: created then, expiring LINK_DAYS later. */
  const sent = (days: number) => ({ createdAt: ago(days), sentAt: ago(days), expiresAt: new Date(ago(days).getTime() + LINK_DAYS * DAY) });
  /** Opened by the patient, filled in for a quarter of an hour, completed `days` ago with their consent. */
  const filled = (days: number) => ({ openedAt: later(ago(days), -15), completedAt: ago(days), consentAt: ago(days) });
  const isoDay = (date: Date) => date.toISOString().slice(0, 10);

  const lowBack = await createTemplate(tx, {
    creatorId: claire.id,
    name: 'Bilan lombalgie (type Oswestry)',
    type: 'bilan',
    category: 'Rééducation du rachis',
    scoringEnabled: true,
    description: 'Évalue le retentissement de la lombalgie sur la vie quotidienne (0 à 30 points).',
    fields: LOW_BACK_PAIN_FIELDS,
    // Severity bands over the 0-30 points (docs/scores.md#bands).
    scoreBands: [
      { min: 0, max: 6, label: 'Incapacité minime', level: 'none' },
      { min: 7, max: 12, label: 'Incapacité légère', level: 'mild' },
      { min: 13, max: 20, label: 'Incapacité modérée', level: 'moderate' },
      { min: 21, max: 30, label: 'Incapacité sévère', level: 'severe' },
    ],
    createdAt: ago(60),
  });
  // Claire's copy of the validated PHQ-9 (docs/scores.md#instruments), answered three times by one patient: a trend.
  const phq9 = instrumentVersion('phq9', 'fr')!;
  const depression = await createTemplate(tx, {
    creatorId: claire.id,
    name: phq9.name,
    type: 'bilan',
    category: 'psychiatry',
    description: phq9.description,
    fields: phq9.fields,
    scoreBands: phq9.bands,
    patientInstructions: phq9.instructions,
    validatedInstrument: 'phq9',
    createdAt: ago(50),
  });
  const followUp = await createTemplate(tx, {
    creatorId: claire.id,
    name: 'Suivi hebdomadaire de rééducation',
    type: 'suivi',
    category: 'Kinésithérapie',
    fields: PHYSIO_FOLLOW_UP_FIELDS,
    createdAt: ago(45),
  });
  const satisfaction = await createTemplate(tx, {
    creatorId: claire.id,
    name: 'Questionnaire de satisfaction',
    type: 'satisfaction',
    fields: SATISFACTION_FIELDS,
    createdAt: ago(40),
  });
  // Publishing creates the public template and keeps a private copy for its author.
  const neckPublic = await createTemplate(tx, {
    creatorId: claire.id,
    name: 'Évaluation des cervicalgies',
    type: 'consultation',
    category: 'Rééducation du rachis',
    isPublic: true,
    description: 'Questionnaire court sur les douleurs cervicales, libre de réutilisation.',
    fields: NECK_PAIN_FIELDS,
    createdAt: ago(30),
    favoritesCount: 1,
    duplicationsCount: 1,
  });
  await createTemplate(tx, {
    creatorId: claire.id,
    name: 'Évaluation des cervicalgies',
    type: 'consultation',
    category: 'Rééducation du rachis',
    fields: NECK_PAIN_FIELDS,
    originId: neckPublic.id,
    createdAt: ago(30),
  });
  const dental = await createTemplate(tx, {
    creatorId: julien.id,
    name: 'Anamnèse dentaire',
    type: 'anamnese',
    category: 'Chirurgie dentaire',
    fields: DENTAL_ANAMNESIS_FIELDS,
    createdAt: ago(8),
  });
  // Julien duplicated the public template into his own private templates.
  await createTemplate(tx, {
    creatorId: julien.id,
    name: 'Évaluation des cervicalgies (copie)',
    type: 'consultation',
    fields: NECK_PAIN_FIELDS,
    originId: neckPublic.id,
    createdAt: ago(5),
  });
  await tx.templateFavorite.create({ data: { userId: julien.id, templateId: neckPublic.id, createdAt: ago(5) } });

  await seedMarketTemplates(tx, { claire, julien, ago });

  // Claire opened the cabinet before Julien registered; he joined two days after registering.
  const cabinet = await tx.cabinet.create({
    data: {
      ownerId: claire.id,
      name: 'Cabinet Kiné des Lilas',
      description: 'Maison de santé pluridisciplinaire du 19e arrondissement.',
      createdAt: ago(20),
      members: {
        create: [
          { userId: claire.id, role: 'owner', joinedAt: ago(20) },
          { userId: julien.id, role: 'member', joinedAt: ago(7) },
        ],
      },
    },
  });
  await tx.cabinetTemplate.create({ data: { cabinetId: cabinet.id, templateId: followUp.id, sharedById: claire.id, sharedAt: ago(18) } });

  const sophie = pick(clairePatients, 0);
  const completed = await createSubmission(tx, {
    practitionerId: claire.id,
    patientId: sophie.id,
    templateId: lowBack.id,
    status: 'completed',
    instructions: 'Merci de remplir ce bilan avant notre séance de jeudi.',
    ...sent(3),
    ...filled(2),
    answers: {
      douleur: 'douleur_3',
      irradiation: 'irradiation_cuisse',
      soins: 'soins_1',
      soulever: 'soulever_3',
      marche: 'marche_1',
      assis: 'assis_2',
      sommeil: 'sommeil_2',
      debut: isoDay(ago(75)),
    },
  });
  await tx.notification.create({
    data: {
      userId: claire.id,
      kind: 'form_completed',
      submissionId: completed.id,
      patientName: `${sophie.firstName} ${sophie.lastName}`,
      formName: completed.formName,
      createdAt: ago(2),
    },
  });
  // PHQ-9 totals 17 (moderately severe), 11 (moderate, item 9 above 0: an alert), 6 (mild).
  const phqAnswers = (points: number[]): TAnswers => Object.fromEntries(points.map((p, i) => [`phq9_${i + 1}`, `phq9_${i + 1}_${p}`]));
  const phqPatient = pick(clairePatients, 1);
  for (const [days, points] of [
    [42, [2, 3, 2, 2, 2, 2, 2, 2, 0]],
    [21, [1, 2, 1, 2, 1, 2, 1, 0, 1]],
    [5, [1, 1, 1, 1, 0, 1, 1, 0, 0]],
  ] as const) {
    await createSubmission(tx, {
      practitionerId: claire.id,
      patientId: phqPatient.id,
      templateId: depression.id,
      status: 'completed',
      ...sent(days + 1),
      ...filled(days),
      answers: phqAnswers([...points]),
    });
  }
  await createSubmission(tx, {
    practitionerId: claire.id,
    patientId: pick(clairePatients, 3).id,
    templateId: followUp.id,
    status: 'sent',
    instructions: 'Petit point sur votre semaine de rééducation.',
    ...sent(1),
  });
  await createSubmission(tx, {
    practitionerId: claire.id,
    patientId: pick(clairePatients, 1).id,
    templateId: satisfaction.id,
    status: 'expired',
    ...sent(38),
  });
  // Waiting room: one anonymous link not filled in yet, one filled in and waiting to be assigned to a patient.
  await createSubmission(tx, { practitionerId: claire.id, templateId: lowBack.id, status: 'anonymous', ...sent(1) });
  await createSubmission(tx, {
    practitionerId: claire.id,
    templateId: satisfaction.id,
    status: 'completed',
    ...sent(4),
    openedAt: later(ago(4), 1),
    completedAt: later(ago(4), 12),
    consentAt: later(ago(4), 12),
    answers: { note_globale: 5, accueil: 4, recommander: 'recommander_oui', commentaire: 'Très bonne prise en charge, merci !' },
  });
  await createSubmission(tx, {
    practitionerId: julien.id,
    patientId: pick(julienPatients, 0).id,
    templateId: dental.id,
    status: 'completed',
    ...sent(6),
    ...filled(5),
    answers: {
      motif: 'Sensibilité au froid sur une molaire en bas à droite.',
      medicaments: 'medicaments_oui',
      medicaments_liste: 'Levothyrox 75 µg',
      anticoagulants: 'anticoagulants_non',
      allergies: ['allergie_latex', 'allergie_anesthesie'],
      anesthesie_reaction: 'Palpitations après une anesthésie en 2019',
      grossesse: 'grossesse_non',
      derniere_visite: isoDay(ago(540)),
    },
  });
  await createSubmission(tx, {
    practitionerId: julien.id,
    patientId: pick(julienPatients, 1).id,
    templateId: dental.id,
    status: 'sent',
    // This morning, three hours before the seed runs.
    ...sent(3 / 24),
  });

  const ticket = await createSupportTicket(tx, {
    userId: julien.id,
    category: 'forms',
    subject: 'Ajouter une image à un formulaire',
    message: 'Bonjour, je voudrais ajouter un schéma dentaire dans mon anamnèse. Comment faire ?',
    createdAt: ago(2),
  });
  await tx.supportMessage.create({
    data: {
      ticketId: ticket.id,
      authorId: admin.id,
      fromSupport: true,
      createdAt: ago(1),
      body: 'Bonjour Dr Lefèvre, dans l’éditeur, glissez le champ « Image » depuis la palette puis choisissez votre fichier (5 Mo maximum).',
    },
  });
  // The patient list's latest band of every patient, as completions keep it (docs/scores.md#patient-list).
  await tx.$executeRaw`
    UPDATE patients p SET (latest_band_level, latest_band_label) = (
      SELECT s.score_band_level, s.score_band_label FROM submissions s
      WHERE s.patient_id = p.id AND s.status = 'completed' AND s.score_band_level IS NOT NULL
      ORDER BY s.completed_at DESC NULLS LAST, s.id DESC LIMIT 1)
    WHERE p.owner_id IN (${claire.id}, ${julien.id})`;
}
