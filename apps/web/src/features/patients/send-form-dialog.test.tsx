// Sending a form: a template is required, the expiry stays within a year, the link is shown to copy, a failed mail is said;
// a template shared in my cabinets is duplicated first, then the copy is sent.
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

const noCabinet = (): TFakeAnswer => ({ data: { cabinets: [], invitations: [] } });

const MAIL_ID = '00000000-0000-4000-8000-000000000001';
/** The mail's state as the server reports it after the answer (docs/mail.md): delivered, unless the send said failed. */
const mailStatus = (status: 'sent' | 'failed') => (): TFakeAnswer => ({
  data: {
    id: MAIL_ID,
    status,
    sentAt: status === 'sent' ? '2026-11-27T09:15:00.000Z' : null,
    failedAt: status === 'failed' ? '2026-11-27T09:15:00.000Z' : null,
  },
});

function renderDialog(send: () => TFakeAnswer, more: Record<string, (input: unknown) => TFakeAnswer> = { 'cabinets.list': noCabinet }) {
  const calls = fakeTrpc({ 'templates.list': templates, 'submissions.send': send, 'mail.status': mailStatus('sent'), ...more });
  renderAuthPage(<SendFormDialog patient={PATIENT} onOpenChange={() => undefined} />, { path: '/dashboard' });
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('SendFormDialog', () => {
  it('requires a template and an expiry between today and a year, without calling the server', async () => {
    const calls = renderDialog(() => ({ data: null }));
    await screen.findByRole('option', { name: 'Bilan lombalgie' });
    expect(screen.getByRole('option', { name: 'Vide (aucun champ)' })).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Le lien expire le'), { target: { value: '2001-01-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer le formulaire' }));
    expect(await screen.findByText('Choisissez le modèle à envoyer.')).toBeInTheDocument();
    expect(screen.getByText("La date d'expiration doit être aujourd'hui ou plus tard.")).toBeInTheDocument();
    expect(calls.filter((call) => call.procedure === 'submissions.send')).toEqual([]);
  });

  it('creates a link only and shows it with a copy button, in the patient’s language by default', async () => {
    const calls = renderDialog(() => ({ data: { submission: submissionView({ status: 'draft' }), url: URL_SENT, mail: null } }));
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
    // A link only shown: no reminder mail to choose.
    expect(screen.queryByLabelText('Rappel par e-mail')).not.toBeInTheDocument();
    expect(sent).not.toContain('reminderDays');
  });

  it('offers one reminder mail 2 days before the expiry by default, or 1, 3 days, or none', async () => {
    const calls = renderDialog(() => ({
      data: { submission: submissionView({ status: 'draft' }), url: URL_SENT, mail: { id: MAIL_ID, status: 'queued' } },
    }));
    fireEvent.change(await screen.findByLabelText('Modèle'), { target: { value: '4' } });
    const reminder = screen.getByLabelText('Rappel par e-mail');
    expect(reminder).toHaveDisplayValue('2 jours avant l’expiration');
    expect([...(reminder as HTMLSelectElement).options].map((option) => option.text)).toEqual([
      'Aucun rappel',
      '1 jour avant l’expiration',
      '2 jours avant l’expiration',
      '3 jours avant l’expiration',
    ]);
    fireEvent.change(reminder, { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer le formulaire' }));
    expect(await screen.findByText(/Le formulaire a été envoyé par e-mail/)).toBeInTheDocument();
    expect(JSON.stringify(calls.find((call) => call.procedure === 'submissions.send')?.input)).toContain('"reminderDays":1');
  });

  it('says the mail failed for good, offers the link to copy, and sends the mail again on request', async () => {
    let delivered = false;
    const calls = renderDialog(
      () => ({ data: { submission: submissionView({ status: 'draft' }), url: URL_SENT, mail: { id: MAIL_ID, status: 'failed' } } }),
      {
        'cabinets.list': noCabinet,
        'mail.status': () => mailStatus(delivered ? 'sent' : 'failed')(),
        'mail.resend': () => {
          delivered = true;
          return { data: { id: MAIL_ID, status: 'queued' } };
        },
      },
    );
    fireEvent.change(await screen.findByLabelText('Modèle'), { target: { value: '4' } });
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer le formulaire' }));
    expect(await screen.findByText(/L’e-mail n’a pas pu être envoyé/)).toBeInTheDocument();
    expect(screen.getByDisplayValue(URL_SENT)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer l’e-mail à nouveau' }));
    expect(await screen.findByText(/Le formulaire a été envoyé par e-mail à lea\.dubois@example\.org/)).toBeInTheDocument();
    expect(calls.filter((call) => call.procedure === 'mail.resend').map((call) => call.input)).toEqual([{ 0: { id: MAIL_ID } }]);
  });

  it('says the copy failed when the browser refuses the clipboard', async () => {
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText: () => Promise.reject(new Error('denied')) } });
    renderDialog(() => ({
      data: { submission: submissionView({ status: 'sent' }), url: URL_SENT, mail: { id: '00000000-0000-4000-8000-000000000001', status: 'queued' } },
    }));
    fireEvent.change(await screen.findByLabelText('Modèle'), { target: { value: '4' } });
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer le formulaire' }));
    // Queued with the link, then reported delivered by mail.status.
    expect(await screen.findByText(/Le formulaire a été envoyé par e-mail à lea\.dubois@example\.org/)).toBeInTheDocument();
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

const LILAS = { id: 3, name: 'Cabinet Kiné des Lilas', sharedTemplateCount: 2, myRole: 'member' };
const sharedIn = (): Record<string, (input: unknown) => TFakeAnswer> => ({
  'cabinets.list': () => ({ data: { cabinets: [LILAS, { id: 4, name: 'Sans partage', sharedTemplateCount: 0 }], invitations: [] } }),
  'cabinets.get': () => ({
    data: {
      cabinet: LILAS,
      members: [],
      invitations: [],
      templates: [
        { templateId: 20, name: 'Bilan épaule', fieldCount: 6, isMine: false },
        { templateId: 4, name: 'Bilan lombalgie', fieldCount: 3, isMine: true },
      ],
    },
  }),
});
const copied = (): TFakeAnswer => ({ data: { template: { id: 99, name: 'Bilan épaule' } } });
const sentOk = (): TFakeAnswer => ({
  data: { submission: submissionView({ status: 'sent' }), url: URL_SENT, mail: { id: '00000000-0000-4000-8000-000000000001', status: 'queued' } },
});
const chooseShared = async () => {
  fireEvent.change(await screen.findByLabelText('Modèle'), { target: { value: '20' } });
  expect(await screen.findByText('Une copie sera ajoutée à vos modèles, puis envoyée.')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Envoyer le formulaire' }));
};

describe('SendFormDialog with templates shared in my cabinets', () => {
  it('lists them in their own group, without my own shared templates, asking cabinets.get only for cabinets with shares', async () => {
    const calls = renderDialog(sentOk, { ...sharedIn() });
    const option = await screen.findByRole('option', { name: 'Bilan épaule (Cabinet Kiné des Lilas)' });
    expect(option.closest('optgroup')).toHaveAttribute('label', 'Partagés dans mes cabinets');
    expect(screen.getByRole('option', { name: 'Bilan lombalgie' }).closest('optgroup')).toHaveAttribute('label', 'Mes modèles');
    expect(screen.getAllByRole('option', { name: /Bilan lombalgie/ })).toHaveLength(1);
    expect(calls.filter((call) => call.procedure === 'cabinets.get').map((call) => JSON.stringify(call.input))).toEqual(['{"0":{"id":3}}']);
  });

  it('duplicates the shared template, then sends the copy', async () => {
    const calls = renderDialog(sentOk, { ...sharedIn(), 'cabinets.duplicateTemplate': copied });
    await chooseShared();
    expect(await screen.findByText('Une copie, « Bilan épaule », a été ajoutée à vos modèles.')).toBeInTheDocument();
    const order = calls.map((call) => call.procedure).filter((name) => name === 'cabinets.duplicateTemplate' || name === 'submissions.send');
    expect(order).toEqual(['cabinets.duplicateTemplate', 'submissions.send']);
    expect(JSON.stringify(calls.find((call) => call.procedure === 'cabinets.duplicateTemplate')?.input)).toContain('"id":3,"templateId":20');
    const sent = JSON.stringify(calls.find((call) => call.procedure === 'submissions.send')?.input);
    expect(sent).toContain('"templateId":99');
  });

  it('says the copy failed and sends nothing', async () => {
    const calls = renderDialog(sentOk, {
      ...sharedIn(),
      'cabinets.duplicateTemplate': () => ({ error: { appCode: 'NOT_FOUND', httpStatus: 404 } }),
    });
    await chooseShared();
    expect(await screen.findByText(/La copie du modèle partagé a échoué\./)).toBeInTheDocument();
    expect(calls.filter((call) => call.procedure === 'submissions.send')).toEqual([]);
  });

  it('sends the same copy again after a failed send, without a second copy', async () => {
    let attempts = 0;
    const calls = renderDialog(() => (++attempts === 1 ? { error: { appCode: 'TEMPLATE_HAS_NO_FIELDS', httpStatus: 422 } } : sentOk()), {
      ...sharedIn(),
      'cabinets.duplicateTemplate': copied,
    });
    await chooseShared();
    expect(await screen.findByText("Ce modèle n'a aucun champ : ajoutez-en avant de l'envoyer.")).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer le formulaire' }));
    expect(await screen.findByText(/Le formulaire part par e-mail à lea\.dubois@example\.org/)).toBeInTheDocument();
    expect(calls.filter((call) => call.procedure === 'cabinets.duplicateTemplate')).toHaveLength(1);
    const sends = calls.filter((call) => call.procedure === 'submissions.send').map((call) => JSON.stringify(call.input));
    expect(sends).toHaveLength(2);
    expect(sends.every((input) => input.includes('"templateId":99'))).toBe(true);
  });
});
