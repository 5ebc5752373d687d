// Sending a form: a template is required, the expiry stays within a year, the link is shown to copy, a failed mail is said.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeTrpc, renderAuthPage, type TFakeAnswer } from '../../test/render-page';
import { templateSummary } from '../../test/template-fixtures';
import { SendFormDialog } from './send-form-dialog';
import { submissionView } from '../../test/patient-fixtures';

const PATIENT = { id: 7, firstName: 'Léa', lastName: 'Dubois', email: 'lea.dubois@example.org', preferredLanguage: 'nl' as const };
const URL_SENT = 'http://127.0.0.1/nl/form/abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-ab';

const templates = (): TFakeAnswer => ({
  data: {
    items: [templateSummary({ id: 4, name: 'Bilan lombalgie' }), templateSummary({ id: 5, name: 'Vide', fieldCount: 0 })],
    total: 2,
    counts: {},
  },
});

function renderDialog(send: () => TFakeAnswer) {
  const calls = fakeTrpc({ 'templates.list': templates, 'submissions.send': send });
  renderAuthPage(<SendFormDialog patient={PATIENT} onOpenChange={() => undefined} />, { path: '/dashboard' });
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('SendFormDialog', { timeout: 20_000 }, () => {
  it('requires a template and an expiry between today and a year, without calling the server', async () => {
    const calls = renderDialog(() => ({ data: null }));
    await screen.findByRole('option', { name: 'Bilan lombalgie' });
    expect(screen.getByRole('option', { name: 'Vide (aucun champ)' })).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Le lien expire le'), { target: { value: '2001-01-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer le formulaire' }));
    expect(await screen.findByText('Choisissez le modèle à envoyer.')).toBeInTheDocument();
    expect(screen.getByText("La date d'expiration doit être aujourd'hui ou plus tard (au plus dans un an).")).toBeInTheDocument();
    expect(calls.filter((call) => call.procedure === 'submissions.send')).toEqual([]);
  });

  it('creates a link only and shows it with a copy button, in the patient’s language by default', async () => {
    const calls = renderDialog(() => ({ data: { submission: submissionView({ status: 'draft' }), url: URL_SENT, emailed: false } }));
    fireEvent.change(await screen.findByLabelText('Modèle'), { target: { value: '4' } });
    expect(screen.getByLabelText('Langue du formulaire')).toHaveValue('nl');
    fireEvent.click(screen.getByRole('radio', { name: /Créer un lien seulement/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Créer le lien' }));
    expect(await screen.findByDisplayValue(URL_SENT)).toBeInTheDocument();
    expect(screen.getByText('Le lien est prêt. Copiez-le et transmettez-le au patient.')).toBeInTheDocument();
    const sent = JSON.stringify(calls.find((call) => call.procedure === 'submissions.send')?.input);
    expect(sent).toContain('"delivery":"link"');
    expect(sent).toContain('"templateId":4');
    expect(sent).toContain('"language":"nl"');
  });

  it('says the mail failed and offers the link to copy instead', async () => {
    renderDialog(() => ({ data: { submission: submissionView({ status: 'draft' }), url: URL_SENT, emailed: false } }));
    fireEvent.change(await screen.findByLabelText('Modèle'), { target: { value: '4' } });
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer le formulaire' }));
    expect(await screen.findByText(/L’e-mail n’a pas pu être envoyé/)).toBeInTheDocument();
    expect(screen.getByDisplayValue(URL_SENT)).toBeInTheDocument();
  });

  it('says the copy failed when the browser refuses the clipboard', async () => {
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText: () => Promise.reject(new Error('denied')) } });
    renderDialog(() => ({ data: { submission: submissionView({ status: 'sent' }), url: URL_SENT, emailed: true } }));
    fireEvent.change(await screen.findByLabelText('Modèle'), { target: { value: '4' } });
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer le formulaire' }));
    expect(await screen.findByText('Le formulaire a été envoyé par e-mail à lea.dubois@example.org.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Copier le lien' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('La copie dans le presse-papiers a échoué.'));
  });

  it('explains a refusal of the server', async () => {
    renderDialog(() => ({ error: { appCode: 'TEMPLATE_HAS_NO_FIELDS', httpStatus: 422 } }));
    fireEvent.change(await screen.findByLabelText('Modèle'), { target: { value: '4' } });
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer le formulaire' }));
    expect(await screen.findByText("Ce modèle n'a aucun champ : ajoutez-en avant de l'envoyer.")).toBeInTheDocument();
  });
});
