// The metadata panel: the patient instructions (hint, counter, too-long error), the crisis switch shown only with PHQ-9
// item 9, and the validated-instrument notice (the badge on an unchanged copy, the changes that remove the flag).
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { instrumentVersion, type TField, type TLocale, type TValidatedInstrumentKey } from '@praxiform/domain';
import { renderWithLocale } from '../../../test/render-with-locale';
import type { TTemplateMeta } from '../state/builder-state';
import { MetadataPanel } from './metadata-panel';

/** The metadata of an unchanged copy of an instrument, as the builder loads it, and its fields. */
function copyOf(key: TValidatedInstrumentKey, language: TLocale): { meta: TTemplateMeta; fields: TField[] } {
  const version = instrumentVersion(key, language)!;
  return {
    meta: {
      name: version.name,
      type: 'bilan',
      category: '',
      description: version.description,
      language,
      scoringEnabled: true,
      scoreBands: version.bands,
      patientInstructions: version.instructions,
      crisisMessage: true,
      validatedInstrument: key,
    },
    fields: version.fields,
  };
}

function Harness({ initial, fields, errors = {} }: { initial: TTemplateMeta; fields: readonly TField[]; errors?: Partial<Record<string, string>> }) {
  const [meta, setMeta] = useState(initial);
  return (
    <>
      <MetadataPanel meta={meta} fields={fields} errors={errors} onChange={(patch) => setMeta((current) => ({ ...current, ...patch }))} />
      <output data-testid="meta">{JSON.stringify(meta)}</output>
    </>
  );
}

const savedMeta = (): TTemplateMeta => JSON.parse(screen.getByTestId('meta').textContent ?? '{}') as TTemplateMeta;

describe('MetadataPanel – instrument notice', () => {
  it('keeps the badge on an unchanged copy', () => {
    const { meta, fields } = copyOf('phq9', 'fr');
    renderWithLocale(<Harness initial={meta} fields={fields} />);
    expect(screen.getByText('Instrument validé · PHQ-9')).toBeInTheDocument();
    expect(screen.queryByText('Cette copie ne sera plus un instrument validé.')).toBeNull();
  });

  it('lists “instructions for the patient” once the instructions are edited', () => {
    const { meta, fields } = copyOf('gad7', 'en');
    renderWithLocale(<Harness initial={meta} fields={fields} />, 'en');
    fireEvent.change(screen.getByLabelText(/^Instructions for the patient/), { target: { value: 'Answer each question quickly.' } });
    expect(screen.queryByTestId('instrument-badge')).toBeNull();
    expect(screen.getByText('This copy will no longer be a validated instrument.')).toBeInTheDocument();
    expect(
      within(screen.getByTestId('instrument-changes'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['instructions for the patient']);
  });

  it('lists each kind of change in plain words', () => {
    const { meta, fields } = copyOf('phq9', 'en');
    const changed = fields.map((field, i) =>
      i === 0
        ? { ...field, options: (field.options ?? []).map((o, j) => ({ ...o, label: j === 0 ? 'Never' : o.label, points: (o.points ?? 0) + 1 })) }
        : field,
    );
    renderWithLocale(<Harness initial={meta} fields={changed} />, 'en');
    expect(
      within(screen.getByTestId('instrument-changes'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['answer labels', 'points']);
  });

  it('names a language without an official translation', () => {
    const { meta, fields } = copyOf('phq9', 'fr');
    renderWithLocale(<Harness initial={{ ...meta, language: 'nl' }} fields={fields} />, 'nl');
    expect(within(screen.getByTestId('instrument-changes')).getByText('deze taal heeft geen officiële vertaling')).toBeInTheDocument();
  });

  it('shows nothing for an ordinary template', () => {
    const { meta, fields } = copyOf('gad7', 'fr');
    renderWithLocale(<Harness initial={{ ...meta, validatedInstrument: null }} fields={fields} />);
    expect(screen.queryByTestId('instrument-badge')).toBeNull();
    expect(screen.queryByTestId('instrument-changes')).toBeNull();
  });
});

describe('MetadataPanel – patient instructions', () => {
  it('edits the instructions, with the hint and a counter', () => {
    const { meta, fields } = copyOf('gad7', 'fr');
    renderWithLocale(<Harness initial={{ ...meta, validatedInstrument: null, patientInstructions: '' }} fields={fields} />);
    const textarea = screen.getByLabelText(/^Consignes pour le patient/);
    expect(textarea).toHaveAccessibleDescription('Elles s’affichent au-dessus des questions du formulaire du patient et dans le PDF.');
    expect(screen.getByText('0 / 2000 caractères')).toBeInTheDocument();
    fireEvent.change(textarea, { target: { value: 'Répondez sans trop réfléchir.' } });
    expect(savedMeta().patientInstructions).toBe('Répondez sans trop réfléchir.');
    expect(screen.getByText('29 / 2000 caractères')).toBeInTheDocument();
  });

  it('shows the too-long error on the textarea', () => {
    const { meta, fields } = copyOf('gad7', 'en');
    renderWithLocale(
      <Harness
        initial={{ ...meta, patientInstructions: 'a'.repeat(2001) }}
        fields={fields}
        errors={{ patientInstructions: 'PATIENT_INSTRUCTIONS_TOO_LONG' }}
      />,
      'en',
    );
    const textarea = screen.getByLabelText(/^Instructions for the patient/);
    expect(textarea).toHaveAttribute('aria-invalid', 'true');
    expect(textarea).toHaveAccessibleDescription('The instructions are too long (2,000 characters at most).');
    expect(screen.getByText('2001 / 2000 characters')).toHaveClass('text-red-700');
  });
});

describe('MetadataPanel – crisis message', () => {
  const label = 'Show crisis helplines to the patient when PHQ-9 item 9 is answered above 0';

  it('offers the switch with PHQ-9 item 9, on by default, and turns it off', () => {
    const { meta, fields } = copyOf('phq9', 'en');
    renderWithLocale(<Harness initial={meta} fields={fields} />, 'en');
    const toggle = screen.getByRole('switch', { name: label });
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(toggle).toHaveAccessibleDescription(
      'The patient’s thank-you page then shows a calm message with the national crisis line; your alert stays the same.',
    );
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(savedMeta().crisisMessage).toBe(false);
  });

  it('hides the switch without PHQ-9 item 9', () => {
    const { meta, fields } = copyOf('gad7', 'en');
    renderWithLocale(<Harness initial={meta} fields={fields} />, 'en');
    expect(screen.queryByRole('switch', { name: label })).toBeNull();
    const withoutItem9 = copyOf('phq9', 'en');
    renderWithLocale(<Harness initial={withoutItem9.meta} fields={withoutItem9.fields.filter((field) => field.id !== 'phq9_9')} />, 'en');
    expect(screen.queryByRole('switch', { name: label })).toBeNull();
  });
});
