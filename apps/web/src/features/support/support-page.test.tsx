// /support: my tickets (reference, status, category, unread replies) filtered by status, the empty state, a ticket
// opened from the list or from the mail's ?ticket=ID, a reply sent, checked or refused (on its field or under the
// form), "mark resolved", a closed ticket without a reply box, and the new-ticket dialog's validation
// (docs/support-api.md).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_STORAGE_KEY } from '@praxiform/domain';
import { fakeTrpc, renderAuthPage, type TFakeAnswer, type TFakeCall } from '../../test/render-page';
import type { TSupportTicketDetail, TSupportTicketRow } from '../../lib/api-types';
import { SupportPage } from './support-page';

const PICTURE = '3f2b8c1e-6d4a-4f8e-9b1c-2a7d5e9f0c11';

const ME = {
  id: 1,
  firstName: 'Claire',
  lastName: 'Martin',
  email: 'claire@cabinet.fr',
  role: 'member',
  isAdministrator: false,
  profileCompleted: true,
};

function row(over: Partial<TSupportTicketRow> = {}): TSupportTicketRow {
  return {
    id: 7,
    reference: 'SUP-2026-000007',
    subject: 'Le PDF ne s’ouvre pas',
    category: 'technical',
    status: 'open',
    createdAt: '2026-03-01T09:00:00.000Z',
    lastMessageAt: '2026-03-02T10:00:00.000Z',
    unreadCount: 0,
    ...over,
  };
}

function detail(over: Partial<TSupportTicketDetail> = {}): TSupportTicketDetail {
  return {
    id: 7,
    reference: 'SUP-2026-000007',
    subject: 'Le PDF ne s’ouvre pas',
    category: 'technical',
    status: 'open',
    createdAt: '2026-03-01T09:00:00.000Z',
    lastMessageAt: '2026-03-02T10:00:00.000Z',
    messages: [
      {
        id: 1,
        fromSupport: false,
        authorName: 'Claire Martin',
        body: 'Le PDF du bilan reste blanc.',
        attachmentUrl: `/api/files/${PICTURE}`,
        createdAt: '2026-03-01T09:00:00.000Z',
      },
      {
        id: 2,
        fromSupport: true,
        authorName: null,
        body: 'Pouvez-vous essayer un autre navigateur ?',
        attachmentUrl: null,
        createdAt: '2026-03-02T10:00:00.000Z',
      },
    ],
    ...over,
  };
}

function serve(handlers: Record<string, (input: unknown) => TFakeAnswer>): TFakeCall[] {
  return fakeTrpc({ 'auth.me': () => ({ data: { user: ME } }), ...handlers });
}

const inputs = (calls: TFakeCall[], procedure: string) =>
  calls.filter((call) => call.procedure === procedure).map((call) => JSON.stringify(call.input));

function open(url = '/fr/support') {
  renderAuthPage(<SupportPage />, { path: '/support', url });
}

const { createObjectURL, revokeObjectURL } = URL;
beforeEach(() => window.localStorage.setItem(TOKEN_STORAGE_KEY, 'session-token'));
afterEach(() => {
  URL.createObjectURL = createObjectURL;
  URL.revokeObjectURL = revokeObjectURL;
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('SupportPage', () => {
  it('lists my tickets with reference, status, category and unread replies, and filters by status', async () => {
    const calls = serve({
      'support.list': (input) =>
        JSON.stringify(input).includes('resolved')
          ? { data: [] }
          : {
              data: [
                row({ unreadCount: 2 }),
                row({ id: 8, reference: 'SUP-2026-000008', subject: 'Facture de mars', category: 'billing', status: 'resolved' }),
              ],
            },
    });
    open();
    expect(screen.getByText(/24 heures environ/)).toBeInTheDocument();
    const first = await screen.findByRole('button', { name: /SUP-2026-000007/ });
    expect(within(first).getByText('Ouvert')).toBeInTheDocument();
    expect(within(first).getByText('2 nouvelles réponses')).toBeInTheDocument();
    expect(within(first).getByText(/Problème technique/)).toBeInTheDocument();
    const second = screen.getByRole('button', { name: /SUP-2026-000008/ });
    expect(within(second).getByText('Résolu')).toBeInTheDocument();
    expect(within(second).queryByText(/nouvelle/)).not.toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Statut'), { target: { value: 'resolved' } });
    expect(await screen.findByText('Aucun ticket avec ce statut')).toBeInTheDocument();
    expect(inputs(calls, 'support.list').some((input) => input.includes('"status":"resolved"'))).toBe(true);
  });

  it('explains support when I have no ticket, and says when the list cannot load', async () => {
    serve({ 'support.list': () => ({ data: [] }) });
    open();
    expect(await screen.findByText('Aucun ticket pour l’instant')).toBeInTheDocument();
    vi.unstubAllGlobals();
    serve({ 'support.list': () => ({ error: { appCode: 'INTERNAL', httpStatus: 500 } }) });
    open();
    expect(await screen.findByText('Vos tickets n’ont pas pu être chargés.')).toBeInTheDocument();
  });

  it('opens the ticket of the mail’s link: the conversation with my picture, then a reply sent', async () => {
    const calls = serve({
      'support.list': () => ({ data: [row()] }),
      'support.get': () => ({ data: detail() }),
      'support.reply': () => ({ data: row() }),
      [`/api/files/${PICTURE}`]: () => ({ data: 'picture' }),
    });
    URL.createObjectURL = vi.fn(() => 'blob:picture');
    URL.revokeObjectURL = vi.fn();
    open('/fr/support?ticket=7');
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Le PDF du bilan reste blanc.')).toBeInTheDocument();
    expect(within(dialog).getByText('Pouvez-vous essayer un autre navigateur ?')).toBeInTheDocument();
    expect(within(dialog).getByText(/^Support ·/)).toBeInTheDocument();
    expect(within(dialog).getByText(/^Moi ·/)).toBeInTheDocument();
    // The picture is fetched with the session's token, then shown from its blob.
    expect(await within(dialog).findByRole('img', { name: 'Image jointe au message' })).toHaveAttribute('src', 'blob:picture');
    expect(calls.some((call) => call.procedure === `/api/files/${PICTURE}`)).toBe(true);
    expect(inputs(calls, 'support.get').some((input) => input.includes('"id":7'))).toBe(true);

    const box = within(dialog).getByLabelText('Votre réponse');
    fireEvent.change(box, { target: { value: 'Court' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Envoyer la réponse' }));
    expect(await within(dialog).findByText('Le message doit contenir au moins 10 caractères.')).toBeInTheDocument();
    expect(inputs(calls, 'support.reply')).toEqual([]);

    fireEvent.change(box, { target: { value: '  Avec Firefox, cela fonctionne.  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Envoyer la réponse' }));
    expect(await within(dialog).findByText('Votre réponse a été envoyée.')).toBeInTheDocument();
    expect(inputs(calls, 'support.reply')[0]).toContain('"message":"Avec Firefox, cela fonctionne."');
    expect(box).toHaveValue('');
  });

  it('opens a ticket from the list, marks it resolved, and says when a reply fails or the connection drops', async () => {
    let replies = 0;
    const calls = serve({
      'support.list': () => ({ data: [row()] }),
      'support.get': () => ({ data: detail() }),
      'support.resolve': () => ({ data: row({ status: 'resolved' }) }),
      'support.reply': () => {
        replies += 1;
        if (replies === 1) return { error: { appCode: 'TICKET_CLOSED', httpStatus: 409 } };
        throw new TypeError('Failed to fetch');
      },
    });
    open();
    fireEvent.click(await screen.findByRole('button', { name: /SUP-2026-000007/ }));
    const dialog = await screen.findByRole('dialog');
    // A picture that cannot be fetched says so instead of a broken image.
    expect(await within(dialog).findByText('L’image n’a pas pu être affichée.')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Marquer comme résolu' }));
    await waitFor(() => expect(inputs(calls, 'support.resolve')).toHaveLength(1));
    expect(inputs(calls, 'support.resolve')[0]).toContain('"id":7');

    fireEvent.change(within(dialog).getByLabelText('Votre réponse'), { target: { value: 'Le problème est revenu ce matin.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Envoyer la réponse' }));
    expect(await within(dialog).findByText(/Votre réponse n’a pas pu être envoyée\. Ce ticket est fermé/)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Envoyer la réponse' }));
    expect(await within(dialog).findByText(/Erreur réseau : vérifiez votre connexion internet\./)).toBeInTheDocument();
  });

  it('asks for a reply’s text, and puts the server’s refusal of its picture under the picture', async () => {
    const calls = serve({
      'support.list': () => ({ data: [row()] }),
      'support.get': () => ({ data: detail() }),
      'support.reply': () => ({
        error: { appCode: 'VALIDATION_FAILED', httpStatus: 422, issues: [{ path: ['attachmentId'], message: 'SUPPORT_ATTACHMENT_INVALID' }] },
      }),
    });
    open('/fr/support?ticket=7');
    const dialog = await screen.findByRole('dialog');
    const box = await within(dialog).findByLabelText('Votre réponse');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Envoyer la réponse' }));
    expect(await within(dialog).findByText('Ce champ est obligatoire.')).toBeInTheDocument();
    await waitFor(() => expect(box).toHaveFocus());
    expect(inputs(calls, 'support.reply')).toEqual([]);

    fireEvent.change(box, { target: { value: 'Le problème est revenu ce matin.' } });
    expect(within(dialog).queryByText('Ce champ est obligatoire.')).not.toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Envoyer la réponse' }));
    expect(await within(dialog).findByText(/L’image jointe est invalide/)).toBeInTheDocument();
    expect(within(dialog).queryByText(/Votre réponse n’a pas pu être envoyée/)).not.toBeInTheDocument();
  });

  it('says a closed ticket accepts no reply and offers no reply box', async () => {
    serve({
      'support.list': () => ({ data: [row({ status: 'closed' })] }),
      'support.get': () => ({ data: detail({ status: 'closed' }) }),
    });
    open('/fr/support?ticket=7');
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(/Ce ticket est fermé : il n’accepte plus de réponse/)).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Votre réponse')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Marquer comme résolu' })).not.toBeInTheDocument();
  });

  it('checks a new ticket before sending it, then sends it trimmed and opens it', async () => {
    const calls = serve({
      'support.list': () => ({ data: [] }),
      'support.create': () => ({ data: row({ id: 9 }) }),
      'support.get': () => ({ data: detail({ id: 9 }) }),
    });
    open();
    fireEvent.click(screen.getByRole('button', { name: 'Nouveau ticket' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/24 heures environ/)).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText(/^Objet/), { target: { value: 'PDF' } });
    fireEvent.change(within(dialog).getByLabelText(/^Message/), { target: { value: 'Court' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Envoyer le ticket' }));
    expect(await within(dialog).findByText('L’objet doit contenir au moins 5 caractères.')).toBeInTheDocument();
    expect(within(dialog).getByText('Le message doit contenir au moins 10 caractères.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Catégorie/)).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByText('Corrigez les champs signalés.')).toBeInTheDocument();
    expect(inputs(calls, 'support.create')).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText(/^Catégorie/), { target: { value: 'technical' } });
    fireEvent.change(within(dialog).getByLabelText(/^Objet/), { target: { value: '  Le PDF ne s’ouvre pas ' } });
    fireEvent.change(within(dialog).getByLabelText(/^Message/), { target: { value: 'Le PDF du bilan reste blanc.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Envoyer le ticket' }));
    await waitFor(() => expect(inputs(calls, 'support.create')).toHaveLength(1));
    expect(inputs(calls, 'support.create')[0]).toContain(
      '"category":"technical","subject":"Le PDF ne s’ouvre pas","message":"Le PDF du bilan reste blanc."',
    );
    expect(await screen.findByText('Le PDF du bilan reste blanc.')).toBeInTheDocument();
    await waitFor(() => expect(inputs(calls, 'support.get').some((input) => input.includes('"id":9'))).toBe(true));
  });

  it('refuses a picture the server would refuse, then uploads the chosen one and sends its id with the ticket', async () => {
    const calls = serve({
      'support.list': () => ({ data: [] }),
      'support.create': () => ({ data: row({ id: 9 }) }),
      'support.get': () => ({ data: detail({ id: 9 }) }),
    });
    const answerTrpc = globalThis.fetch;
    const uploads: string[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).endsWith('/api/files')) {
        uploads.push(new Headers(init?.headers).get('Content-Type') ?? '');
        return new Response(JSON.stringify({ fileId: PICTURE, url: `/api/files/${PICTURE}` }), {
          status: 201,
          headers: { 'Content-Type': 'application/json' },
        });
      }
      return answerTrpc(input, init);
    });
    open();
    fireEvent.click(screen.getByRole('button', { name: 'Nouveau ticket' }));
    const dialog = await screen.findByRole('dialog');
    const file = within(dialog).getByLabelText(/^Image/);
    fireEvent.change(file, { target: { files: [new File(['%PDF'], 'bilan.pdf', { type: 'application/pdf' })] } });
    expect(within(dialog).getByText('Format non accepté : JPEG, PNG, GIF ou WebP uniquement.')).toBeInTheDocument();
    const huge = new File(['x'], 'photo.png', { type: 'image/png' });
    Object.defineProperty(huge, 'size', { value: 5 * 1024 * 1024 + 1 });
    fireEvent.change(file, { target: { files: [huge] } });
    expect(within(dialog).getByText('Le fichier est trop volumineux (5 Mo au maximum).')).toBeInTheDocument();

    fireEvent.change(file, { target: { files: [new File(['png'], 'capture.png', { type: 'image/png' })] } });
    expect(within(dialog).getByText('capture.png')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText(/^Catégorie/), { target: { value: 'forms' } });
    fireEvent.change(within(dialog).getByLabelText(/^Objet/), { target: { value: 'Champ image vide' } });
    fireEvent.change(within(dialog).getByLabelText(/^Message/), { target: { value: 'Voici ce que je vois à l’écran.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Envoyer le ticket' }));
    await waitFor(() => expect(inputs(calls, 'support.create')).toHaveLength(1));
    expect(uploads).toEqual(['image/png']);
    expect(inputs(calls, 'support.create')[0]).toContain(`"attachmentId":"${PICTURE}"`);
  });
});
