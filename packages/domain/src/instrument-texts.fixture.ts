// The official wording of each offered instrument × language, transcribed from the source named in docs/scores.md#sources
// (kept apart from instruments.ts so a test compares the two). Typography as the app prints French: typographic
// apostrophes, a no-break space before "?" and ":".
import type { TLocale } from './constants';
import type { TValidatedInstrumentKey } from './instruments';

export type TOfficialText = {
  /** Where the wording comes from (docs/scores.md#sources). */
  source: string;
  stem: string;
  items: string[];
  answers: string[];
  functional: string;
  functionalAnswers: string[];
  attribution: string;
};

const NBSP = '\u00a0';
const ATTRIBUTION_EN =
  'Developed by Drs. Robert L. Spitzer, Janet B.W. Williams, Kurt Kroenke and colleagues, with an educational grant from Pfizer Inc. No permission required to reproduce, translate, display or distribute.';
const ATTRIBUTION_FR =
  'Élaboré par les Drs Robert L. Spitzer, Janet B.W. Williams, Kurt Kroenke et leurs collègues, grâce à une bourse d’études de Pfizer Inc. Aucune autorisation requise pour reproduire, traduire, afficher ou distribuer.';

export const OFFICIAL_TEXTS: Record<TValidatedInstrumentKey, Partial<Record<TLocale, TOfficialText>>> = {
  phq9: {
    en: {
      source: 'PHQ-9, Pfizer PHQ screeners, English (USA); Kroenke, Spitzer & Williams 2001',
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
      functional:
        'If you checked off any problems, how difficult have these problems made it for you to do your work, take care of things at home, or get along with other people?',
      functionalAnswers: ['Not difficult at all', 'Somewhat difficult', 'Very difficult', 'Extremely difficult'],
      attribution: ATTRIBUTION_EN,
    },
    fr: {
      source: 'PHQ-9, Pfizer PHQ screeners, French for France',
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
      functional: `Si vous avez coché au moins un des problèmes évoqués, à quel point ce(s) problème(s) a-t-il (ont-ils) rendu votre travail, vos tâches à la maison ou votre capacité à vous entendre avec les autres difficile(s)${NBSP}?`,
      functionalAnswers: ['Pas du tout difficile(s)', 'Assez difficile(s)', 'Très difficile(s)', 'Extrêmement difficile(s)'],
      attribution: ATTRIBUTION_FR,
    },
  },
  gad7: {
    en: {
      source: 'GAD-7, Pfizer PHQ screeners, English (USA); Spitzer, Kroenke, Williams & Löwe 2006',
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
      functional:
        'If you checked off any problems, how difficult have these made it for you to do your work, take care of things at home, or get along with other people?',
      functionalAnswers: ['Not difficult at all', 'Somewhat difficult', 'Very difficult', 'Extremely difficult'],
      attribution: ATTRIBUTION_EN,
    },
    fr: {
      source: 'GAD-7, Pfizer PHQ screeners, French for France (the version "Au cours des 14 derniers jours … dérangé(e)")',
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
      functional: `Si vous avez coché au moins un des problèmes évoqués, à quel point ce(s) problème(s) a-t-il (ont-ils) rendu votre travail, vos tâches à la maison ou votre capacité à vous entendre avec les autres difficile(s)${NBSP}?`,
      functionalAnswers: ['Pas du tout difficile(s)', 'Assez difficile(s)', 'Très difficile(s)', 'Extrêmement difficile(s)'],
      attribution: ATTRIBUTION_FR,
    },
  },
};
