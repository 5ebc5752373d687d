// The whole editor on an edit route, against a fake /api/trpc: the patient instructions and the crisis switch are saved
// with the template, the preview shows the instructions above the questions, and the instrument notice and the
// confirmation before a save that drops the flag name the changes.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { instrumentVersion, type TField, type TLocale } from '@praxiform/domain';
import { TRPCProvider, createApiClient } from '../../lib/trpc';
import { createTestI18n } from '../../test/i18n';
import { fakeTrpc, type TFakeCall } from '../../test/render-page';
import { BuilderEditor } from './builder-editor';
import type { TBuilderInitial } from './use-builder-editor';

afterEach(() => vi.unstubAllGlobals());

function renderEditor(initial: TBuilderInitial, locale: TLocale = 'en') {
  const i18n = createTestI18n(locale);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/:lang/templates/:id/edit', element: <BuilderEditor mode="template" id={7} initial={initial} /> }], {
    initialEntries: [`/${locale}/templates/7/edit`],
  });
  return render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <TRPCProvider trpcClient={createApiClient()} queryClient={queryClient}>
          <RouterProvider router={router} />
        </TRPCProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

/** The unchanged English PHQ-9, as the builder loads a copy of it. */
function phq9Copy(): TBuilderInitial {
  const version = instrumentVersion('phq9', 'en')!;
  return {
    meta: {
      name: version.name,
      type: 'bilan',
      category: '',
      description: '',
      language: 'en',
      scoringEnabled: true,
      scoreBands: version.bands,
      patientInstructions: version.instructions,
      crisisMessage: true,
      validatedInstrument: 'phq9',
    },
    fields: version.fields,
  };
}

const pain: TField = { id: 'pain', type: 'text', title: 'Where does it hurt?', required: false, practitionerOnly: false };
const ordinary: TBuilderInitial = {
  meta: {
    name: 'Low back pain',
    type: 'anamnese',
    category: '',
    description: '',
    language: 'en',
    scoringEnabled: false,
    scoreBands: [],
    patientInstructions: '',
    crisisMessage: true,
    validatedInstrument: null,
  },
  fields: [pain],
};

/** What templates.update received (the batch link sends { 0: input }). */
function updates(calls: TFakeCall[]): Record<string, unknown>[] {
  return calls.filter((call) => call.procedure === 'templates.update').map((call) => (call.input as { 0: Record<string, unknown> })[0]);
}

const savedTemplate = { data: { template: { id: 7 } } };

describe('BuilderEditor – patient instructions', () => {
  it('saves what is typed in the instructions, trimmed, with the crisis switch', async () => {
    const calls = fakeTrpc({ 'templates.update': () => savedTemplate });
    renderEditor(ordinary);
    fireEvent.change(screen.getByLabelText(/^Instructions for the patient/), { target: { value: '  Answer about the last two weeks.\n' } });
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Template saved.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(updates(calls)).toEqual([
      expect.objectContaining({ id: 7, patientInstructions: 'Answer about the last two weeks.', crisisMessage: true }),
    ]);
    expect(screen.queryByText('Unsaved changes')).toBeNull();
  });

  it('shows the instructions above the questions in the preview', () => {
    fakeTrpc({});
    renderEditor(ordinary);
    fireEvent.change(screen.getByLabelText(/^Instructions for the patient/), { target: { value: 'Answer about the last two weeks.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    const preview = screen.getByRole('dialog', { name: 'Patient preview' });
    const instructions = within(preview).getByText('Answer about the last two weeks.');
    const question = within(preview).getByText('Where does it hurt?');
    expect(instructions.compareDocumentPosition(question) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('saves the crisis switch turned off on a PHQ-9 copy, which keeps its flag', async () => {
    const calls = fakeTrpc({ 'templates.update': () => savedTemplate });
    renderEditor(phq9Copy());
    fireEvent.click(screen.getByRole('switch', { name: /^Show crisis helplines/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Template saved.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(updates(calls)).toEqual([expect.objectContaining({ crisisMessage: false, validatedInstrument: 'phq9' })]);
  });
});

describe('BuilderEditor – instrument notice', () => {
  it('keeps the badge on an unchanged copy', () => {
    fakeTrpc({});
    renderEditor(phq9Copy());
    expect(screen.getByTestId('instrument-badge')).toHaveTextContent('Validated instrument · PHQ-9');
  });

  it('lists “answer labels” after an option label edit, and asks before saving without the flag', async () => {
    const calls = fakeTrpc({ 'templates.update': () => savedTemplate });
    renderEditor(phq9Copy());
    const first = instrumentVersion('phq9', 'en')!.fields[0]!;
    fireEvent.click(screen.getByRole('button', { name: `Select “${first.title}”` }));
    fireEvent.change(screen.getByLabelText('Label of option 1'), { target: { value: 'Never at all' } });
    expect(screen.queryByTestId('instrument-badge')).toBeNull();
    expect(
      within(screen.getByTestId('instrument-changes'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['answer labels']);

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save without the “validated instrument” flag?' }, { timeout: 5000 });
    expect(dialog).toHaveTextContent('What removes the flag: answer labels.');
    expect(updates(calls)).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save anyway' }));
    await waitFor(() => expect(updates(calls)).toHaveLength(1), { timeout: 5000 });
    expect(updates(calls)[0]).toMatchObject({ validatedInstrument: null });
  });

  it('lists “instructions for the patient” in the confirmation after the instructions changed', async () => {
    fakeTrpc({ 'templates.update': () => savedTemplate });
    renderEditor(phq9Copy());
    fireEvent.change(screen.getByLabelText(/^Instructions for the patient/), { target: { value: 'Answer quickly.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save without the “validated instrument” flag?' }, { timeout: 5000 });
    expect(dialog).toHaveTextContent('What removes the flag: instructions for the patient.');
  });
});
