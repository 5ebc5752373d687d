// /admin/support/{id}: the conversation (the user's messages and the desk's, authors, dates, the picture), the user's
// context with translated statuses, a reply checked before sending and its mail outcome, a picture uploaded with it,
// resolve, close after a confirmation, a closed ticket without a reply box that offers reopen, a refused action's
// message, a refused reply's message on its field, and an unknown id (docs/support-api.md#adminsupport-the-desk).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_STORAGE_KEY } from '@praxiform/domain';
import { fakeTrpc, renderAuthPage, type TFakeAnswer, type TFakeCall } from '../../../test/render-page';
import type { TAdminTicketDetail } from '../../../lib/api-types';
import { AdminTicketPage } from './admin-ticket-page';
import { ADMINISTRATOR_ME } from '../../../test/account-fixtures';

const PICTURE = '3f2b8c1e-6d4a-4f8e-9b1c-2a7d5e9f0c11';
const UPLOADED = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';

const ME = ADMINISTRATOR_ME;

function detail(over: Partial<TAdminTicketDetail> = {}): TAdminTicketDetail {
  return {
    id: 7,
    reference: 'SUP-2026-000007',
    subject: 'Le PDF ne s’ouvre pas',
    category: 'technical',
    status: 'open',
    createdAt: '2026-03-01T09:00:00.000Z',
    lastMessageAt: '2026-03-02T10:00:00.000Z',
    user: { id: 2, name: 'Claire Martin', email: 'claire.martin@praxiform.test' },
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
        authorName: 'Alice Admin',
        body: 'Pouvez-vous essayer un autre navigateur ?',
        attachmentUrl: null,
        createdAt: '2026-03-02T10:00:00.000Z',
      },
    ],
    userContext: {
      id: 2,
      firstName: 'Claire',
      lastName: 'Martin',
      email: 'claire.martin@praxiform.test',
      role: 'member',
      isAdministrator: false,
      blocked: true,
      interfaceLanguage: 'nl',
      createdAt: '2026-01-15T09:00:00.000Z',
      subscriptionStatus: 'canceled',
      subscriptionPlan: 'quarterly',
    },
    ...over,
  };
}

const summary = (ticket: TAdminTicketDetail) => {
  const { user: _user, messages: _messages, userContext: _context, ...rest } = ticket;
  return rest;
};

function serve(handlers: Record<string, (input: unknown) => TFakeAnswer>): TFakeCall[] {
  return fakeTrpc({ 'auth.me': () => ({ data: { user: ME } }), ...handlers });
}

const inputs = (calls: TFakeCall[], procedure: string) =>
  calls.filter((call) => call.procedure === procedure).map((call) => JSON.stringify(call.input));

function open(url = '/fr/admin/support/7') {
  renderAuthPage(<AdminTicketPage />, { path: '/admin/support/:id', url });
}

const { createObjectURL, revokeObjectURL } = URL;
beforeEach(() => window.localStorage.setItem(TOKEN_STORAGE_KEY, 'session-token'));
afterEach(() => {
  URL.createObjectURL = createObjectURL;
  URL.revokeObjectURL = revokeObjectURL;
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('AdminTicketPage', () => {
  it('shows the conversation with its authors, dates and picture, and the user’s context', async () => {
    const calls = serve({
      'admin.support.get': () => ({ data: detail() }),
      [`/api/files/${PICTURE}`]: () => ({ data: 'picture' }),
    });
    URL.createObjectURL = vi.fn(() => 'blob:picture');
    URL.revokeObjectURL = vi.fn();
    open();
    expect(screen.getByText('Chargement du ticket…')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Le PDF ne s’ouvre pas' })).toBeInTheDocument();
    expect(inputs(calls, 'admin.support.get')[0]).toContain('"id":7');
    expect(screen.getByText('SUP-2026-000007')).toBeInTheDocument();
    expect(screen.getByText(/Problème technique · ouvert le 1 mars 2026/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tous les tickets' })).toHaveAttribute('href', '/fr/admin/support');

    const [mine, desk] = screen.getAllByTestId('desk-message');
    expect(mine).toHaveTextContent(/^Claire Martin · 1 mars 2026/);
    expect(mine).toHaveTextContent('Le PDF du bilan reste blanc.');
    expect(desk).toHaveTextContent(/^Alice Admin \(Support\) · 2 mars 2026/);
    expect(await within(mine!).findByRole('img', { name: 'Image jointe au message' })).toHaveAttribute('src', 'blob:picture');

    const user = screen.getByTestId('ticket-user');
    expect(user).toHaveTextContent('claire.martin@praxiform.test');
    expect(user).toHaveTextContent('Membre');
    expect(user).toHaveTextContent('Bloqué');
    expect(user).toHaveTextContent('Nederlands');
    expect(user).toHaveTextContent('15 janv. 2026');
    expect(user).toHaveTextContent('Résilié');
    expect(user).toHaveTextContent('Trimestrielle');
  });

  it('checks a reply before sending it, then says whether the user got the mail', async () => {
    // The user's mail is queued with the reply; none when the user turned mails off (mail: null).
    let mail: { id: string; status: 'queued' } | null = { id: '00000000-0000-4000-8000-000000000001', status: 'queued' };
    const calls = serve({
      'admin.support.get': () => ({ data: detail() }),
      'admin.support.reply': () => ({ data: { ticket: summary(detail()), mail } }),
    });
    open();
    const box = await screen.findByLabelText('Votre réponse');
    fireEvent.change(box, { target: { value: 'Court' } });
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer la réponse' }));
    expect(await screen.findByText('Le message doit contenir au moins 10 caractères.')).toBeInTheDocument();
    expect(screen.getByText('5 / 2000 caractères')).toBeInTheDocument();
    expect(inputs(calls, 'admin.support.reply')).toEqual([]);

    fireEvent.change(box, { target: { value: '  Essayez de vider le cache.  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer la réponse' }));
    expect(await screen.findByText(/Votre réponse est envoyée\. L’utilisateur en est prévenu dans Praxiform et par e-mail\./)).toBeInTheDocument();
    expect(inputs(calls, 'admin.support.reply')[0]).toContain('"id":7,"message":"Essayez de vider le cache."');
    expect(box).toHaveValue('');

    mail = null;
    fireEvent.change(box, { target: { value: 'Et redémarrez le navigateur.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer la réponse' }));
    expect(await screen.findByText(/aucun e-mail n’est parti/)).toBeInTheDocument();
  });

  it('refuses a picture the server would refuse, uploads the chosen one and sends its id with the reply', async () => {
    const calls = serve({
      'admin.support.get': () => ({ data: detail({ messages: [] }) }),
      'admin.support.reply': () => ({ data: { ticket: summary(detail()), mail: { id: '00000000-0000-4000-8000-000000000001', status: 'queued' } } }),
    });
    const answerTrpc = globalThis.fetch;
    const uploads: string[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).endsWith('/api/files')) {
        uploads.push(new Headers(init?.headers).get('Content-Type') ?? '');
        return new Response(JSON.stringify({ fileId: UPLOADED, url: `/api/files/${UPLOADED}` }), {
          status: 201,
          headers: { 'Content-Type': 'application/json' },
        });
      }
      return answerTrpc(input, init);
    });
    open();
    const file = await screen.findByLabelText(/^Image/);
    fireEvent.change(file, { target: { files: [new File(['%PDF'], 'bilan.pdf', { type: 'application/pdf' })] } });
    expect(screen.getByText('Format non accepté : JPEG, PNG, GIF ou WebP uniquement.')).toBeInTheDocument();
    fireEvent.change(file, { target: { files: [new File(['png'], 'reglages.png', { type: 'image/png' })] } });
    expect(screen.getByText('reglages.png')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Votre réponse'), { target: { value: 'Voici le réglage à modifier.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer la réponse' }));
    await waitFor(() => expect(inputs(calls, 'admin.support.reply')).toHaveLength(1));
    expect(uploads).toEqual(['image/png']);
    expect(inputs(calls, 'admin.support.reply')[0]).toContain(`"attachmentId":"${UPLOADED}"`);
  });

  it('marks the ticket resolved, then closes it only after the confirmation; closed, it takes no reply and offers reopen', async () => {
    let status: TAdminTicketDetail['status'] = 'open';
    const change = (next: TAdminTicketDetail['status']) => () => {
      status = next;
      return { data: summary(detail({ status })) };
    };
    const calls = serve({
      'admin.support.get': () => ({ data: detail({ status }) }),
      'admin.support.resolve': change('resolved'),
      'admin.support.close': change('closed'),
      'admin.support.reopen': change('open'),
    });
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Marquer comme résolu' }));
    expect(await screen.findByText('Le ticket SUP-2026-000007 est marqué comme résolu.')).toBeInTheDocument();
    expect(inputs(calls, 'admin.support.resolve')[0]).toContain('"id":7');
    expect(await screen.findByRole('button', { name: 'Rouvrir le ticket' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Fermer le ticket' }));
    const dialog = await screen.findByRole('dialog', { name: /^Fermer le ticket SUP-2026-000007\s\?$/ });
    expect(dialog).toHaveTextContent('L’utilisateur ne pourra plus y répondre');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(inputs(calls, 'admin.support.close')).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Fermer le ticket' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Fermer le ticket' }));
    expect(await screen.findByText('Le ticket SUP-2026-000007 est fermé.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText(/Ce ticket est fermé : l’utilisateur ne peut plus y répondre/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Votre réponse')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Fermer le ticket' })).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Rouvrir pour répondre' }));
    expect(await screen.findByText('Le ticket SUP-2026-000007 est rouvert.')).toBeInTheDocument();
    expect(await screen.findByLabelText('Votre réponse')).toBeInTheDocument();
    expect(inputs(calls, 'admin.support.reopen')).toHaveLength(1);
  });

  it('shows a refused action’s and a refused reply’s translated message', async () => {
    serve({
      'admin.support.get': () => ({ data: detail() }),
      'admin.support.resolve': () => ({ error: { appCode: 'NOT_FOUND', httpStatus: 404 } }),
      'admin.support.reply': () => ({ error: { appCode: 'TICKET_CLOSED', httpStatus: 409 } }),
    });
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Marquer comme résolu' }));
    expect(await screen.findByText(/Le ticket n’a pas pu être marqué comme résolu\. L’élément demandé est introuvable/)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Votre réponse'), { target: { value: 'Le réglage est dans le profil.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer la réponse' }));
    expect(await screen.findByText(/La réponse n’a pas pu être envoyée\. Ce ticket est fermé/)).toBeInTheDocument();
  });

  it('puts the server’s refusal of the message on the reply box, without the failure banner', async () => {
    serve({
      'admin.support.get': () => ({ data: detail() }),
      'admin.support.reply': () => ({
        error: { appCode: 'VALIDATION_FAILED', httpStatus: 422, issues: [{ path: ['message'], message: 'TEXT_UNSAFE_CHARACTERS' }] },
      }),
    });
    open();
    const box = await screen.findByLabelText('Votre réponse');
    fireEvent.change(box, { target: { value: 'Le réglage est dans le profil.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer la réponse' }));
    expect(await screen.findByText(/Ce texte contient des caractères non autorisés/)).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(/La réponse n’a pas pu être envoyée/)).not.toBeInTheDocument();
  });

  it('says an unknown ticket is not found, with a link back to the list', async () => {
    serve({ 'admin.support.get': () => ({ error: { appCode: 'NOT_FOUND', httpStatus: 404 } }) });
    open('/fr/admin/support/999');
    expect(await screen.findByRole('heading', { name: 'Ticket introuvable' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tous les tickets' })).toHaveAttribute('href', '/fr/admin/support');
  });

  it('does not ask the server for an id that cannot be a ticket’s, and says when the ticket cannot load', async () => {
    const calls = serve({ 'admin.support.get': () => ({ error: { appCode: 'INTERNAL', httpStatus: 500 } }) });
    open('/fr/admin/support/abc');
    expect(screen.getByRole('heading', { name: 'Ticket introuvable' })).toBeInTheDocument();
    expect(inputs(calls, 'admin.support.get')).toEqual([]);
    vi.unstubAllGlobals();
    serve({ 'admin.support.get': () => ({ error: { appCode: 'INTERNAL', httpStatus: 500 } }) });
    open('/fr/admin/support/8');
    expect(await screen.findByText('Ce ticket n’a pas pu être chargé.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });
});
