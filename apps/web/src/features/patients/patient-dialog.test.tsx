// The new-patient dialog checks every field with ZPatientInput before calling, and puts the server's refusals on their fields.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeTrpc, renderAuthPage, type TFakeCall } from '../../test/render-page';
import { PatientDialog } from './patient-dialog';
import { patientDetail } from '../../test/patient-fixtures';

afterEach(() => vi.unstubAllGlobals());

function renderDialog(onSaved = vi.fn()) {
  renderAuthPage(<PatientDialog open onOpenChange={() => undefined} onSaved={onSaved} />, { path: '/dashboard' });
  return onSaved;
}

/** Labels of optional fields end with "Facultatif": match the start. */
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Créer le patient' }));
const creations = (calls: TFakeCall[]) => calls.filter((call) => call.procedure === 'patients.create');

describe('PatientDialog', () => {
  it('asks for the required fields without calling the server', async () => {
    const calls = fakeTrpc({});
    renderDialog();
    submit();
    expect(await screen.findAllByText('Ce champ est obligatoire.')).toHaveLength(3);
    expect(screen.getByLabelText('Prénom')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Nom')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Corrigez les champs signalés.')).toBeInTheDocument();
    expect(creations(calls)).toEqual([]);
  });

  it('explains each broken rule: short name, bad characters, email, phone, notes over 1000 characters', async () => {
    const calls = fakeTrpc({});
    renderDialog();
    type('Prénom', 'L');
    type('Nom', 'Dubois<script>');
    type('E-mail', 'lea@');
    type('Téléphone', 'abc');
    type('Notes', 'x'.repeat(1001));
    submit();
    expect(await screen.findByText('Au moins 2 caractères.')).toBeInTheDocument();
    expect(screen.getByText('Ce nom contient des caractères non autorisés.')).toBeInTheDocument();
    expect(screen.getByText('Saisissez une adresse e-mail valide.')).toBeInTheDocument();
    expect(screen.getByText('Saisissez un numéro de téléphone valide.')).toBeInTheDocument();
    expect(screen.getByText('Les notes ne peuvent pas dépasser 1000 caractères.')).toBeInTheDocument();
    expect(creations(calls)).toEqual([]);
  });

  it('counts the characters of the notes as they are typed', () => {
    fakeTrpc({});
    renderDialog();
    expect(screen.getByText('0 / 1000 caractères')).toBeInTheDocument();
    type('Notes', 'Douleur lombaire');
    expect(screen.getByText('16 / 1000 caractères')).toBeInTheDocument();
  });

  it('shows the server’s field-level refusal under the field', async () => {
    fakeTrpc({
      'patients.create': () => ({
        error: { appCode: 'VALIDATION_FAILED', httpStatus: 422, issues: [{ path: ['phone'], message: 'PHONE_INVALID', code: 'custom' }] },
      }),
    });
    renderDialog();
    type('Prénom', 'Léa');
    type('Nom', 'Dubois');
    type('E-mail', 'lea@example.org');
    type('Téléphone', '+32 470 12 34 56');
    submit();
    expect(await screen.findByText('Saisissez un numéro de téléphone valide.')).toBeInTheDocument();
    expect(field('Téléphone')).toHaveAttribute('aria-invalid', 'true');
  });

  it('sends the checked values and hands back the new patient', async () => {
    const created = patientDetail({ id: 42, notes: null, phone: null });
    const calls = fakeTrpc({ 'patients.create': () => ({ data: { patient: created } }) });
    const onSaved = renderDialog();
    type('Prénom', '  Léa ');
    type('Nom', 'Dubois');
    type('E-mail', 'Lea.Dubois@Example.org');
    fireEvent.change(screen.getByLabelText('Langue préférée'), { target: { value: 'nl' } });
    submit();
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(created));
    const sent = JSON.stringify(creations(calls)[0]?.input);
    expect(sent).toContain('"firstName":"Léa"');
    expect(sent).toContain('"email":"lea.dubois@example.org"');
    expect(sent).toContain('"preferredLanguage":"nl"');
  });
});
