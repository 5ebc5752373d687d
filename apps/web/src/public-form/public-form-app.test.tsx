// The public page against a scripted server: draft restored, the server's refusals mapped onto the page, retry.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { TField } from '@praxiform/domain';
import { renderPublicFormI18n } from '../form-fill/test-utils';
import type { TPublicForm } from './api';
import { draftKey, writeDraft } from './draft-storage';
import { PublicFormApp } from './public-form-app';

const TOKEN = 'Q'.repeat(64);
const PATH = `/fr/form/${TOKEN}`;

const FIELDS: TField[] = [
  {
    id: 'pain',
    type: 'radio',
    title: 'Avez-vous mal au dos ?',
    required: true,
    practitionerOnly: false,
    options: [
      { id: 'yes', label: 'Oui', children: [{ id: 'where', type: 'text', title: 'Où exactement ?', required: true, practitionerOnly: false }] },
      { id: 'no', label: 'Non', children: [] },
    ],
  },
];

const FORM: TPublicForm = {
  formName: 'Bilan du dos',
  practitionerName: 'Claire Martin',
  practitionerProfession: 'physiotherapist',
  practitionerCustomProfession: null,
  instructions: null,
  language: 'en',
  fields: FIELDS,
  expiresAt: '2030-01-31T23:59:59.999Z',
  respondent: null,
};

function reply(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

async function fillAndSend() {
  fireEvent.click(await screen.findByRole('radio', { name: 'Oui' }));
  fireEvent.change(screen.getByLabelText(/Où exactement/), { target: { value: 'Lombaires' } });
  fireEvent.click(screen.getByRole('checkbox', { name: /J’accepte que mes réponses/ }));
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Envoyer mes réponses' })));
}

describe('PublicFormApp', () => {
  it('shows the practitioner, restores the draft and sends only the clean answers', async () => {
    const key = (await draftKey(`/form/${TOKEN}`))!;
    writeDraft(window.localStorage, key, { pain: 'yes', where: 'Cou', stale: 'from an older version' });
    fetchMock.mockResolvedValueOnce(reply(200, { form: FORM })).mockResolvedValueOnce(reply(201, { success: true }));
    renderPublicFormI18n(<PublicFormApp pathname={PATH} fallbackLocale="fr" />);

    // The prefix wins over the form's language (English).
    expect(await screen.findByText('Claire Martin (kinésithérapeute) vous invite à remplir ce formulaire.')).toBeInTheDocument();
    expect(screen.getByText('Nous avons retrouvé les réponses que vous aviez commencé à saisir sur cet appareil.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Où exactement/)).toHaveValue('Cou');

    fireEvent.click(screen.getByRole('checkbox', { name: /J’accepte que mes réponses/ }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Envoyer mes réponses' })));
    expect(await screen.findByRole('heading', { name: 'Merci, vos réponses ont été envoyées' })).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[1]!;
    expect(url).toBe(`/api/public-forms/${TOKEN}`);
    expect(JSON.parse(String(init?.body))).toEqual({ answers: { pain: 'yes', where: 'Cou' }, consent: true });
    expect(window.localStorage.getItem(key)).toBeNull();
  });

  it('sends nothing while a required answer or the consent is missing', async () => {
    fetchMock.mockResolvedValueOnce(reply(200, { form: FORM }));
    renderPublicFormI18n(<PublicFormApp pathname={PATH} fallbackLocale="fr" />);
    const send = await screen.findByRole('button', { name: 'Envoyer mes réponses' });
    await act(async () => fireEvent.click(send));
    expect(screen.getByText('2 réponses sont à vérifier avant l’envoi.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Oui' })).toHaveFocus();
    fireEvent.click(screen.getByRole('radio', { name: 'Non' }));
    expect(screen.getByText('Une réponse est à vérifier avant l’envoi.')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('puts the server’s refusal of an answer on its field', async () => {
    fetchMock
      .mockResolvedValueOnce(reply(200, { form: FORM }))
      .mockResolvedValueOnce(reply(422, { success: false, code: 'ANSWERS_INVALID', errors: { where: ['TOO_LONG'] } }));
    renderPublicFormI18n(<PublicFormApp pathname={PATH} fallbackLocale="fr" />);
    await fillAndSend();
    const where = screen.getByLabelText(/Où exactement/);
    expect(where).toHaveAttribute('aria-invalid', 'true');
    expect(where).toHaveAccessibleDescription('Réponse trop longue (2000 caractères au plus).');
    expect(where).toHaveFocus();
  });

  it('shows "already filled in" and drops the draft when the link was used meanwhile', async () => {
    const key = (await draftKey(`/form/${TOKEN}`))!;
    fetchMock.mockResolvedValueOnce(reply(200, { form: FORM })).mockResolvedValueOnce(reply(409, { success: false, code: 'FORM_ALREADY_SUBMITTED' }));
    renderPublicFormI18n(<PublicFormApp pathname={PATH} fallbackLocale="fr" />);
    await fillAndSend();
    expect(await screen.findByRole('heading', { name: 'Formulaire déjà rempli' })).toHaveFocus();
    expect(window.localStorage.getItem(key)).toBeNull();
  });

  it('keeps the answers and says so when the network fails on sending', async () => {
    fetchMock.mockResolvedValueOnce(reply(200, { form: FORM })).mockRejectedValueOnce(new TypeError('Failed to fetch'));
    renderPublicFormI18n(<PublicFormApp pathname={PATH} fallbackLocale="fr" />);
    await fillAndSend();
    expect(await screen.findByText(/Erreur réseau : vérifiez votre connexion internet/)).toBeInTheDocument();
    expect(screen.getByLabelText(/Où exactement/)).toHaveValue('Lombaires');
  });

  it('offers to retry when the form cannot be loaded, and speaks the form’s language without a prefix', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(reply(200, { form: FORM }));
    renderPublicFormI18n(<PublicFormApp pathname={`/form/${TOKEN}`} fallbackLocale="fr" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('button', { name: 'Send my answers' })).toBeInTheDocument();
    await waitFor(() => expect(document.documentElement.lang).toBe('en'));
  });

  it('shows the expired and invalid pages without a form', async () => {
    fetchMock.mockResolvedValueOnce(reply(410, { success: false, code: 'LINK_EXPIRED' }));
    const { unmount } = renderPublicFormI18n(<PublicFormApp pathname={PATH} fallbackLocale="fr" />);
    expect(await screen.findByRole('heading', { name: 'Ce lien a expiré' })).toBeInTheDocument();
    unmount();
    renderPublicFormI18n(<PublicFormApp pathname="/fr/form/short" fallbackLocale="fr" />);
    expect(screen.getByRole('heading', { name: 'Lien invalide' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
