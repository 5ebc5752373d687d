// PDF exports on the real database: what the practitioner reads in the file (read back from the PDF's own bytes).
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PrismaClient } from '@praxiform/db';
import { createPatient, createSubmission, createTemplate, createUser } from '@praxiform/db/testing';
import type { TField, TScoreBand } from '@praxiform/domain';
import { createTestDeps, douleurQuestion, rejectionCode } from '../../testing';
import type { ApiDeps } from '../../context';
import { storeImage } from '../files/stored-files';
import { renderPatientPdf, renderSubmissionPdf } from './render-pdf';
import { inspectPdf } from './testing/inspect-pdf';

let deps: ApiDeps;
let prisma: PrismaClient;

const FIELDS: TField[] = [
  douleurQuestion({
    points: 3,
    yesLabel: 'Oui, souvent',
    yes: [{ id: 'localisation', type: 'text', title: 'Où avez-vous mal ?', required: false, practitionerOnly: false }],
    no: [{ id: 'depuis', type: 'text', title: 'Depuis quand allez-vous bien ?', required: false, practitionerOnly: false }],
  }),
  {
    id: 'sports',
    type: 'checkbox',
    title: 'Sports pratiqués',
    required: false,
    practitionerOnly: false,
    options: [
      { id: 'course', label: 'Course à pied', points: 1, children: [] },
      { id: 'natation', label: 'Natation', points: 1, children: [] },
      { id: 'velo', label: 'Vélo', points: 1, children: [] },
    ],
  },
  { id: 'forme', type: 'rating', title: 'Votre forme', required: false, practitionerOnly: false },
  { id: 'naissance', type: 'date', title: 'Date de naissance', required: false, practitionerOnly: false },
  { id: 'poids', type: 'number', title: 'Poids (kg)', required: false, practitionerOnly: false },
  { id: 'histoire', type: 'textarea', title: 'Racontez-nous', required: false, practitionerOnly: false },
  { id: 'photo', type: 'image-upload', title: 'Photo de la zone', required: false, practitionerOnly: false },
  { id: 'radio', type: 'image-upload', title: 'Radiographie', required: false, practitionerOnly: false },
  { id: 'allergies', type: 'text', title: 'Allergies connues', required: false, practitionerOnly: false },
  { id: 'bilan', type: 'textarea', title: 'Bilan du praticien', required: false, practitionerOnly: true },
];

const picture = (format: 'png' | 'webp' | 'gif', color: string) =>
  sharp({ create: { width: 120, height: 80, channels: 3, background: color } })
    .toFormat(format)
    .toBuffer();

async function practitioner(overrides: Parameters<typeof createUser>[1] = {}) {
  return createUser(prisma, {
    firstName: 'Hélène',
    lastName: 'Moreau',
    profession: 'physiotherapist',
    workAddress: '12 rue des Lilas, 69003 Lyon',
    interfaceLanguage: 'fr',
    ...overrides,
  });
}

/** A completed scored submission of a patient, with a PNG and a WebP picture uploaded through the form. */
async function completedSubmission(userId: number, patientId: number | null, extraAnswers: Record<string, string | number | string[]> = {}) {
  const template = await createTemplate(prisma, { creatorId: userId, name: 'Bilan de l’épaule', type: 'bilan', fields: FIELDS });
  const png = await storeImage(deps, { id: userId }, { bytes: await picture('png', '#ff0000') });
  const webp = await storeImage(deps, { id: userId }, { bytes: await picture('webp', '#0000ff') });
  const answers = {
    douleur: 'oui',
    localisation: 'Épaule droite',
    // A stale answer of a field hidden by the choice above: never printed.
    depuis: 'RÉPONSE CACHÉE',
    sports: ['velo', 'course'],
    forme: 4,
    naissance: '1980-01-05',
    poids: 72.5,
    histoire: 'Première ligne\nDeuxième ligne',
    photo: png.fileId,
    radio: webp.fileId,
    bilan: 'Tendinite probable',
    ...extraAnswers,
  };
  const submission = await createSubmission(prisma, {
    practitionerId: userId,
    patientId,
    templateId: template.id,
    status: 'completed',
    answers,
    sentAt: new Date('2026-03-02T09:00:00Z'),
    completedAt: new Date('2026-03-03T14:30:00Z'),
    consentAt: new Date('2026-03-03T14:30:00Z'),
  });
  return { submission, png, webp };
}

beforeAll(async () => {
  deps = await createTestDeps();
  prisma = deps.prisma;
});

describe('renderSubmissionPdf', () => {
  it('prints the practice, the patient, the dates, the score and every visible answer in order, with the pictures', async () => {
    const user = await practitioner();
    const patient = await createPatient(prisma, {
      ownerId: user.id,
      firstName: 'Zoé',
      lastName: 'Lefèvre',
      email: 'zoe@example.org',
      phone: '+33 6 12 34 56 78',
    });
    const { submission } = await completedSubmission(user.id, patient.id);

    const { pdf, filename } = await renderSubmissionPdf(deps, user, { id: submission.id });
    const doc = inspectPdf(pdf);
    const lines = doc.text.split('\n');

    expect(filename).toBe('Bilan-de-l-epaule-Lefevre-Zoe-2026-03-03.pdf');
    for (const expected of [
      'Hélène Moreau',
      'Kinésithérapeute',
      '12 rue des Lilas, 69003 Lyon',
      'Bilan de l’épaule',
      'Zoé Lefèvre',
      'zoe@example.org',
      '+33 6 12 34 56 78',
    ]) {
      expect(doc.text).toContain(expected);
    }
    // French labels take a no-break space before their colon.
    expect(doc.text).toContain('Envoyé le\u00a0: ');
    expect(doc.text).toContain('02/03/2026 10:00');
    expect(doc.text).toContain('03/03/2026 15:30');
    // oui (3) + velo (1) + course (1) out of 3 + 3.
    expect(doc.text).toContain('5 / 6');
    const answerLines = [
      'Oui, souvent',
      'Épaule droite',
      'Course à pied, Vélo',
      '4 / 5',
      '05/01/1980',
      '72,5',
      'Première ligne',
      'Deuxième ligne',
      '—',
      'Tendinite probable',
    ];
    const positions = answerLines.map((text) => lines.indexOf(text));
    expect(
      positions.every((p) => p >= 0),
      JSON.stringify(Object.fromEntries(answerLines.map((a, i) => [a, positions[i]]))),
    ).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(doc.text).not.toContain('RÉPONSE CACHÉE');
    expect(doc.text).not.toContain('Depuis quand allez-vous bien');
    expect(lines).toContain('Bilan du praticien');
    expect(lines).toContain(' (réservé au praticien)');
    expect(lines).toContain('Page 1 / 1');
    expect(doc.text).toMatch(/Généré le \d\d\/\d\d\/\d{4} \d\d:\d\d/);
    expect(doc.pictures).toBe(2);
  });

  it('prints characters the font lacks as "?" and a missing or foreign picture as a short note', async () => {
    const user = await practitioner();
    const other = await practitioner();
    const foreign = await storeImage(deps, { id: other.id }, { bytes: await picture('png', '#00ff00') });
    const patient = await createPatient(prisma, { ownerId: user.id });
    const { submission, webp } = await completedSubmission(user.id, patient.id, { allergies: 'Cœur 👍 pollen', photo: foreign.fileId });
    const stored = await prisma.storedFile.findUniqueOrThrow({ where: { id: webp.fileId } });
    await deps.files.remove([stored.storageKey]);

    const doc = inspectPdf((await renderSubmissionPdf(deps, user, { id: submission.id })).pdf);
    expect(doc.text.split('\n')).toContain('Cœur ? pollen');
    expect(doc.text.split('\n').filter((line) => line === 'Image indisponible.')).toHaveLength(2);
    expect(doc.pictures).toBe(0);
  });

  it('uses the practitioner’s interface language and converts a GIF picture', async () => {
    const user = await practitioner({ interfaceLanguage: 'en', profession: 'other', customProfession: 'Osteopath' });
    const gif = await storeImage(deps, { id: user.id }, { bytes: await picture('gif', '#00aa00') });
    const { submission } = await completedSubmission(user.id, null, { photo: gif.fileId });
    await prisma.submission.update({ where: { id: submission.id }, data: { respondentFirstName: 'Jan', respondentLastName: 'Peeters' } });

    const doc = inspectPdf((await renderSubmissionPdf(deps, user, { id: submission.id })).pdf);
    for (const expected of ['Osteopath', 'Jan Peeters', 'Jan 5, 1980', ' (practitioner only)', 'Page 1 / 1', 'Completed on: ']) {
      expect(doc.text).toContain(expected);
    }
    expect(doc.pictures).toBe(2);
  });

  it('answers NOT_FOUND for another practitioner’s or an unknown submission, SUBMISSION_NOT_COMPLETED for an open one', async () => {
    const user = await practitioner();
    const other = await practitioner();
    const { submission } = await completedSubmission(other.id, null);
    const open = await createSubmission(prisma, { practitionerId: user.id, status: 'sent' });
    expect(await rejectionCode(renderSubmissionPdf(deps, user, { id: submission.id }))).toBe('NOT_FOUND');
    expect(await rejectionCode(renderSubmissionPdf(deps, user, { id: 2_000_000_000 }))).toBe('NOT_FOUND');
    expect(await rejectionCode(renderSubmissionPdf(deps, user, { id: open.id }))).toBe('SUBMISSION_NOT_COMPLETED');
  });
});

describe('renderPatientPdf', () => {
  it('prints the patient’s details and notes, then each completed submission newest first on its own pages', async () => {
    const user = await practitioner();
    const patient = await createPatient(prisma, {
      ownerId: user.id,
      firstName: 'Lucas',
      lastName: 'Petit',
      email: 'lucas@example.org',
      phone: '0612345678',
      address: '3 place Bellecour',
      notes: 'Allergie à la pénicilline',
    });
    const older = await completedSubmission(user.id, patient.id);
    const newer = await createSubmission(prisma, {
      practitionerId: user.id,
      patientId: patient.id,
      formName: 'Suivi hebdomadaire',
      status: 'completed',
      answers: { motif: 'Contrôle', douleur: 'non' },
      completedAt: new Date('2026-04-01T08:00:00Z'),
    });
    await createSubmission(prisma, { practitionerId: user.id, patientId: patient.id, formName: 'Formulaire encore ouvert', status: 'sent' });

    const { pdf, filename } = await renderPatientPdf(deps, user, { id: patient.id });
    const doc = inspectPdf(pdf);
    expect(filename).toBe('Dossier-patient-Petit-Lucas.pdf');
    for (const expected of [
      'Dossier patient – Lucas Petit',
      'lucas@example.org',
      '0612345678',
      '3 place Bellecour',
      'Allergie à la pénicilline',
      'Contrôle',
      'Épaule droite',
      '5 / 6',
    ]) {
      expect(doc.text).toContain(expected);
    }
    expect(doc.text).not.toContain('Formulaire encore ouvert');
    expect(doc.text.indexOf(newer.formName)).toBeLessThan(doc.text.indexOf(older.submission.formName));
    expect(doc.pages).toBeGreaterThanOrEqual(3);
    expect(doc.text).toContain(`Page ${doc.pages} / ${doc.pages}`);
    expect(doc.pictures).toBe(2);
  });

  it('says when no form was completed, and answers NOT_FOUND for another practitioner’s patient', async () => {
    const user = await practitioner();
    const other = await practitioner();
    const mine = await createPatient(prisma, { ownerId: user.id });
    const theirs = await createPatient(prisma, { ownerId: other.id });
    const doc = inspectPdf((await renderPatientPdf(deps, user, { id: mine.id })).pdf);
    expect(doc.text).toContain('Aucun formulaire rempli pour le moment.');
    expect(doc.pages).toBe(1);
    expect(await rejectionCode(renderPatientPdf(deps, user, { id: theirs.id }))).toBe('NOT_FOUND');
  });
});

describe('the positive screen in the exports', () => {
  const pain: TField = {
    id: 'pain',
    type: 'radio',
    title: 'Intensité de la douleur',
    required: true,
    practitionerOnly: false,
    options: [0, 1, 2, 3].map((p) => ({ id: `pain_${p}`, label: `Niveau ${p}`, points: p, children: [] })),
  };
  const bands: TScoreBand[] = [
    { min: 0, max: 1, label: 'Faible', level: 'none' },
    { min: 2, max: 3, label: 'Forte', level: 'severe', positive: true },
  ];

  async function answered(userId: number, patientId: number, option: string, completedAt: Date) {
    const template = await createTemplate(prisma, { creatorId: userId, name: 'Suivi douleur', type: 'bilan', fields: [pain], scoreBands: bands });
    return createSubmission(prisma, {
      practitionerId: userId,
      patientId,
      templateId: template.id,
      status: 'completed',
      answers: { pain: option },
      completedAt,
    });
  }

  it('follows the score and band with “Positive screen” in a band marked positive, in the practitioner’s language', async () => {
    const user = await practitioner();
    const patient = await createPatient(prisma, { ownerId: user.id, firstName: 'Inès', lastName: 'Garnier' });
    const positive = await answered(user.id, patient.id, 'pain_3', new Date('2026-05-02T08:00:00Z'));
    const negative = await answered(user.id, patient.id, 'pain_1', new Date('2026-05-01T08:00:00Z'));

    const lines = inspectPdf((await renderSubmissionPdf(deps, user, { id: positive.id })).pdf).text.split('\n');
    expect(lines).toContain('3 / 3 – Forte – Dépistage positif');
    const calm = inspectPdf((await renderSubmissionPdf(deps, user, { id: negative.id })).pdf).text;
    expect(calm.split('\n')).toContain('1 / 3 – Faible');
    expect(calm).not.toContain('Dépistage positif');

    // The patient file lists each form with its score, band and mark, then prints each one.
    const file = inspectPdf((await renderPatientPdf(deps, user, { id: patient.id })).pdf).text;
    expect(file).toContain('Score 3 / 3 (Forte) – Dépistage positif');
    expect(file).toContain('Score 1 / 3 (Faible)');
    expect(file.split('Dépistage positif')).toHaveLength(3);

    await prisma.user.update({ where: { id: user.id }, data: { interfaceLanguage: 'nl' } });
    expect(inspectPdf((await renderSubmissionPdf(deps, user, { id: positive.id })).pdf).text.split('\n')).toContain(
      '3 / 3 – Forte – Positieve screening',
    );
    await prisma.user.update({ where: { id: user.id }, data: { interfaceLanguage: 'en' } });
    expect(inspectPdf((await renderSubmissionPdf(deps, user, { id: positive.id })).pdf).text.split('\n')).toContain(
      '3 / 3 – Forte – Positive screen',
    );
  });
});
