// The bands editor's "Positive screen" switch (docs/scores.md#positive-screen): one checkbox per band, checked for the
// bands that carry the mark, and ticking or unticking it sets or removes `positive: true` on that band only.
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import type { TScoreBand } from '@praxiform/domain';
import { renderWithLocale } from '../../../test/render-with-locale';
import { scoredRadio } from '../../../test/template-fixtures';
import { createTestI18n } from '../../../test/i18n';
import { BandsEditor } from './bands-editor';

const radio = scoredRadio;
const fields = [radio('a'), radio('b')];

/** The editor with its bands in state; every change is also recorded, for the test to read. */
function Harness({ initial, changes }: { initial: TScoreBand[]; changes: TScoreBand[][] }) {
  const [bands, setBands] = useState(initial);
  return (
    <BandsEditor
      bands={bands}
      fields={fields}
      onChange={(next) => {
        changes.push(next);
        setBands(next);
      }}
    />
  );
}

const initial: TScoreBand[] = [
  { min: 0, max: 2, label: 'Low', level: 'none' },
  { min: 3, max: 6, label: 'High', level: 'severe', positive: true },
];
/** The label and hint the checkboxes carry, whatever templates.json says in English. */
const en = createTestI18n('en');
const positiveLabel = en.t('builder.bands.positive', { ns: 'builder' });
const positiveHint = en.t('builder.bands.positiveHint', { ns: 'builder' });

describe('BandsEditor: positive screen', () => {
  it('shows one checkbox per band, checked where the band is marked, named and described', () => {
    renderWithLocale(<Harness initial={initial} changes={[]} />, 'en');
    const boxes = screen.getAllByRole('checkbox');
    expect(boxes).toHaveLength(2);
    expect(boxes.map((box) => (box as HTMLInputElement).checked)).toEqual([false, true]);
    expect(screen.getAllByRole('checkbox', { name: positiveLabel })).toHaveLength(2);
    for (const box of boxes) expect(box).toHaveAccessibleDescription(positiveHint);
  });

  it('marks and unmarks a band, leaving the others as they were', () => {
    const changes: TScoreBand[][] = [];
    renderWithLocale(<Harness initial={initial} changes={changes} />, 'en');
    const [low, high] = screen.getAllByRole('checkbox') as HTMLInputElement[];
    fireEvent.click(low!);
    expect(changes.at(-1)!.map((band) => band.positive)).toEqual([true, true]);
    expect(low).toBeChecked();
    fireEvent.click(high!);
    expect(changes.at(-1)).toEqual([
      { min: 0, max: 2, label: 'Low', level: 'none', positive: true },
      { min: 3, max: 6, label: 'High', level: 'severe', positive: undefined },
    ]);
    expect(high).not.toBeChecked();
    // The coverage check does not care about the mark.
    expect(screen.getByTestId('bands-coverage')).toHaveTextContent('The bands cover every score from 0 to 6.');
  });
});
