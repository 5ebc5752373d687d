// The conditional-field editor refuses, with an explanation, what ZTemplateFields would refuse.
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import type { TField } from '@praxiform/domain';
import { renderWithLocale } from '../../../test/render-with-locale';
import { ConditionalEditor } from './conditional-editor';

const text: TField = { id: 't', type: 'text', title: 'Nom', required: false, practitionerOnly: false };
const empty: TField = { id: 'r', type: 'radio', title: 'Douleur', required: false, practitionerOnly: false, options: [] };
const radio: TField = { ...empty, id: 'q', options: [{ id: 'yes', label: 'Oui', children: [] }] };

describe('ConditionalEditor', () => {
  it('explains why a text field cannot carry conditional questions', () => {
    renderWithLocale(<ConditionalEditor fields={[text]} field={text} onAddChild={vi.fn()} onSelect={vi.fn()} />);
    expect(screen.getByText(/ne sont possibles que sous une option/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ajouter' })).toBeNull();
  });

  it('asks for options first on a choice field without options', () => {
    renderWithLocale(<ConditionalEditor fields={[empty]} field={empty} onAddChild={vi.fn()} onSelect={vi.fn()} />, 'en');
    expect(screen.getByText(/Add options first/)).toBeInTheDocument();
  });

  it('adds a question of the chosen type under an option', () => {
    const onAddChild = vi.fn();
    renderWithLocale(<ConditionalEditor fields={[radio]} field={radio} onAddChild={onAddChild} onSelect={vi.fn()} />);
    expect(screen.getByText('Si le patient choisit « Oui », demander…')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Type de la question à poser après « Oui »'), { target: { value: 'date' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter' }));
    expect(onAddChild).toHaveBeenCalledWith('yes', 'date');
  });
});
