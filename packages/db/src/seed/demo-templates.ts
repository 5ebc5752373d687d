// Field trees of the demo templates (French), each valid against ZTemplateFields.
import type { TField, TFieldOption } from '@praxiform/domain';

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

function scale(id: string, title: string, labels: string[], extra: Record<number, TField[]> = {}): TField {
  return field({ id, type: 'radio', title, required: true, options: labels.map((label, i) => option(`${id}_${i}`, label, i, extra[i])) });
}

/** Bilan lombalgie inspired by the Oswestry index: 0 to 5 points per section. */
export const LOW_BACK_PAIN_FIELDS: TField[] = [
  scale(
    'douleur',
    'Intensité de la douleur',
    [
      "Je n'ai pas mal en ce moment",
      'La douleur est très légère',
      'La douleur est modérée',
      'La douleur est assez forte',
      'La douleur est très forte',
      "La douleur est la pire que l'on puisse imaginer",
    ],
    {
      3: [
        field({
          id: 'irradiation',
          type: 'radio',
          title: 'La douleur descend-elle dans la jambe ?',
          options: [
            option('irradiation_oui', 'Oui, sous le genou'),
            option('irradiation_cuisse', "Oui, jusqu'à la cuisse"),
            option('irradiation_non', 'Non'),
          ],
        }),
      ],
      4: [field({ id: 'irradiation_forte', type: 'textarea', title: 'Décrivez le trajet de la douleur' })],
    },
  ),
  scale('soins', 'Soins personnels (se laver, s’habiller)', [
    'Je me débrouille seul sans douleur supplémentaire',
    'Je me débrouille seul mais cela augmente la douleur',
    'Je suis lent et prudent car cela fait mal',
    "J'ai besoin d'un peu d'aide",
    "J'ai besoin d'aide chaque jour",
    'Je ne m’habille pas, je reste au lit',
  ]),
  scale('soulever', 'Soulever des charges', [
    'Je soulève des charges lourdes sans douleur',
    'Je soulève des charges lourdes mais cela fait mal',
    'La douleur m’empêche de soulever des charges posées au sol',
    'Je ne soulève que des charges légères',
    'Je ne soulève que des objets très légers',
    'Je ne peux rien soulever',
  ]),
  scale('marche', 'Marche', [
    'La douleur ne limite pas la marche',
    'Je ne peux pas marcher plus de 1 km',
    'Je ne peux pas marcher plus de 500 m',
    'Je ne peux pas marcher plus de 100 m',
    'Je marche seulement avec une canne ou des béquilles',
    'Je reste au lit la plupart du temps',
  ]),
  scale('assis', 'Position assise', [
    'Je reste assis aussi longtemps que je veux',
    'Seulement dans mon fauteuil préféré',
    'Pas plus d’une heure',
    'Pas plus d’une demi-heure',
    'Pas plus de 10 minutes',
    'La douleur m’empêche de m’asseoir',
  ]),
  scale('sommeil', 'Sommeil', [
    'Mon sommeil n’est jamais perturbé',
    'Mon sommeil est parfois perturbé',
    'Je dors moins de 6 heures',
    'Je dors moins de 4 heures',
    'Je dors moins de 2 heures',
    'La douleur m’empêche de dormir',
  ]),
  field({ id: 'debut', type: 'date', title: 'Depuis quand avez-vous mal ?' }),
  field({ id: 'observations', type: 'textarea', title: 'Observations du kinésithérapeute', practitionerOnly: true }),
];

export const DENTAL_ANAMNESIS_FIELDS: TField[] = [
  field({ id: 'motif', type: 'textarea', title: 'Motif de votre consultation', required: true, placeholder: 'Ex. : douleur, contrôle, détartrage…' }),
  field({
    id: 'medicaments',
    type: 'radio',
    title: 'Prenez-vous actuellement des médicaments ?',
    required: true,
    options: [
      option('medicaments_oui', 'Oui', undefined, [field({ id: 'medicaments_liste', type: 'textarea', title: 'Lesquels ?', required: true })]),
      option('medicaments_non', 'Non'),
    ],
  }),
  field({
    id: 'anticoagulants',
    type: 'radio',
    title: 'Prenez-vous un traitement anticoagulant ou antiagrégant ?',
    required: true,
    options: [option('anticoagulants_oui', 'Oui'), option('anticoagulants_non', 'Non'), option('anticoagulants_nsp', 'Je ne sais pas')],
  }),
  field({
    id: 'allergies',
    type: 'checkbox',
    title: 'Allergies connues',
    options: [
      option('allergie_penicilline', 'Pénicilline'),
      option('allergie_latex', 'Latex'),
      option('allergie_anesthesie', 'Anesthésiques locaux', undefined, [
        field({ id: 'anesthesie_reaction', type: 'text', title: 'Quelle réaction avez-vous eue ?' }),
      ]),
      option('allergie_aucune', 'Aucune'),
    ],
  }),
  field({
    id: 'grossesse',
    type: 'select',
    title: 'Êtes-vous enceinte ?',
    options: [option('grossesse_oui', 'Oui'), option('grossesse_non', 'Non'), option('grossesse_nc', 'Non concerné(e)')],
  }),
  field({ id: 'derniere_visite', type: 'date', title: 'Date de votre dernière visite chez un dentiste' }),
  field({ id: 'telephone_urgence', type: 'text', title: 'Téléphone à joindre en cas d’urgence' }),
];

export const SATISFACTION_FIELDS: TField[] = [
  field({ id: 'note_globale', type: 'rating', title: 'Votre satisfaction globale', required: true, max: 5 }),
  field({ id: 'accueil', type: 'rating', title: 'Qualité de l’accueil', max: 5 }),
  field({
    id: 'recommander',
    type: 'radio',
    title: 'Recommanderiez-vous le cabinet à vos proches ?',
    options: [
      option('recommander_oui', 'Oui'),
      option('recommander_non', 'Non', undefined, [field({ id: 'recommander_pourquoi', type: 'textarea', title: 'Que pourrions-nous améliorer ?' })]),
    ],
  }),
  field({ id: 'commentaire', type: 'textarea', title: 'Un commentaire ?' }),
];

export const PHYSIO_FOLLOW_UP_FIELDS: TField[] = [
  field({ id: 'douleur_semaine', type: 'number', title: 'Douleur moyenne cette semaine (de 0 à 10)', required: true }),
  field({
    id: 'exercices',
    type: 'radio',
    title: 'Avez-vous fait vos exercices à la maison ?',
    required: true,
    options: [
      option('exercices_quotidien', 'Tous les jours'),
      option('exercices_parfois', 'De temps en temps'),
      option('exercices_jamais', 'Jamais', undefined, [
        field({ id: 'exercices_frein', type: 'textarea', title: 'Qu’est-ce qui vous en a empêché ?' }),
      ]),
    ],
  }),
  field({ id: 'progres', type: 'rating', title: 'Comment évaluez-vous vos progrès ?', max: 5 }),
];

export const NECK_PAIN_FIELDS: TField[] = [
  field({ id: 'cervicales_douleur', type: 'rating', title: 'Intensité de la douleur cervicale', required: true, max: 10 }),
  field({
    id: 'cervicales_maux_tete',
    type: 'radio',
    title: 'Avez-vous des maux de tête associés ?',
    options: [
      option('maux_tete_oui', 'Oui', undefined, [field({ id: 'maux_tete_frequence', type: 'text', title: 'À quelle fréquence ?' })]),
      option('maux_tete_non', 'Non'),
    ],
  }),
  field({
    id: 'cervicales_activites',
    type: 'checkbox',
    title: 'Activités gênées par la douleur',
    options: [
      option('act_lecture', 'Lecture'),
      option('act_conduite', 'Conduite'),
      option('act_ecran', 'Travail sur écran'),
      option('act_sommeil', 'Sommeil'),
    ],
  }),
  field({ id: 'cervicales_email', type: 'email', title: 'E-mail pour recevoir vos exercices' }),
];
