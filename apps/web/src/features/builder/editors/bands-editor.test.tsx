// The bands editor: the possible range from the options' points, the live coverage messages (gap, overlap, outside,
// order, incomplete, covered), adding and deleting bands. The instrument notice is tested in metadata-panel.test.tsx.
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { TField, TScoreBand } from '@praxiform/domain';
import { renderWithLocale } from '../../../test/render-with-locale';
import { scoredRadio } from '../../../test/template-fixtures';
import { BandsEditor } from './bands-editor';

// Two radios of 0-3 points: totals 0 to 6.
const radio = scoredRadio;
const fields = [radio('a'), radio('b')];

function Harness({ initial }: { initial: TScoreBand[] }) {
  const [bands, setBands] = useState(initial);
  return <BandsEditor bands={bands} fields={fields} onChange={setBands} />;
}

const coverage = () => screen.getByTestId('bands-coverage');

describe('BandsEditor', () => {
  it('states the possible range and that no band shows the score alone', () => {
    renderWithLocale(<Harness initial={[]} />);
    expect(screen.getByText(/Scores possibles : de 0 à 6/)).toBeInTheDocument();
    expect(coverage()).toHaveTextContent('Sans tranche, le score s’affiche seul.');
  });

  it('adds bands after the last one until the range is covered', () => {
    renderWithLocale(<Harness initial={[]} />, 'en');
    fireEvent.click(screen.getByRole('button', { name: 'Add a band' }));
    expect(screen.getByLabelText('Lowest score of band 1')).toHaveValue(0);
    expect(screen.getByLabelText('Highest score of band 1')).toHaveValue(6);
    expect(coverage()).toHaveTextContent('The bands cover every score from 0 to 6.');
  });

  it('shows a gap, then the fix', () => {
    renderWithLocale(
      <Harness
        initial={[
          { min: 0, max: 2, label: 'Low', level: 'none' },
          { min: 5, max: 6, label: 'High', level: 'severe' },
        ]}
      />,
      'en',
    );
    expect(coverage()).toHaveTextContent('No band for scores 3 to 4.');
    fireEvent.change(screen.getByLabelText('Highest score of band 1'), { target: { value: '4' } });
    expect(coverage()).toHaveTextContent('The bands cover every score from 0 to 6.');
  });

  it('names overlaps, scores outside the range and a band upside down', () => {
    renderWithLocale(
      <Harness
        initial={[
          { min: 0, max: 3, label: 'Low', level: 'none' },
          { min: 3, max: 8, label: 'High', level: 'severe' },
        ]}
      />,
      'fr',
    );
    const list = within(coverage());
    expect(list.getByText('Le score 3 tombe dans deux tranches.')).toBeInTheDocument();
    expect(list.getByText('Les scores de 7 à 8 sont hors des scores possibles (0 à 6).')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Score minimum de la tranche 2'), { target: { value: '9' } });
    expect(list.getByText('La tranche de 9 à 8 a un minimum supérieur à son maximum.')).toBeInTheDocument();
  });

  it('asks for both bounds while one is empty, and deletes a band', () => {
    renderWithLocale(<Harness initial={[{ min: 0, max: 6, label: 'All', level: 'custom' }]} />, 'nl');
    fireEvent.change(screen.getByLabelText('Hoogste score van categorie 1'), { target: { value: '' } });
    expect(coverage()).toHaveTextContent('Vul de laagste en hoogste score van elke categorie in.');
    expect(screen.getByLabelText('Hoogste score van categorie 1')).toHaveAttribute('aria-invalid', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Categorie 1 verwijderen' }));
    expect(screen.queryByLabelText('Hoogste score van categorie 1')).toBeNull();
  });

  it('counts a checkbox as the sum of its positive points', () => {
    const checkbox: TField = { ...radio('c'), type: 'checkbox' };
    renderWithLocale(<BandsEditor bands={[]} fields={[checkbox]} onChange={() => {}} />, 'en');
    expect(screen.getByText(/Possible scores: 0 to 6/)).toBeInTheDocument();
  });
});
