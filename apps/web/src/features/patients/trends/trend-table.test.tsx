// The trend's table: one row per answer with its date, score, band, positive screen and change; a caption naming the
// form; shown on screen or kept for screen readers only.
import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderWithLocale } from '../../../test/render-with-locale';
import { TrendTable } from './trend-table';
import { trendPoints } from './trend-data';

const points = trendPoints({
  points: [
    { submissionId: 1, completedAt: '2026-03-01T10:00:00.000Z', score: 12, band: { label: 'Moderate', level: 'moderate' }, positiveScreen: true },
    { submissionId: 2, completedAt: '2026-03-15T10:00:00.000Z', score: 7, band: { label: 'Mild', level: 'mild' }, positiveScreen: false },
    { submissionId: 3, completedAt: '2026-03-29T10:00:00.000Z', score: 7, band: null, positiveScreen: false },
  ],
});

function renderTable(visible: boolean) {
  return renderWithLocale(
    <MemoryRouter initialEntries={['/en/patients/7']}>
      <TrendTable name="GAD-7" max={21} points={points} visible={visible} />
    </MemoryRouter>,
    'en',
  );
}

describe('TrendTable', () => {
  it('lists each answer with its score, band and change since the previous one', () => {
    renderTable(true);
    const table = screen.getByRole('table', { name: 'Scores of “GAD-7” over time' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Date', 'Score', 'Band', 'Change']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent(/Mar 1, 2026.*12 \/ 21.*Severity band: Moderate.*Positive screen.*—/);
    expect(rows[1]).toHaveTextContent('7 / 21');
    expect(rows[1]).not.toHaveTextContent('Positive screen');
    expect(rows[1]).toHaveTextContent('\u22125');
    expect(rows[2]).toHaveTextContent(/7 \/ 21.*—.*0$/);
    expect(screen.getByTestId('trend-table')).not.toHaveClass('sr-only');
  });

  it('stays in the page for screen readers when not shown', () => {
    renderTable(false);
    expect(screen.getByTestId('trend-table')).toHaveClass('sr-only');
    expect(screen.getByRole('table', { name: 'Scores of “GAD-7” over time' })).toBeInTheDocument();
  });
});
