// Assigning a waiting-room form: a patient must be picked, a new one is checked like any patient, the server's refusals land on the fields.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeTrpc, renderAuthPage, type TFakeAnswer } from '../../test/render-page';
import { submissionView } from '../../test/patient-fixtures';
import { AssignDialog } from './assign-dialog';

const WAITING = submissionView({
  id: 50,
  patientId: null,
  patientName: 'Jan Peeters',
  viaGenericLink: true,
  reminder: { days: 0, dueAt: null, sentAt: null },
  respondent: { firstName: 'Jan', lastName: 'Peeters', email: 'jan@example.org' },
});
const noPatients = (): TFakeAnswer => ({ data: { items: [], total: 0, page: 1, pageSize: 8 } });

function renderDialog(assign: () => TFakeAnswer) {
  const calls = fakeTrpc({ 'patients.list': noPatients, 'submissions.assign': assign });
  renderAuthPage(<AssignDialog submission={WAITING} onOpenChange={() => undefined} />, { path: '/forms/pending' });
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('AssignDialog', () => {
  it('asks to pick a patient before assigning', async () => {
    const calls = renderDialog(() => ({ data: null }));
    expect(await screen.findByText('Aucun patient ne correspond à « Peeters ».')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Attribuer' }));
    expect(await screen.findByText('Choisissez un patient dans la liste.')).toBeInTheDocument();
    expect(calls.filter((call) => call.procedure === 'submissions.assign')).toEqual([]);
  });

  it('prefills a new patient with the identity given through the generic link and shows the server’s refusal on its field', async () => {
    const calls = renderDialog(() => ({
      error: { appCode: 'VALIDATION_FAILED', httpStatus: 422, issues: [{ path: ['newPatient', 'email'], message: 'EMAIL_INVALID', code: 'custom' }] },
    }));
    fireEvent.click(screen.getByRole('radio', { name: 'Nouveau patient' }));
    expect(screen.getByLabelText('Prénom')).toHaveValue('Jan');
    expect(screen.getByLabelText('Nom')).toHaveValue('Peeters');
    expect(screen.getByLabelText('E-mail')).toHaveValue('jan@example.org');
    fireEvent.click(screen.getByRole('button', { name: 'Créer et attribuer' }));
    expect(await screen.findByText('Saisissez une adresse e-mail valide.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true'));
    expect(JSON.stringify(calls.find((call) => call.procedure === 'submissions.assign')?.input)).toContain('"newPatient":{"firstName":"Jan"');
  });

  it('explains a form already assigned elsewhere', async () => {
    renderDialog(() => ({ error: { appCode: 'SUBMISSION_ALREADY_ASSIGNED', httpStatus: 409 } }));
    fireEvent.click(screen.getByRole('radio', { name: 'Nouveau patient' }));
    fireEvent.click(screen.getByRole('button', { name: 'Créer et attribuer' }));
    expect(await screen.findByText('Ce formulaire est déjà attribué à un patient.')).toBeInTheDocument();
  });
});
