// Public market templates of the demo, in the three languages, with favourite and duplication counts.
import type { TField, TFieldOption } from '@praxiform/domain';
import type { DbClient } from '../db-client.ts';
import type { User } from '../generated/prisma/client.ts';
import { createTemplate } from '../testing/factories.ts';
import { DENTAL_ANAMNESIS_FIELDS, LOW_BACK_PAIN_FIELDS, SATISFACTION_FIELDS } from './demo-templates.ts';

const field = (f: Omit<TField, 'required' | 'practitionerOnly'> & Partial<Pick<TField, 'required' | 'practitionerOnly'>>): TField => ({
  required: false,
  practitionerOnly: false,
  ...f,
});
const option = (id: string, label: string, points?: number, children: TField[] = []): TFieldOption => ({
  id,
  label,
  ...(points === undefined ? {} : { points }),
  children,
});

const GAD_ANSWERS = ['Not at all', 'Several days', 'More than half the days', 'Nearly every day'];
const gad = (id: string, title: string): TField =>
  field({ id, type: 'radio', title, required: true, options: GAD_ANSWERS.map((label, i) => option(`${id}_${i}`, label, i)) });

/** GAD-7-like anxiety screen (English, scored 0 to 21). */
export const ANXIETY_SCREEN_FIELDS: TField[] = [
  gad('nervous', 'Feeling nervous, anxious or on edge'),
  gad('worry_stop', 'Not being able to stop or control worrying'),
  gad('worry_much', 'Worrying too much about different things'),
  gad('relax', 'Trouble relaxing'),
  gad('restless', 'Being so restless that it is hard to sit still'),
  gad('irritable', 'Becoming easily annoyed or irritable'),
  field({
    id: 'afraid',
    type: 'radio',
    title: 'Feeling afraid as if something awful might happen',
    required: true,
    options: GAD_ANSWERS.map((label, i) =>
      option(
        `afraid_${i}`,
        label,
        i,
        i >= 2 ? [field({ id: `afraid_when_${i}`, type: 'textarea', title: 'When does this feeling come most often?' })] : [],
      ),
    ),
  }),
];

/** Sleep questionnaire (English). */
export const SLEEP_FIELDS: TField[] = [
  field({ id: 'bedtime', type: 'text', title: 'Usual bedtime', placeholder: 'e.g. 23:00' }),
  field({ id: 'hours', type: 'number', title: 'Hours of sleep on an average night', required: true }),
  field({
    id: 'wake',
    type: 'radio',
    title: 'Do you wake up during the night?',
    options: [
      option('wake_often', 'Often', undefined, [field({ id: 'wake_times', type: 'number', title: 'How many times?' })]),
      option('wake_sometimes', 'Sometimes'),
      option('wake_never', 'Never'),
    ],
  }),
  field({ id: 'quality', type: 'rating', title: 'Overall quality of your sleep', max: 5 }),
];

/** Knee follow-up after surgery or injury (Dutch). */
export const KNEE_FOLLOW_UP_FIELDS: TField[] = [
  field({ id: 'pijn', type: 'rating', title: 'Pijn in de knie deze week', required: true, max: 10 }),
  field({
    id: 'zwelling',
    type: 'radio',
    title: 'Is de knie gezwollen?',
    options: [
      option('zwelling_ja', 'Ja', undefined, [field({ id: 'zwelling_wanneer', type: 'text', title: 'Wanneer vooral?' })]),
      option('zwelling_nee', 'Nee'),
    ],
  }),
  field({
    id: 'trappen',
    type: 'select',
    title: 'Trappen lopen',
    options: [option('trappen_normaal', 'Normaal'), option('trappen_leuning', 'Met leuning'), option('trappen_niet', 'Lukt niet')],
  }),
  field({ id: 'notities', type: 'textarea', title: 'Notities van de therapeut', practitionerOnly: true }),
];

/** General intake (Dutch). */
export const DUTCH_INTAKE_FIELDS: TField[] = [
  field({ id: 'reden', type: 'textarea', title: 'Reden van uw bezoek', required: true }),
  field({ id: 'email', type: 'email', title: 'E-mailadres' }),
  field({
    id: 'medicatie',
    type: 'radio',
    title: 'Neemt u medicatie?',
    required: true,
    options: [
      option('medicatie_ja', 'Ja', undefined, [field({ id: 'medicatie_welke', type: 'textarea', title: 'Welke?' })]),
      option('medicatie_nee', 'Nee'),
    ],
  }),
  field({
    id: 'klachten',
    type: 'checkbox',
    title: 'Klachten',
    options: [option('k_rug', 'Rug'), option('k_nek', 'Nek'), option('k_schouder', 'Schouder'), option('k_ander', 'Andere')],
  }),
];

export async function seedMarketTemplates(tx: DbClient, people: { claire: User; julien: User; ago: (days: number) => Date }): Promise<void> {
  const { claire, julien, ago } = people;
  const pub = { isPublic: true } as const;
  const lowBack = await createTemplate(tx, {
    ...pub,
    creatorId: claire.id,
    name: 'Bilan lombalgie (type Oswestry)',
    type: 'bilan',
    category: 'physiotherapy_musculoskeletal',
    language: 'fr',
    description: 'Retentissement de la lombalgie sur la vie quotidienne, 0 à 30 points, avec questions conditionnelles sur l’irradiation.',
    fields: LOW_BACK_PAIN_FIELDS,
    scoringEnabled: true,
    createdAt: ago(50),
  });
  const dental = await createTemplate(tx, {
    ...pub,
    creatorId: julien.id,
    name: 'Anamnèse dentaire complète',
    type: 'anamnese',
    category: 'dentistry',
    language: 'fr',
    description: 'Traitements, anticoagulants, allergies et grossesse avant tout soin dentaire.',
    fields: DENTAL_ANAMNESIS_FIELDS,
    createdAt: ago(7),
  });
  const satisfaction = await createTemplate(tx, {
    ...pub,
    creatorId: claire.id,
    name: 'Satisfaction des patients',
    type: 'satisfaction',
    category: 'general_medicine',
    language: 'fr',
    description: 'Note globale, accueil et recommandation.',
    fields: SATISFACTION_FIELDS,
    createdAt: ago(35),
  });
  const anxiety = await createTemplate(tx, {
    ...pub,
    creatorId: claire.id,
    name: 'Anxiety screen (GAD-7 style)',
    type: 'bilan',
    category: 'psychology',
    language: 'en',
    scoringEnabled: true,
    description: 'Seven questions on the last two weeks, scored 0 to 21.',
    fields: ANXIETY_SCREEN_FIELDS,
    createdAt: ago(25),
  });
  await createTemplate(tx, {
    ...pub,
    creatorId: julien.id,
    name: 'Sleep questionnaire',
    type: 'anamnese',
    category: 'general_medicine',
    language: 'en',
    description: 'Sleep habits, night waking and perceived quality.',
    fields: SLEEP_FIELDS,
    createdAt: ago(6),
  });
  const knee = await createTemplate(tx, {
    ...pub,
    creatorId: claire.id,
    name: 'Opvolging knie',
    type: 'suivi',
    category: 'post_operative_rehabilitation',
    language: 'nl',
    description: 'Wekelijkse opvolging na een knieoperatie of -blessure.',
    fields: KNEE_FOLLOW_UP_FIELDS,
    createdAt: ago(12),
  });
  await createTemplate(tx, {
    ...pub,
    creatorId: julien.id,
    name: 'Intakeformulier',
    type: 'anamnese',
    category: 'general_medicine',
    language: 'nl',
    description: 'Algemene intake voor nieuwe patiënten.',
    fields: DUTCH_INTAKE_FIELDS,
    createdAt: ago(4),
  });
  // Favourites are real rows so the counters agree with them; duplication counts stand for copies made by others.
  const favorites: [User, { id: number }][] = [
    [julien, lowBack],
    [julien, anxiety],
    [julien, knee],
    [claire, dental],
  ];
  for (const [user, template] of favorites) {
    await tx.templateFavorite.create({ data: { userId: user.id, templateId: template.id } });
    await tx.template.update({ where: { id: template.id }, data: { favoritesCount: { increment: 1 } } });
  }
  const duplications: [{ id: number }, number][] = [
    [lowBack, 14],
    [dental, 6],
    [satisfaction, 9],
    [anxiety, 4],
    [knee, 2],
  ];
  for (const [template, count] of duplications) await tx.template.update({ where: { id: template.id }, data: { duplicationsCount: count } });
}
