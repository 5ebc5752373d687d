// Templates for component tests: a summary as the lists show it, the builder's details of a new blank template, and
// scored radios; the fields a test changes are given as overrides.
import type { TField } from '@praxiform/domain';
import type { TTemplateSummary } from '../lib/api-types';

/** The builder's details of a blank, unscored French anamnesis named "Bilan". */
export const BLANK_TEMPLATE_META = {
  name: 'Bilan',
  type: 'anamnese' as const,
  category: '',
  description: '',
  language: 'fr' as const,
  scoringEnabled: false,
  scoreBands: [],
  patientInstructions: '',
  crisisMessage: true,
  validatedInstrument: null,
};

/** A required radio of four options worth 0 to 3 points, its ids and labels derived from `id`. */
export const scoredRadio = (id: string): TField => ({
  id,
  type: 'radio',
  title: id,
  required: true,
  practitionerOnly: false,
  options: [0, 1, 2, 3].map((points) => ({ id: `${id}${points}`, label: String(points), points, children: [] })),
});

export function templateSummary(overrides: Partial<TTemplateSummary> = {}): TTemplateSummary {
  return {
    id: 7,
    name: 'Bilan lombalgie',
    type: 'bilan',
    category: 'orthopedics',
    description: 'Évaluation de la douleur lombaire.',
    language: 'fr',
    isPublic: false,
    scoringEnabled: true,
    validatedInstrument: null,
    fieldCount: 3,
    creatorName: 'Claire Martin',
    creatorProfession: 'physiotherapist',
    originId: null,
    origin: null,
    publicCopyId: null,
    favoritesCount: 2,
    duplicationsCount: 1,
    isFavorite: false,
    isMine: false,
    createdAt: '2026-01-10T10:00:00.000Z',
    updatedAt: '2026-02-01T10:00:00.000Z',
    ...overrides,
  };
}
