// The validated instruments shipped as locked public templates: PHQ-9 and GAD-7, their official items, answer options,
// stem, functional question, scoring (0-3 per item), severity bands and source (docs/scores.md#instruments). Each
// language follows one official translation, named in docs/scores.md#sources; a language without one that could be
// checked is not offered (Dutch, for now). Field and option ids are the same in every language.
import { LOCALES, type TLocale } from './constants';
import type { TScoreBand } from './scores';
import type { TField } from './template-fields';

export const VALIDATED_INSTRUMENT_KEYS = ['phq9', 'gad7'] as const;
export type TValidatedInstrumentKey = (typeof VALIDATED_INSTRUMENT_KEYS)[number];

/** One instrument in one language: what the locked public template holds. */
export type TInstrumentVersion = {
  /** The template's name. */
  name: string;
  /** The template's description: the scoring, the source and the attribution, for the practitioner. */
  description: string;
  /** The stem the patient reads above the items (the template's patient instructions). */
  instructions: string;
  fields: TField[];
  bands: TScoreBand[];
};

export type TValidatedInstrument = {
  key: TValidatedInstrumentKey;
  /** The languages with an official translation (docs/scores.md#sources), in LOCALES order. */
  languages: readonly TLocale[];
  versions: Partial<Record<TLocale, TInstrumentVersion>>;
  /** The reference, as printed in docs/scores.md. */
  source: string;
};

const NBSP = '\u00a0';
type Four = readonly [string, string, string, string];

/** The text of one version, as printed on its official form. */
type TInstrumentText = {
  name: string;
  stem: string;
  items: readonly string[];
  answers: Four;
  functional: string;
  functionalAnswers: Four;
  bandLabels: readonly string[];
};

/** The attribution line of the Pfizer forms, in the form's language (the French one as on the "French for France" form). */
const ATTRIBUTION: Partial<Record<TLocale, string>> = {
  en: 'Developed by Drs. Robert L. Spitzer, Janet B.W. Williams, Kurt Kroenke and colleagues, with an educational grant from Pfizer Inc. No permission required to reproduce, translate, display or distribute.',
  fr: 'Élaboré par les Drs Robert L. Spitzer, Janet B.W. Williams, Kurt Kroenke et leurs collègues, grâce à une bourse d’études de Pfizer Inc. Aucune autorisation requise pour reproduire, traduire, afficher ou distribuer.',
};
const SCORING: Partial<Record<TLocale, (max: number) => string>> = {
  en: (max) => `Each item scores 0 to 3 (total 0-${max}); 10 or more is a positive screen. Validated instrument, not to be changed. Source:`,
  fr: (max) =>
    `Chaque item vaut 0 à 3 points (total 0-${max}) ; 10 ou plus est un dépistage positif. Instrument validé, à ne pas modifier. Source${NBSP}:`,
};
const PHQ9_CITATION =
  'Kroenke K, Spitzer RL, Williams JBW. The PHQ-9: validity of a brief depression severity measure. J Gen Intern Med. 2001;16(9):606-613.';
const GAD7_CITATION =
  'Spitzer RL, Kroenke K, Williams JBW, Löwe B. A brief measure for assessing generalized anxiety disorder: the GAD-7. Arch Intern Med. 2006;166(10):1092-1097.';

const DIFFICULTY_EN: Four = ['Not difficult at all', 'Somewhat difficult', 'Very difficult', 'Extremely difficult'];
const DIFFICULTY_FR: Four = ['Pas du tout difficile(s)', 'Assez difficile(s)', 'Très difficile(s)', 'Extrêmement difficile(s)'];
const FUNCTIONAL_FR = `Si vous avez coché au moins un des problèmes évoqués, à quel point ce(s) problème(s) a-t-il (ont-ils) rendu votre travail, vos tâches à la maison ou votre capacité à vous entendre avec les autres difficile(s)${NBSP}?`;
const FUNCTIONAL_EN = (these: string) =>
  `If you checked off any problems, how difficult have ${these} made it for you to do your work, take care of things at home, or get along with other people?`;

const PHQ9_TEXT: Partial<Record<TLocale, TInstrumentText>> = {
  en: {
    name: 'PHQ-9 — Patient Health Questionnaire (depression)',
    stem: 'Over the last 2 weeks, how often have you been bothered by any of the following problems?',
    items: [
      'Little interest or pleasure in doing things',
      'Feeling down, depressed, or hopeless',
      'Trouble falling or staying asleep, or sleeping too much',
      'Feeling tired or having little energy',
      'Poor appetite or overeating',
      'Feeling bad about yourself — or that you are a failure or have let yourself or your family down',
      'Trouble concentrating on things, such as reading the newspaper or watching television',
      'Moving or speaking so slowly that other people could have noticed? Or the opposite — being so fidgety or restless that you have been moving around a lot more than usual',
      'Thoughts that you would be better off dead or of hurting yourself in some way',
    ],
    answers: ['Not at all', 'Several days', 'More than half the days', 'Nearly every day'],
    functional: FUNCTIONAL_EN('these problems'),
    functionalAnswers: DIFFICULTY_EN,
    bandLabels: ['None to minimal depression', 'Mild depression', 'Moderate depression', 'Moderately severe depression', 'Severe depression'],
  },
  fr: {
    name: 'PHQ-9 — Questionnaire sur la santé du patient (dépression)',
    stem: `Au cours des 2 dernières semaines, selon quelle fréquence avez-vous été gêné(e) par les problèmes suivants${NBSP}?`,
    items: [
      'Peu d’intérêt ou de plaisir à faire les choses',
      'Être triste, déprimé(e) ou désespéré(e)',
      'Difficultés à s’endormir ou à rester endormi(e), ou dormir trop',
      'Se sentir fatigué(e) ou manquer d’énergie',
      'Avoir peu d’appétit ou manger trop',
      'Avoir une mauvaise opinion de soi-même, ou avoir le sentiment d’être nul(le), ou d’avoir déçu sa famille ou s’être déçu(e) soi-même',
      'Avoir du mal à se concentrer, par exemple, pour lire le journal ou regarder la télévision',
      'Bouger ou parler si lentement que les autres auraient pu le remarquer. Ou au contraire, être si agité(e) que vous avez eu du mal à tenir en place par rapport à d’habitude',
      'Penser qu’il vaudrait mieux mourir ou envisager de vous faire du mal d’une manière ou d’une autre',
    ],
    answers: ['Jamais', 'Plusieurs jours', 'Plus de la moitié du temps', 'Presque tous les jours'],
    functional: FUNCTIONAL_FR,
    functionalAnswers: DIFFICULTY_FR,
    bandLabels: ['Dépression absente à minime', 'Dépression légère', 'Dépression modérée', 'Dépression modérément sévère', 'Dépression sévère'],
  },
};

const GAD7_TEXT: Partial<Record<TLocale, TInstrumentText>> = {
  en: {
    name: 'GAD-7 — Generalized Anxiety Disorder scale',
    stem: 'Over the last 2 weeks, how often have you been bothered by the following problems?',
    items: [
      'Feeling nervous, anxious, or on edge',
      'Not being able to stop or control worrying',
      'Worrying too much about different things',
      'Trouble relaxing',
      'Being so restless that it is hard to sit still',
      'Becoming easily annoyed or irritable',
      'Feeling afraid as if something awful might happen',
    ],
    answers: ['Not at all', 'Several days', 'More than half the days', 'Nearly every day'],
    functional: FUNCTIONAL_EN('these'),
    functionalAnswers: DIFFICULTY_EN,
    bandLabels: ['Minimal anxiety', 'Mild anxiety', 'Moderate anxiety', 'Severe anxiety'],
  },
  fr: {
    name: 'GAD-7 — Échelle du trouble anxieux généralisé',
    stem: `Au cours des 14 derniers jours, à quelle fréquence avez-vous été dérangé(e) par les problèmes suivants${NBSP}?`,
    items: [
      'Sentiment de nervosité, d’anxiété ou de tension',
      'Incapable d’arrêter de vous inquiéter ou de contrôler vos inquiétudes',
      'Inquiétudes excessives à propos de tout et de rien',
      'Difficulté à se détendre',
      'Agitation telle qu’il est difficile de rester tranquille',
      'Devenir facilement contrarié(e) ou irritable',
      'Avoir peur que quelque chose d’épouvantable puisse arriver',
    ],
    answers: ['Jamais', 'Plusieurs jours', 'Plus de la moitié des jours', 'Presque tous les jours'],
    functional: FUNCTIONAL_FR,
    functionalAnswers: DIFFICULTY_FR,
    bandLabels: ['Anxiété minime', 'Anxiété légère', 'Anxiété modérée', 'Anxiété sévère'],
  },
};

function item(id: string, title: string, answers: Four, alertAbove0: boolean): TField {
  return {
    id,
    type: 'radio',
    title,
    required: true,
    practitionerOnly: false,
    options: answers.map((label, points) => ({
      id: `${id}_${points}`,
      label,
      points,
      ...(alertAbove0 && points > 0 ? { alert: true } : {}),
      children: [],
    })),
  };
}

/** The unscored closing question on daily difficulty (scored by neither instrument). */
function difficulty(prefix: string, text: TInstrumentText): TField {
  const id = `${prefix}_difficulty`;
  return {
    id,
    type: 'radio',
    title: text.functional,
    required: false,
    practitionerOnly: false,
    options: text.functionalAnswers.map((label, i) => ({ id: `${id}_${i}`, label, children: [] })),
  };
}

/**
 * The severity bands from their lower bounds, with the level of each; the bands from 10 up mark a positive screen
 * (PHQ-9 >= 10: Kroenke 2001, sensitivity 88 % and specificity 88 % for major depression; GAD-7 >= 10: Spitzer 2006,
 * sensitivity 89 % and specificity 82 % for generalized anxiety disorder).
 */
function bands(labels: readonly string[], mins: readonly number[], levels: readonly TScoreBand['level'][], max: number): TScoreBand[] {
  return labels.map((label, i) => ({
    min: mins[i]!,
    max: i + 1 < mins.length ? mins[i + 1]! - 1 : max,
    label,
    level: levels[i]!,
    ...(mins[i]! >= 10 ? { positive: true } : {}),
  }));
}

function instrument(
  key: TValidatedInstrumentKey,
  texts: Partial<Record<TLocale, TInstrumentText>>,
  scoring: { max: number; mins: readonly number[]; levels: readonly TScoreBand['level'][]; alertItem: number | null; citation: string },
): TValidatedInstrument {
  const versions: Partial<Record<TLocale, TInstrumentVersion>> = {};
  for (const [language, text] of Object.entries(texts) as [TLocale, TInstrumentText][]) {
    versions[language] = {
      name: text.name,
      description: `${SCORING[language]!(scoring.max)} ${scoring.citation} ${ATTRIBUTION[language]!}`,
      instructions: text.stem,
      fields: [...text.items.map((title, i) => item(`${key}_${i + 1}`, title, text.answers, i + 1 === scoring.alertItem)), difficulty(key, text)],
      bands: bands(text.bandLabels, scoring.mins, scoring.levels, scoring.max),
    };
  }
  return { key, languages: LOCALES.filter((language) => versions[language]), versions, source: `${scoring.citation} ${ATTRIBUTION.en!}` };
}

export const VALIDATED_INSTRUMENTS: Record<TValidatedInstrumentKey, TValidatedInstrument> = {
  // Item 9 (thoughts of being better off dead or of self-harm) answered above 0 is an alert.
  phq9: instrument('phq9', PHQ9_TEXT, {
    max: 27,
    mins: [0, 5, 10, 15, 20],
    levels: ['none', 'mild', 'moderate', 'severe', 'severe'],
    alertItem: 9,
    citation: PHQ9_CITATION,
  }),
  gad7: instrument('gad7', GAD7_TEXT, {
    max: 21,
    mins: [0, 5, 10, 15],
    levels: ['none', 'mild', 'moderate', 'severe'],
    alertItem: null,
    citation: GAD7_CITATION,
  }),
};

/** The instrument in a language, or null when it is not offered in that language. */
export function instrumentVersion(key: TValidatedInstrumentKey, language: TLocale): TInstrumentVersion | null {
  return VALIDATED_INSTRUMENTS[key].versions[language] ?? null;
}

/** The fields whose answer above 0 shows the patient the crisis lines (PHQ-9 item 9; docs/scores.md#crisis-message). */
export const CRISIS_FIELD_IDS: readonly string[] = ['phq9_9'];
