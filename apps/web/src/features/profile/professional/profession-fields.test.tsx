// Choosing "other" reveals the required custom profession field; a listed profession offers its translated specialties.
import { useState } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PROFESSIONS, SPECIALTIES_BY_PROFESSION } from '@praxiform/domain';
import { ProfessionFields, type TProfessionValue } from './profession-fields';
import { renderWithLocale } from '../../../test/render-with-locale';

const EMPTY: TProfessionValue = { profession: '', customProfession: '', specialties: [] };

function Harness({ errors, initial = EMPTY }: { errors?: { customProfession?: string }; initial?: TProfessionValue }) {
  const [value, setValue] = useState<TProfessionValue>(initial);
  return (
    <>
      <ProfessionFields
        value={value}
        onChange={setValue}
        professions={PROFESSIONS}
        specialtiesByProfession={SPECIALTIES_BY_PROFESSION}
        errors={errors}
      />
      <output data-testid="value">{JSON.stringify(value)}</output>
    </>
  );
}

const value = () => JSON.parse(screen.getByTestId('value').textContent ?? '{}') as TProfessionValue;

describe('ProfessionFields', () => {
  it('reveals the custom profession field only for "other"', () => {
    renderWithLocale(<Harness />);
    expect(screen.queryByLabelText('Votre profession')).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('radio', { name: 'Autre profession' }));
    const custom = screen.getByLabelText('Votre profession');
    expect(custom).toBeRequired();
    fireEvent.change(custom, { target: { value: 'Ostéopathe' } });
    expect(value()).toMatchObject({ profession: 'other', customProfession: 'Ostéopathe' });

    fireEvent.click(screen.getByRole('radio', { name: 'Dentiste' }));
    expect(screen.queryByLabelText('Votre profession')).not.toBeInTheDocument();
  });

  it('shows the custom profession error next to the field', () => {
    renderWithLocale(<Harness errors={{ customProfession: 'Précisez votre profession.' }} />);
    fireEvent.click(screen.getByRole('radio', { name: 'Autre profession' }));
    const custom = screen.getByLabelText('Votre profession');
    expect(custom).toHaveAttribute('aria-invalid', 'true');
    expect(custom).toHaveAccessibleDescription('Précisez votre profession.');
  });

  it('lists the translated specialties of the profession and keeps the chosen keys', () => {
    renderWithLocale(<Harness />, 'en');
    fireEvent.click(screen.getByRole('radio', { name: 'Dentist' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Orthodontics' }));
    expect(value().specialties).toEqual(['orthodontics']);

    // The search narrows the list, accents and case aside.
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search a specialty' }), { target: { value: 'PAEDIATRIC' } });
    expect(screen.getAllByRole('checkbox')).toHaveLength(1);
  });

  it('takes free-text specialties for "other"', () => {
    renderWithLocale(<Harness />);
    fireEvent.click(screen.getByRole('radio', { name: 'Autre profession' }));
    const input = screen.getByRole('textbox', { name: 'Ajouter une spécialité' });
    fireEvent.change(input, { target: { value: 'Posturologie' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(value().specialties).toEqual(['Posturologie']);
    fireEvent.click(screen.getByRole('button', { name: 'Retirer Posturologie' }));
    expect(value().specialties).toEqual([]);
  });

  it('ticks the stored keys and shows a stored value outside the list apart, both removable', () => {
    // The demo physiotherapist as the profile page loads her: a key of her list and a label stored before the keys.
    const initial: TProfessionValue = {
      profession: 'physiotherapist',
      customProfession: '',
      specialties: ['Rééducation du rachis', 'sports_physiotherapy'],
    };
    renderWithLocale(<Harness initial={initial} />);
    expect(screen.getByText('2 sur 10 au maximum')).toBeVisible();
    const sport = screen.getByRole('checkbox', { name: 'Kinésithérapie du sport' });
    expect(sport).toBeChecked();
    expect(screen.getAllByRole('checkbox', { checked: true })).toHaveLength(1);
    const offList = screen.getByRole('list', { name: /^Enregistrées, mais absentes de la liste/ });
    expect(offList).toHaveTextContent('Rééducation du rachis');

    fireEvent.click(sport);
    expect(value().specialties).toEqual(['Rééducation du rachis']);
    fireEvent.click(screen.getByRole('button', { name: 'Retirer Rééducation du rachis' }));
    expect(value().specialties).toEqual([]);
    expect(screen.getByText('0 sur 10 au maximum')).toBeVisible();
    expect(screen.queryByRole('list', { name: /^Enregistrées, mais absentes de la liste/ })).not.toBeInTheDocument();
  });
});
