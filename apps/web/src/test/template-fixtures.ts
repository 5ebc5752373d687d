// A template summary for component tests, with the fields a test changes given as overrides.
import type { TTemplateSummary } from '../lib/api-types';

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
