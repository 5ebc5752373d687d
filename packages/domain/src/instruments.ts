// The validated instruments shipped as locked public templates: PHQ-9 and GAD-7, their official items, answer options,
// scoring (0-3 per item), severity bands and source, in French, English and Dutch (docs/scores.md#instruments).
// Field and option ids are the same in every language, so a copy in any language has the same fingerprint.
import type { TLocale } from './constants';
import type { TScoreBand } from './scores';
import type { TField } from './template-fields';

export const VALIDATED_INSTRUMENT_KEYS = ['phq9', 'gad7'] as const;
export type TValidatedInstrumentKey = (typeof VALIDATED_INSTRUMENT_KEYS)[number];

export type TValidatedInstrument = {
  key: TValidatedInstrumentKey;
  /** The template's name in each language. */
  name: Record<TLocale, string>;
  /** The template's description: the instruction, the scoring and the source cited. */
  description: Record<TLocale, string>;
  fields: Record<TLocale, TField[]>;
  bands: Record<TLocale, TScoreBand[]>;
  /** The reference, as printed in docs/scores.md. */
  source: string;
};

const NBSP = '\u00a0';

/** The four answers of both questionnaires, 0 to 3 points (official translations of the Pfizer forms). */
const FREQUENCY: Record<TLocale, readonly [string, string, string, string]> = {
  en: ['Not at all', 'Several days', 'More than half the days', 'Nearly every day'],
  fr: ['Jamais', 'Plusieurs jours', 'Plus de la moitié du temps', 'Presque tous les jours'],
  nl: ['Helemaal niet', 'Meerdere dagen', 'Meer dan de helft van de dagen', 'Bijna elke dag'],
};

/**
 * The unscored closing question of both forms: how difficult the problems made daily life. The English GAD-7 says
 * "these" where the PHQ-9 says "these problems" (Spitzer 2006; docs/scores.md#sources).
 */
const GAD7_DIFFICULTY_TITLE_EN =
  'If you checked off any problems, how difficult have these made it for you to do your work, take care of things at home, or get along with other people?';
const DIFFICULTY_TITLE: Record<TLocale, string> = {
  en: 'If you checked off any problems, how difficult have these problems made it for you to do your work, take care of things at home, or get along with other people?',
  fr: `Si vous avez coché au moins un des problèmes évoqués, à quel point ce(s) problème(s) a-t-il (ont-ils) rendu votre travail, vos tâches à la maison ou votre capacité à vous entendre avec les autres difficile(s)${NBSP}?`,
  nl: 'Als u één of meer van deze problemen hebt aangevinkt, hoe moeilijk hebben deze problemen het u gemaakt om uw werk te doen, om dingen thuis te regelen, of om met andere mensen op te schieten?',
};
const DIFFICULTY_OPTIONS: Record<TLocale, readonly [string, string, string, string]> = {
  en: ['Not difficult at all', 'Somewhat difficult', 'Very difficult', 'Extremely difficult'],
  fr: ['Pas du tout difficile(s)', 'Assez difficile(s)', 'Très difficile(s)', 'Extrêmement difficile(s)'],
  nl: ['Helemaal niet moeilijk', 'Enigszins moeilijk', 'Zeer moeilijk', 'Extreem moeilijk'],
};

function item(id: string, title: string, locale: TLocale, alertAbove0 = false): TField {
  return {
    id,
    type: 'radio',
    title,
    required: true,
    practitionerOnly: false,
    options: FREQUENCY[locale].map((label, points) => ({
      id: `${id}_${points}`,
      label,
      points,
      ...(alertAbove0 && points > 0 ? { alert: true } : {}),
      children: [],
    })),
  };
}

function difficulty(prefix: string, locale: TLocale): TField {
  const id = `${prefix}_difficulty`;
  return {
    id,
    type: 'radio',
    title: prefix === 'gad7' && locale === 'en' ? GAD7_DIFFICULTY_TITLE_EN : DIFFICULTY_TITLE[locale],
    required: false,
    practitionerOnly: false,
    options: DIFFICULTY_OPTIONS[locale].map((label, i) => ({ id: `${id}_${i}`, label, children: [] })),
  };
}

const PHQ9_ITEMS: Record<TLocale, readonly string[]> = {
  en: [
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
  fr: [
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
  nl: [
    'Weinig interesse of plezier in het doen van dingen',
    'Zich neerslachtig, depressief of hopeloos voelen',
    'Moeite met in slaap vallen of doorslapen, of te veel slapen',
    'Zich moe voelen of weinig energie hebben',
    'Weinig eetlust of overmatig eten',
    'Een negatief beeld van uzelf hebben, of het gevoel hebben dat u een mislukkeling bent of uzelf of uw familie tekort heeft gedaan',
    'Moeite met concentreren, bijvoorbeeld bij het lezen van de krant of tv kijken',
    'Zo traag bewegen of praten dat andere mensen het hebben kunnen opmerken. Of juist het tegenovergestelde: zo gejaagd of rusteloos zijn dat u veel meer beweegt dan normaal',
    'Gedachten dat u beter dood zou kunnen zijn of gedachten om uzelf op een of andere manier iets aan te doen',
  ],
};

const GAD7_ITEMS: Record<TLocale, readonly string[]> = {
  en: [
    'Feeling nervous, anxious, or on edge',
    'Not being able to stop or control worrying',
    'Worrying too much about different things',
    'Trouble relaxing',
    'Being so restless that it is hard to sit still',
    'Becoming easily annoyed or irritable',
    'Feeling afraid as if something awful might happen',
  ],
  fr: [
    'Sentiment de nervosité, d’anxiété ou de tension',
    'Incapable d’arrêter de s’inquiéter ou de contrôler ses inquiétudes',
    'Inquiétudes excessives à propos de différentes choses',
    'Difficulté à se détendre',
    'Agitation telle qu’il est difficile de rester tranquille',
    'Devenir facilement contrarié(e) ou irritable',
    'Avoir peur que quelque chose d’épouvantable puisse arriver',
  ],
  nl: [
    'Zich nerveus, angstig of gespannen voelen',
    'Niet in staat zijn om te stoppen met piekeren of om controle te krijgen over het piekeren',
    'Zich te veel zorgen maken over verschillende dingen',
    'Moeite om te ontspannen',
    'Zo rusteloos zijn dat stilzitten moeilijk wordt',
    'Snel geïrriteerd of prikkelbaar zijn',
    'Bang zijn dat er iets vreselijks zou kunnen gebeuren',
  ],
};

const byLocale = <T>(make: (locale: TLocale) => T): Record<TLocale, T> => ({ fr: make('fr'), en: make('en'), nl: make('nl') });

/** The attribution line of the Pfizer forms, in the form's language (the French one as on the "French for France" form). */
const ATTRIBUTION: Record<TLocale, string> = {
  en: 'Developed by Drs. Robert L. Spitzer, Janet B.W. Williams, Kurt Kroenke and colleagues, with an educational grant from Pfizer Inc. No permission required to reproduce, translate, display or distribute.',
  fr: 'Élaboré par les Drs Robert L. Spitzer, Janet B.W. Williams, Kurt Kroenke et leurs collègues, grâce à une bourse d’études de Pfizer Inc. Aucune autorisation requise pour reproduire, traduire, afficher ou distribuer.',
  nl: 'Ontwikkeld door Drs. Robert L. Spitzer, Janet B.W. Williams, Kurt Kroenke en collega’s, met een educatieve subsidie van Pfizer Inc. Geen toestemming vereist om te reproduceren, vertalen, tonen of verspreiden.',
};
const PHQ9_CITATION =
  'Kroenke K, Spitzer RL, Williams JBW. The PHQ-9: validity of a brief depression severity measure. J Gen Intern Med. 2001;16(9):606-613.';
const GAD7_CITATION =
  'Spitzer RL, Kroenke K, Williams JBW, Löwe B. A brief measure for assessing generalized anxiety disorder: the GAD-7. Arch Intern Med. 2006;166(10):1092-1097.';
const PHQ9_SOURCE = `${PHQ9_CITATION} ${ATTRIBUTION.en}`;
const GAD7_SOURCE = `${GAD7_CITATION} ${ATTRIBUTION.en}`;

const band = (min: number, max: number, label: string, level: TScoreBand['level']): TScoreBand => ({ min, max, label, level });

const PHQ9: TValidatedInstrument = {
  key: 'phq9',
  name: {
    en: 'PHQ-9 — Patient Health Questionnaire (depression)',
    fr: 'PHQ-9 — Questionnaire sur la santé du patient (dépression)',
    nl: 'PHQ-9 — Patiëntgezondheidsvragenlijst (depressie)',
  },
  description: {
    en: `Over the last 2 weeks, how often have you been bothered by any of the following problems? Each item scores 0 to 3 (total 0-27). Validated instrument, not to be changed. Source: ${PHQ9_SOURCE}`,
    fr: `Au cours des 2 dernières semaines, selon quelle fréquence avez-vous été gêné(e) par les problèmes suivants${NBSP}? Chaque item vaut 0 à 3 points (total 0-27). Instrument validé, à ne pas modifier. Source${NBSP}: ${PHQ9_CITATION} ${ATTRIBUTION.fr}`,
    nl: `Hoe vaak heeft u in de afgelopen 2 weken last gehad van de volgende problemen? Elk item telt 0 tot 3 punten (totaal 0-27). Gevalideerd instrument, niet wijzigen. Bron: ${PHQ9_CITATION} ${ATTRIBUTION.nl}`,
  },
  fields: byLocale((locale) => [...PHQ9_ITEMS[locale].map((title, i) => item(`phq9_${i + 1}`, title, locale, i === 8)), difficulty('phq9', locale)]),
  bands: {
    en: [
      band(0, 4, 'None to minimal depression', 'none'),
      band(5, 9, 'Mild depression', 'mild'),
      band(10, 14, 'Moderate depression', 'moderate'),
      band(15, 19, 'Moderately severe depression', 'severe'),
      band(20, 27, 'Severe depression', 'severe'),
    ],
    fr: [
      band(0, 4, 'Dépression absente à minime', 'none'),
      band(5, 9, 'Dépression légère', 'mild'),
      band(10, 14, 'Dépression modérée', 'moderate'),
      band(15, 19, 'Dépression modérément sévère', 'severe'),
      band(20, 27, 'Dépression sévère', 'severe'),
    ],
    nl: [
      band(0, 4, 'Geen tot minimale depressie', 'none'),
      band(5, 9, 'Milde depressie', 'mild'),
      band(10, 14, 'Matige depressie', 'moderate'),
      band(15, 19, 'Matig ernstige depressie', 'severe'),
      band(20, 27, 'Ernstige depressie', 'severe'),
    ],
  },
  source: PHQ9_SOURCE,
};

const GAD7: TValidatedInstrument = {
  key: 'gad7',
  name: {
    en: 'GAD-7 — Generalized Anxiety Disorder scale',
    fr: 'GAD-7 — Échelle du trouble anxieux généralisé',
    nl: 'GAD-7 — Vragenlijst gegeneraliseerde angststoornis',
  },
  description: {
    en: `Over the last 2 weeks, how often have you been bothered by the following problems? Each item scores 0 to 3 (total 0-21). Validated instrument, not to be changed. Source: ${GAD7_SOURCE}`,
    fr: `Au cours des 14 derniers jours, à quelle fréquence avez-vous été gêné(e) par les problèmes suivants${NBSP}? Chaque item vaut 0 à 3 points (total 0-21). Instrument validé, à ne pas modifier. Source${NBSP}: ${GAD7_CITATION} ${ATTRIBUTION.fr}`,
    nl: `Hoe vaak heeft u in de afgelopen 2 weken last gehad van de volgende problemen? Elk item telt 0 tot 3 punten (totaal 0-21). Gevalideerd instrument, niet wijzigen. Bron: ${GAD7_CITATION} ${ATTRIBUTION.nl}`,
  },
  fields: byLocale((locale) => [...GAD7_ITEMS[locale].map((title, i) => item(`gad7_${i + 1}`, title, locale)), difficulty('gad7', locale)]),
  bands: {
    en: [
      band(0, 4, 'Minimal anxiety', 'none'),
      band(5, 9, 'Mild anxiety', 'mild'),
      band(10, 14, 'Moderate anxiety', 'moderate'),
      band(15, 21, 'Severe anxiety', 'severe'),
    ],
    fr: [
      band(0, 4, 'Anxiété minime', 'none'),
      band(5, 9, 'Anxiété légère', 'mild'),
      band(10, 14, 'Anxiété modérée', 'moderate'),
      band(15, 21, 'Anxiété sévère', 'severe'),
    ],
    nl: [
      band(0, 4, 'Minimale angst', 'none'),
      band(5, 9, 'Milde angst', 'mild'),
      band(10, 14, 'Matige angst', 'moderate'),
      band(15, 21, 'Ernstige angst', 'severe'),
    ],
  },
  source: GAD7_SOURCE,
};

export const VALIDATED_INSTRUMENTS: Record<TValidatedInstrumentKey, TValidatedInstrument> = { phq9: PHQ9, gad7: GAD7 };
