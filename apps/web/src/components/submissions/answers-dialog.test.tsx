// The answers of a completed form: the score with its band, and "Positive screen" next to them when the score falls in
// a band marked positive (docs/scores.md#positive-screen), in words (not colour alone), in the practitioner's language.
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TLocale } from '@praxiform/domain';
import type { TSubmissionDetail } from '../../lib/api-types';
import { fakeTrpc, renderAuthPage } from '../../test/render-page';
import { submissionView } from '../../test/patient-fixtures';
import { AnswersDialog } from './answers-dialog';

function detail(overrides: Partial<TSubmissionDetail>): TSubmissionDetail {
  return {
    ...submissionView({ formName: 'PHQ-9', score: 10, scoreMax: 27, band: { label: 'Dépression modérée', level: 'moderate' } }),
    fields: [],
    answers: {},
    consentAt: null,
    alertFieldIds: [],
    bands: [
      { min: 0, max: 9, label: 'Sous le seuil', level: 'mild' },
      { min: 10, max: 27, label: 'Dépression modérée', level: 'moderate', positive: true },
    ],
    ...overrides,
  };
}

async function openAnswers(submission: TSubmissionDetail, locale: TLocale = 'fr') {
  fakeTrpc({ 'submissions.get': () => ({ data: { submission } }) });
  renderAuthPage(<AnswersDialog submission={{ id: submission.id, formName: submission.formName }} onOpenChange={() => undefined} />, {
    path: '/patients/7',
    locale,
  });
  return screen.findByTestId('answers-score');
}

afterEach(() => vi.unstubAllGlobals());

describe('AnswersDialog', () => {
  it('marks a positive screen next to the score and its band', async () => {
    const score = await openAnswers(detail({ positiveScreen: true }));
    expect(score).toHaveTextContent(/10 \/ 27.*Tranche de sévérité : Dépression modérée.*Dépistage positif/);
    const mark = within(score).getByTestId('positive-screen');
    expect(mark).toHaveTextContent('Dépistage positif');
    expect(mark).toBeVisible();
  });

  it('shows no mark below the threshold', async () => {
    const score = await openAnswers(detail({ score: 9, band: { label: 'Sous le seuil', level: 'mild' }, positiveScreen: false }));
    expect(score).toHaveTextContent('9 / 27');
    expect(within(score).queryByTestId('positive-screen')).toBeNull();
    expect(screen.queryByText('Dépistage positif')).toBeNull();
  });

  it('says it in the practitioner’s language', async () => {
    expect(await openAnswers(detail({ positiveScreen: true }), 'nl')).toHaveTextContent('Positieve screening');
  });
});
