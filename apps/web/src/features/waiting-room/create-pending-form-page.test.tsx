// /forms/pending/new: a template is required and the instructions' rule is checked before any call; the options go to
// submissions.createAnonymous (empty instructions as none) and the link is shown.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeTrpc, renderAuthPage, type TFakeAnswer, type TFakeCall } from '../../test/render-page';
import { submissionView } from '../../test/patient-fixtures';
import { templateSummary } from '../../test/template-fixtures';
import { CreatePendingFormPage } from './create-pending-form-page';

const URL_CREATED = 'http://127.0.0.1/fr/form/abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-ab';

afterEach(() => vi.unstubAllGlobals());

function renderPage(): TFakeCall[] {
  const calls = fakeTrpc({
    'templates.list': (): TFakeAnswer => ({ data: { items: [templateSummary({ id: 4, name: 'Bilan lombalgie' })], total: 1, counts: {} } }),
    'submissions.createAnonymous': () => ({ data: { submission: submissionView({ status: 'anonymous' }), url: URL_CREATED, mail: null } }),
    'submissions.genericLink': () => ({ error: { appCode: 'NOT_FOUND', httpStatus: 404 } }),
  });
  renderAuthPage(<CreatePendingFormPage />, { path: '/forms/pending/new' });
  return calls;
}

const creations = (calls: TFakeCall[]) => calls.filter((call) => call.procedure === 'submissions.createAnonymous');
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Créer le formulaire' }));
const instructions = () => screen.getByLabelText(/^Instructions pour le patient/);

describe('CreatePendingFormPage', () => {
  it('requires a template and refuses markup in the instructions, without calling the server', async () => {
    const calls = renderPage();
    await screen.findByRole('option', { name: 'Bilan lombalgie' });
    fireEvent.change(instructions(), { target: { value: 'Venez <b>à jeun</b>' } });
    submit();
    expect(await screen.findByText('Choisissez le modèle à envoyer.')).toBeInTheDocument();
    expect(screen.getByText('Ce texte contient des caractères non autorisés (< > ou caractères de contrôle).')).toBeInTheDocument();
    expect(instructions()).toHaveAttribute('aria-invalid', 'true');
    expect(creations(calls)).toEqual([]);
  });

  it('creates the form with the chosen template, blank instructions as none, and shows its link', async () => {
    const calls = renderPage();
    fireEvent.change(await screen.findByLabelText('Modèle'), { target: { value: '4' } });
    fireEvent.change(instructions(), { target: { value: '   ' } });
    submit();
    expect(await screen.findByText('Le formulaire est prêt. Montrez le QR code au patient ou imprimez-le.')).toBeInTheDocument();
    await waitFor(() => expect(creations(calls)).toHaveLength(1));
    const sent = JSON.stringify(creations(calls)[0]?.input);
    expect(sent).toContain('"templateId":4');
    expect(sent).not.toContain('instructions');
    expect(sent).toContain('"language":"fr"');
  });
});
