// /admin/support: every ticket with its reference, subject, user, category, status and last activity, a link to the
// ticket; the status and category filters and the search kept in the address and sent to the server; the empty,
// no-match and error states (docs/support-api.md#adminsupport-the-desk).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLocation } from 'react-router-dom';
import { TOKEN_STORAGE_KEY } from '@praxiform/domain';
import { fakeTrpc, renderAuthPage, type TFakeAnswer, type TFakeCall } from '../../../test/render-page';
import type { TAdminTicketRow } from '../../../lib/api-types';
import { AdminSupportPage } from './admin-support-page';
import { ADMINISTRATOR_ME } from '../../../test/account-fixtures';

const ME = ADMINISTRATOR_ME;

function row(over: Partial<TAdminTicketRow> = {}): TAdminTicketRow {
  return {
    id: 7,
    reference: 'SUP-2026-000007',
    subject: 'Le PDF ne s’ouvre pas',
    category: 'technical',
    status: 'open',
    createdAt: '2026-03-01T09:00:00.000Z',
    lastMessageAt: '2026-03-02T10:00:00.000Z',
    user: { id: 2, name: 'Claire Martin', email: 'claire.martin@praxiform.test' },
    ...over,
  };
}

function SearchProbe() {
  return <span data-testid="search">{useLocation().search}</span>;
}

function serve(list: (input: unknown) => TFakeAnswer): TFakeCall[] {
  return fakeTrpc({ 'auth.me': () => ({ data: { user: ME } }), 'admin.support.list': list });
}

const page = (tickets: TAdminTicketRow[], total = tickets.length): TFakeAnswer => ({ data: { total, page: 1, pageSize: 20, tickets } });

function open(url = '/fr/admin/support') {
  renderAuthPage(
    <>
      <AdminSupportPage />
      <SearchProbe />
    </>,
    { path: '/admin/support', url },
  );
}

const inputs = (calls: TFakeCall[]) => calls.filter((call) => call.procedure === 'admin.support.list').map((call) => JSON.stringify(call.input));

beforeEach(() => window.localStorage.setItem(TOKEN_STORAGE_KEY, 'session-token'));
afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('AdminSupportPage', () => {
  it('lists every ticket with its reference, subject, user, category, status and last activity, each opening its page', async () => {
    serve(() =>
      page([row(), row({ id: 8, reference: 'SUP-2026-000008', subject: 'Facture de mars', category: 'billing', status: 'closed', user: null })]),
    );
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'Tickets de support' })).toBeInTheDocument();
    expect(screen.getByText('Chargement des tickets…')).toBeInTheDocument();
    const rows = await screen.findAllByTestId('desk-ticket-row');
    expect(rows).toHaveLength(2);
    expect(screen.getByRole('heading', { level: 2, name: /^Tickets\s*\(2\)$/ })).toBeInTheDocument();
    const first = within(rows[0]!).getByRole('link');
    expect(first).toHaveAttribute('href', '/fr/admin/support/7');
    expect(first).toHaveTextContent('SUP-2026-000007');
    expect(first).toHaveTextContent('Le PDF ne s’ouvre pas');
    expect(first).toHaveTextContent('Claire Martin');
    expect(first).toHaveTextContent('claire.martin@praxiform.test');
    expect(first).toHaveTextContent('Problème technique');
    expect(first).toHaveTextContent('Ouvert');
    expect(first).toHaveTextContent(/Dernière activité\s:\s2 mars 2026/);
    expect(rows[1]).toHaveTextContent('Fermé');
    expect(rows[1]).toHaveTextContent('Facturation');
    expect(rows[1]).toHaveTextContent('Compte supprimé');
  });

  it('filters by status and category, keeps both in the address and asks the server for them', async () => {
    const calls = serve(() => page([row()]));
    open();
    await screen.findAllByTestId('desk-ticket-row');
    fireEvent.change(screen.getByLabelText('Statut'), { target: { value: 'resolved' } });
    await waitFor(() => expect(screen.getByTestId('search')).toHaveTextContent('?status=resolved'));
    fireEvent.change(screen.getByLabelText('Catégorie'), { target: { value: 'billing' } });
    await waitFor(() => expect(screen.getByTestId('search')).toHaveTextContent('?status=resolved&category=billing'));
    await waitFor(() =>
      expect(inputs(calls).some((input) => input.includes('"status":"resolved"') && input.includes('"category":"billing"'))).toBe(true),
    );
  });

  it('searches the reference or email of the address, says when nothing matches, and clears the filters', async () => {
    const calls = serve(() => page([]));
    open('/fr/admin/support?q=SUP-2026-000099&status=open');
    expect(await screen.findByRole('heading', { name: 'Aucun ticket ne correspond' })).toBeInTheDocument();
    expect(inputs(calls)[0]).toContain('"search":"SUP-2026-000099"');
    expect(inputs(calls)[0]).toContain('"status":"open"');
    expect(screen.getByRole('searchbox', { name: 'Rechercher par référence ou e-mail' })).toHaveValue('SUP-2026-000099');
    fireEvent.click(screen.getByRole('button', { name: 'Effacer les filtres' }));
    await waitFor(() => expect(screen.getByTestId('search')).toBeEmptyDOMElement());
  });

  it('goes from page to page through the address', async () => {
    const calls = serve(() => page([row()], 45));
    open();
    await screen.findAllByTestId('desk-ticket-row');
    expect(screen.getByText('Page 1 sur 3')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /Suivante/ }));
    await waitFor(() => expect(screen.getByTestId('search')).toHaveTextContent('?page=2'));
    await waitFor(() => expect(inputs(calls).some((input) => input.includes('"page":2'))).toBe(true));
  });

  it('says when there is no ticket yet, and when the list cannot load, with a retry', async () => {
    serve(() => page([]));
    open();
    expect(await screen.findByRole('heading', { name: 'Aucun ticket pour l’instant' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Effacer les filtres' })).not.toBeInTheDocument();
    vi.unstubAllGlobals();
    let failures = 0;
    serve(() => {
      failures += 1;
      return failures === 1 ? { error: { appCode: 'INTERNAL', httpStatus: 500 } } : page([row()]);
    });
    open();
    expect(await screen.findByText('Les tickets n’ont pas pu être chargés.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('Le PDF ne s’ouvre pas')).toBeInTheDocument();
  });
});
