// The public page against a scripted server: draft restored, the server's refusals mapped onto the page, retry.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TField } from '@praxiform/domain';
import { renderPublicFormI18n } from '../form-fill/test-utils';
import { backPainQuestion } from '../test/back-pain-question';
import type { TPublicForm } from './api';
import { draftKey, writeDraft } from './draft-storage';
import { FORM_DATA_ID, takeEmbeddedForm, type TEmbeddedForm } from './embedded-form';
import { PublicFormApp } from './public-form-app';

const TOKEN = 'Q'.repeat(64);
const PATH = `/fr/form/${TOKEN}`;

const FIELDS: TField[] = [backPainQuestion()];

const FORM: TPublicForm = {
  formName: 'Bilan du dos',
  practitionerName: 'Claire Martin',
  practitionerProfession: 'physiotherapist',
  practitionerCustomProfession: null,
  instructions: null,
  patientInstructions: null,
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
    await waitFor(() => expect(document.title).toBe('Réponses envoyées | Praxiform'));
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
    await waitFor(() => expect(document.title).toBe('Formulaire déjà rempli | Praxiform'));
    expect(window.localStorage.getItem(key)).toBeNull();
  });

  it('says calmly that a form is not accepting answers for now, on loading and on sending, and keeps the draft', async () => {
    const key = (await draftKey(`/form/${TOKEN}`))!;
    const refusal = { success: false, code: 'FORM_NOT_ACCEPTING', message: 'FORM_NOT_ACCEPTING' };
    fetchMock.mockResolvedValueOnce(reply(200, { form: FORM })).mockResolvedValueOnce(reply(403, refusal));
    const { unmount } = renderPublicFormI18n(<PublicFormApp pathname={PATH} fallbackLocale="fr" />);
    await fillAndSend();
    expect(await screen.findByRole('heading', { name: 'Ce formulaire n’accepte pas de réponses pour le moment' })).toHaveFocus();
    expect(screen.queryByText(/abonnement|essai/i)).toBeNull();
    await waitFor(() => expect(document.title).toBe('Formulaire indisponible | Praxiform'));
    expect(JSON.parse(window.localStorage.getItem(key) ?? '{}')).toMatchObject({ answers: { pain: 'yes', where: 'Lombaires' } });
    unmount();

    fetchMock.mockResolvedValueOnce(reply(403, refusal));
    renderPublicFormI18n(<PublicFormApp pathname={PATH} fallbackLocale="fr" />);
    expect(await screen.findByRole('heading', { name: 'Ce formulaire n’accepte pas de réponses pour le moment' })).toBeInTheDocument();
    expect(window.localStorage.getItem(key)).not.toBeNull();
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
    const retry = await screen.findByRole('button', { name: 'Réessayer' });
    await waitFor(() => expect(document.title).toBe('Erreur de chargement | Praxiform'));
    fireEvent.click(retry);
    expect(await screen.findByRole('button', { name: 'Send my answers' })).toBeInTheDocument();
    await waitFor(() => expect(document.documentElement.lang).toBe('en'));
  });

  it('shows the expired and invalid pages without a form', async () => {
    fetchMock.mockResolvedValueOnce(reply(410, { success: false, code: 'LINK_EXPIRED' }));
    const { unmount } = renderPublicFormI18n(<PublicFormApp pathname={PATH} fallbackLocale="fr" />);
    expect(await screen.findByRole('heading', { name: 'Ce lien a expiré' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Lien expiré | Praxiform'));
    unmount();
    renderPublicFormI18n(<PublicFormApp pathname="/fr/form/short" fallbackLocale="fr" />);
    expect(screen.getByRole('heading', { name: 'Lien invalide' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Lien invalide | Praxiform'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('says a generic link without its security token is incomplete, and asks the server nothing', async () => {
    renderPublicFormI18n(<PublicFormApp pathname="/fr/form/12/34" fallbackLocale="fr" />);
    expect(screen.getByRole('heading', { name: 'Ce lien est incomplet' })).toBeInTheDocument();
    expect(screen.getByText('Une partie du lien manque. Demandez le lien complet à votre praticien.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Lien invalide' })).toBeNull();
    await waitFor(() => expect(document.title).toBe('Lien incomplet | Praxiform'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('names the page after the form while it loads and shows it', async () => {
    fetchMock.mockResolvedValueOnce(reply(200, { form: FORM }));
    renderPublicFormI18n(<PublicFormApp pathname={PATH} fallbackLocale="fr" />);
    expect(document.title).toBe('Formulaire patient | Praxiform');
    expect(await screen.findByRole('heading', { level: 1, name: 'Bilan du dos' })).toBeInTheDocument();
    expect(document.title).toBe('Formulaire patient | Praxiform');
  });
});

describe('PublicFormApp: what the template tells the patient, and the lines after sending', () => {
  const STEM = 'Au cours des 2 dernières semaines, à quelle fréquence ?\nRépondez pour chaque ligne.';

  it('shows the patient instructions above the questions, line breaks kept, as the form’s description', async () => {
    const form: TPublicForm = { ...FORM, instructions: 'À jeudi !', patientInstructions: `  ${STEM}  ` };
    fetchMock.mockResolvedValueOnce(reply(200, { form }));
    renderPublicFormI18n(<PublicFormApp pathname={PATH} fallbackLocale="fr" />);
    const radios = await screen.findByRole('radiogroup');
    const stem = screen.getByText((_, element) => element?.tagName === 'P' && element.textContent === STEM);
    // The practitioner's message keeps its own place, in the greeting; the stem comes after it, before the questions.
    const message = screen.getByText('À jeudi !');
    expect(message.compareDocumentPosition(stem) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(stem.compareDocumentPosition(radios) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Bilan du dos' })).toHaveAccessibleDescription(
      /^Au cours des 2 dernières semaines, à quelle fréquence \?\s+Répondez pour chaque ligne\.$/,
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows no instruction block when the template has none (or the server does not say)', async () => {
    const { patientInstructions: _none, ...older } = FORM;
    fetchMock.mockResolvedValueOnce(reply(200, { form: { ...FORM, patientInstructions: '   ' } })).mockResolvedValueOnce(reply(200, { form: older }));
    const { unmount } = renderPublicFormI18n(<PublicFormApp pathname={PATH} fallbackLocale="fr" />);
    const described = await screen.findByRole('form', { name: 'Bilan du dos' });
    expect(described).not.toHaveAttribute('aria-describedby');
    unmount();
    renderPublicFormI18n(<PublicFormApp pathname={PATH} fallbackLocale="fr" />);
    expect(await screen.findByRole('form', { name: 'Bilan du dos' })).not.toHaveAttribute('aria-describedby');
  });

  /** The tel: links of the crisis region, in order. */
  function telLinks(region: HTMLElement): string[] {
    return within(region)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href') ?? '');
  }

  async function sendAndThank(locale: 'fr' | 'en' | 'nl', receipt: unknown, title: string) {
    fetchMock.mockResolvedValueOnce(reply(200, { form: { ...FORM, language: locale } })).mockResolvedValueOnce(reply(201, receipt));
    const view = renderPublicFormI18n(<PublicFormApp pathname={`/${locale}/form/${TOKEN}`} fallbackLocale="fr" />, locale);
    const consent = { fr: /J’accepte que mes réponses/, en: /I agree that my answers/, nl: /Ik ga ermee akkoord/ }[locale];
    const send = { fr: 'Envoyer mes réponses', en: 'Send my answers', nl: 'Mijn antwoorden verzenden' }[locale];
    fireEvent.click(await screen.findByRole('radio', { name: 'Oui' }));
    fireEvent.change(screen.getByLabelText(/Où exactement/), { target: { value: 'Lombaires' } });
    fireEvent.click(screen.getByRole('checkbox', { name: consent }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: send })));
    expect(await screen.findByRole('heading', { level: 1, name: title })).toHaveFocus();
    return view;
  }

  it('shows the French lines after sending when the server says so: 3114, the Belgian French line, 112', async () => {
    await sendAndThank('fr', { success: true, showCrisisMessage: true }, 'Merci, vos réponses ont été envoyées');
    const region = screen.getByRole('region', { name: 'Quelqu’un à qui parler' });
    expect(region).toHaveTextContent(/Si vous avez des pensées suicidaires ou l’idée de vous faire du mal/);
    expect(telLinks(region)).toEqual(['tel:3114', 'tel:080032123', 'tel:112']);
    expect(within(region).getByRole('link', { name: 'Appeler le 3114' })).toHaveAccessibleDescription(
      /France\s+Numéro national de prévention du suicide/,
    );
    expect(within(region).getByRole('link', { name: 'Appeler le 0800 32 123' })).toHaveAccessibleDescription(
      /Belgique\s+Centre de Prévention du Suicide/,
    );
    expect(region).toHaveTextContent(/En cas d’urgence, appelez le\s112\./);
    expect(region).not.toHaveTextContent(/néerlandais|1813/);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('gives the English page every line with the language it answers in', async () => {
    await sendAndThank('en', { success: true, showCrisisMessage: true }, 'Thank you, your answers have been sent');
    const region = screen.getByRole('region', { name: 'Someone to talk to' });
    expect(region).toHaveTextContent(
      'If you are having thoughts of suicide or of hurting yourself, you can talk to someone now, free and confidential, day and night:',
    );
    expect(telLinks(region)).toEqual(['tel:3114', 'tel:1813', 'tel:080032123', 'tel:113', 'tel:08000113', 'tel:112']);
    expect(within(region).getByRole('link', { name: 'Call 1813' })).toHaveAccessibleDescription('Belgium Zelfmoordlijn (in Dutch)');
    expect(within(region).getByRole('link', { name: 'Call 0800 32 123' })).toHaveAccessibleDescription(
      'Belgium Centre de Prévention du Suicide (in French)',
    );
    expect(within(region).getByRole('link', { name: 'Call 0800-0113' })).toHaveAccessibleDescription(
      'The Netherlands 113 Zelfmoordpreventie (in Dutch)',
    );
    expect(region).toHaveTextContent('In an emergency, call 112.');
  });

  it('gives the Dutch page the Dutch lines: 113 and 0800-0113, 1813, 112', async () => {
    await sendAndThank('nl', { success: true, showCrisisMessage: true }, 'Bedankt, uw antwoorden zijn verzonden');
    const region = screen.getByRole('region', { name: 'Iemand om mee te praten' });
    expect(telLinks(region)).toEqual(['tel:113', 'tel:08000113', 'tel:1813', 'tel:112']);
    expect(within(region).getByRole('link', { name: 'Bel 1813' })).toHaveAccessibleDescription('België Zelfmoordlijn');
    expect(within(region).getByRole('link', { name: 'Bel 113' })).toHaveAccessibleDescription('Nederland 113 Zelfmoordpreventie');
    expect(region).toHaveTextContent('In een noodsituatie belt u 112.');
    expect(region).not.toHaveTextContent(/3114|Frans/);
  });

  it('shows only the thanks when the server does not ask for the lines', async () => {
    const { unmount } = await sendAndThank('fr', { success: true, showCrisisMessage: false }, 'Merci, vos réponses ont été envoyées');
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.queryByRole('link', { name: /3114/ })).toBeNull();
    unmount();
    // An answer without the field (an older server) shows nothing more either.
    await sendAndThank('en', { success: true }, 'Thank you, your answers have been sent');
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.queryByText(/112/)).toBeNull();
  });
});

describe('PublicFormApp with the server’s answer embedded in the page', () => {
  const embedded = (status: number, body: unknown, apiPath = `/api/public-forms/${TOKEN}`): TEmbeddedForm => ({ apiPath, status, body });

  it('shows the embedded form without asking the server, and asks again only on a retry', async () => {
    fetchMock.mockResolvedValueOnce(reply(201, { success: true }));
    renderPublicFormI18n(<PublicFormApp pathname={PATH} fallbackLocale="fr" embedded={embedded(200, { form: FORM })} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Bilan du dos' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    await fillAndSend();
    expect(await screen.findByRole('heading', { name: 'Merci, vos réponses ont été envoyées' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]![1]?.method).toBe('POST');
  });

  it('handles an embedded refusal as the same answer to a request: closed link, draft dropped', async () => {
    const key = (await draftKey(`/form/${TOKEN}`))!;
    writeDraft(window.localStorage, key, { pain: 'yes' });
    const { unmount } = renderPublicFormI18n(
      <PublicFormApp
        pathname={PATH}
        fallbackLocale="fr"
        embedded={embedded(410, { success: false, code: 'LINK_EXPIRED', message: 'LINK_EXPIRED' })}
      />,
    );
    expect(await screen.findByRole('heading', { name: 'Ce lien a expiré' })).toBeInTheDocument();
    await waitFor(() => expect(window.localStorage.getItem(key)).toBeNull());
    unmount();
    renderPublicFormI18n(
      <PublicFormApp pathname={PATH} fallbackLocale="fr" embedded={embedded(409, { success: false, code: 'LINK_ALREADY_USED' })} />,
    );
    expect(await screen.findByRole('heading', { name: 'Formulaire déjà rempli' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Formulaire déjà rempli | Praxiform'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks the server when the embedded answer is for another link', async () => {
    fetchMock.mockResolvedValueOnce(reply(200, { form: FORM }));
    renderPublicFormI18n(
      <PublicFormApp
        pathname={PATH}
        fallbackLocale="fr"
        embedded={embedded(404, { success: false, code: 'NOT_FOUND' }, `/api/public-forms/${'Z'.repeat(64)}`)}
      />,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Bilan du dos' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]![0]).toBe(`/api/public-forms/${TOKEN}`);
  });
});

describe('takeEmbeddedForm', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  function embed(json: string) {
    const script = document.createElement('script');
    script.id = FORM_DATA_ID;
    script.type = 'application/json';
    script.textContent = json;
    document.body.append(script);
  }

  it('reads the server’s answer once and takes it out of the page', () => {
    embed(`{"apiPath":"/api/public-forms/${TOKEN}","status":200,"body":{"form":{"formName":"Bilan \\u003c dos"}}}`);
    expect(takeEmbeddedForm(document)).toEqual({ apiPath: `/api/public-forms/${TOKEN}`, status: 200, body: { form: { formName: 'Bilan < dos' } } });
    expect(document.getElementById(FORM_DATA_ID)).toBeNull();
    expect(takeEmbeddedForm(document)).toBeNull();
  });

  it('ignores (and removes) an element it cannot read', () => {
    embed('{not json');
    expect(takeEmbeddedForm(document)).toBeNull();
    expect(document.getElementById(FORM_DATA_ID)).toBeNull();
    embed('{"status":200,"body":{}}');
    expect(takeEmbeddedForm(document)).toBeNull();
  });
});
