// The notes dialog: the notes' rule (1000 characters, no markup) before any call, the server's refusal under the
// field, and the rest of the file sent unchanged.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeTrpc, renderAuthPage, type TFakeAnswer, type TFakeCall } from '../../test/render-page';
import { patientDetail } from '../../test/patient-fixtures';
import { NotesDialog } from './notes-dialog';

afterEach(() => vi.unstubAllGlobals());

function renderDialog(update: (input: unknown) => TFakeAnswer = () => ({ data: { patient: patientDetail() } })): TFakeCall[] {
  const calls = fakeTrpc({ 'patients.update': update });
  renderAuthPage(<NotesDialog open onOpenChange={() => undefined} patient={patientDetail({ notes: 'Douleur' })} />, { path: '/dashboard' });
  return calls;
}

const notes = () => screen.getByLabelText(/^Notes/);
const type = (value: string) => fireEvent.change(notes(), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Enregistrer les notes' }));
const updates = (calls: TFakeCall[]) => calls.filter((call) => call.procedure === 'patients.update');

describe('NotesDialog', () => {
  it('refuses markup and over 1000 characters without calling the server, the error going as the text changes', async () => {
    const calls = renderDialog();
    type('<script>');
    submit();
    expect(await screen.findByText('Ce texte contient des caractères non autorisés (< > ou caractères de contrôle).')).toBeInTheDocument();
    expect(notes()).toHaveAttribute('aria-invalid', 'true');
    type('x'.repeat(1001));
    expect(notes()).not.toHaveAttribute('aria-invalid');
    submit();
    expect(await screen.findByText('Les notes ne peuvent pas dépasser 1000 caractères.')).toBeInTheDocument();
    expect(updates(calls)).toEqual([]);
  });

  it('shows the server’s refusal of the notes under the field', async () => {
    renderDialog(() => ({
      error: { appCode: 'VALIDATION_FAILED', httpStatus: 422, issues: [{ path: ['notes'], message: 'NOTES_TOO_LONG', code: 'custom' }] },
    }));
    submit();
    expect(await screen.findByText('Les notes ne peuvent pas dépasser 1000 caractères.')).toBeInTheDocument();
    expect(notes()).toHaveAttribute('aria-invalid', 'true');
  });

  it('sends the new notes with the rest of the file', async () => {
    const calls = renderDialog();
    type('Douleur lombaire');
    submit();
    await waitFor(() => expect(updates(calls)).toHaveLength(1));
    const sent = JSON.stringify(updates(calls)[0]?.input);
    expect(sent).toContain('"notes":"Douleur lombaire"');
    expect(sent).toContain('"firstName":"Léa"');
    expect(sent).toContain('"id":7');
  });
});
