// /admin/users: the statistics and the list, the role filter in the URL, my own row without actions, blocking after a
// confirmation, a role changed from the current one, the deletion’s confirmation, and a refused action’s message
// (docs/admin-users-api.md).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLocation } from 'react-router-dom';
import { TOKEN_STORAGE_KEY } from '@praxiform/domain';
import { fakeTrpc, renderAuthPage, type TFakeAnswer, type TFakeCall } from '../../../test/render-page';
import type { TAdminStats, TAdminUserRow } from '../../../lib/api-types';
import { AdminUsersPage } from './admin-users-page';
import { ADMINISTRATOR_ME } from '../../../test/account-fixtures';

const ME = ADMINISTRATOR_ME;

function row(over: Partial<TAdminUserRow> = {}): TAdminUserRow {
  return {
    id: 2,
    firstName: 'Claire',
    lastName: 'Martin',
    email: 'claire.martin@praxiform.test',
    role: 'client',
    isAdministrator: false,
    blocked: false,
    profileCompleted: true,
    createdAt: '2026-03-01T09:00:00.000Z',
    lastLoginAt: null,
    ...over,
  } as TAdminUserRow;
}

const STATS: TAdminStats = {
  totalUsers: 1234,
  admins: 1,
  clients: 800,
  members: 300,
  patients: 5000,
  templates: 42,
  formsSent: 7000,
  newUsersLast7Days: 12,
};

const SELF = row({ id: 1, firstName: 'Alice', lastName: 'Admin', email: 'alice@praxiform.test', isAdministrator: true });
const CLAIRE = row();

function SearchProbe() {
  return <span data-testid="search">{useLocation().search}</span>;
}

function serve(items: () => TAdminUserRow[], more: Record<string, (input: unknown) => TFakeAnswer> = {}): TFakeCall[] {
  return fakeTrpc({
    'auth.me': () => ({ data: { user: ME } }),
    'admin.users.stats': () => ({ data: STATS }),
    'admin.users.list': () => ({ data: { items: items(), total: items().length, page: 1, pageSize: 20 } }),
    ...more,
  });
}

function open(url = '/fr/admin/users') {
  renderAuthPage(
    <>
      <AdminUsersPage />
      <SearchProbe />
    </>,
    { path: '/admin/users', url },
  );
}

const inputs = (calls: TFakeCall[], procedure: string) =>
  calls.filter((call) => call.procedure === procedure).map((call) => JSON.stringify(call.input));
const rowOf = async (name: string) => (await screen.findAllByTestId('admin-user-row')).find((item) => item.textContent?.includes(name))!;

beforeEach(() => window.localStorage.setItem(TOKEN_STORAGE_KEY, 'session-token'));
afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('AdminUsersPage', () => {
  it('shows the statistics and the users with their role, status and dates', async () => {
    serve(() => [SELF, CLAIRE, row({ id: 3, firstName: 'Julien', lastName: 'Lefèvre', email: 'julien@x.test', role: 'member', blocked: true })]);
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'Gestion des utilisateurs' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('stat-totalUsers')).toHaveTextContent(/1\s234/));
    expect(screen.getByTestId('stat-newUsersLast7Days')).toHaveTextContent('12');
    expect(screen.getByText('Nouveaux (7 derniers jours)')).toBeInTheDocument();
    const rows = await screen.findAllByTestId('admin-user-row');
    expect(rows).toHaveLength(3);
    expect(screen.getByRole('heading', { level: 2, name: /^Utilisateurs\s*\(3\)$/ })).toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('Claire Martin');
    expect(rows[1]).toHaveTextContent('claire.martin@praxiform.test');
    expect(rows[1]).toHaveTextContent('Client');
    expect(rows[1]).toHaveTextContent(/Dernière connexion\s:\sjamais/);
    expect(rows[2]).toHaveTextContent('Membre');
    expect(rows[2]).toHaveTextContent('Bloqué');
    expect(within(rows[2]!).getByRole('button', { name: 'Débloquer Julien Lefèvre' })).toBeInTheDocument();
  });

  it('filters by role and sorts, keeps both in the address, and asks the server for them', async () => {
    const calls = serve(() => [CLAIRE]);
    open();
    await screen.findAllByTestId('admin-user-row');
    fireEvent.change(screen.getByLabelText('Rôle'), { target: { value: 'member' } });
    await waitFor(() => expect(screen.getByTestId('search')).toHaveTextContent('?role=member'));
    fireEvent.change(screen.getByLabelText('Trier par'), { target: { value: 'name' } });
    await waitFor(() => expect(screen.getByTestId('search')).toHaveTextContent('?role=member&sort=name'));
    await waitFor(() =>
      expect(inputs(calls, 'admin.users.list').some((input) => input.includes('"role":"member"') && input.includes('"sort":"name"'))).toBe(true),
    );
  });

  it('sends the search typed in the box (debounced) and says when nobody matches', async () => {
    const calls = serve(() => []);
    open('/fr/admin/users?q=zoe');
    expect(await screen.findByRole('heading', { name: 'Aucun utilisateur ne correspond' })).toBeInTheDocument();
    expect(inputs(calls, 'admin.users.list')[0]).toContain('"search":"zoe"');
    expect(screen.getByRole('searchbox', { name: 'Rechercher par nom ou e-mail' })).toHaveValue('zoe');
    fireEvent.click(screen.getByRole('button', { name: 'Effacer les filtres' }));
    await waitFor(() => expect(screen.getByTestId('search')).toBeEmptyDOMElement());
  });

  it('offers no role, block or delete action on my own row', async () => {
    serve(() => [SELF, CLAIRE]);
    open();
    const mine = await rowOf('Alice Admin');
    expect(mine).toHaveTextContent('Vous');
    expect(within(mine).getByRole('button', { name: 'Détails de Alice Admin' })).toBeInTheDocument();
    expect(within(mine).queryByRole('button', { name: /rôle|Bloquer|Supprimer/ })).not.toBeInTheDocument();
    const claire = await rowOf('Claire Martin');
    expect(within(claire).getByRole('button', { name: 'Changer le rôle de Claire Martin' })).toBeInTheDocument();
  });

  it('blocks a user only after the confirmation, then says so', async () => {
    let blocked = false;
    const calls = serve(() => [row({ blocked })], {
      'admin.users.block': () => {
        blocked = true;
        return { data: { success: true } };
      },
    });
    open();
    fireEvent.click(within(await rowOf('Claire Martin')).getByRole('button', { name: 'Bloquer Claire Martin' }));
    const dialog = await screen.findByRole('dialog', { name: /^Bloquer Claire Martin\s\?$/ });
    expect(dialog).toHaveTextContent('Ses sessions sont fermées sur tous ses appareils');
    expect(inputs(calls, 'admin.users.block')).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Bloquer le compte' }));
    expect(await screen.findByText('Claire Martin est bloqué.')).toBeInTheDocument();
    expect(inputs(calls, 'admin.users.block')[0]).toContain('"id":2');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('button', { name: 'Débloquer Claire Martin' })).toBeInTheDocument();
  });

  it('confirms a deletion saying public templates stay credited, and can be cancelled', async () => {
    const calls = serve(() => [CLAIRE], { 'admin.users.delete': () => ({ data: { success: true } }) });
    open();
    fireEvent.click(within(await rowOf('Claire Martin')).getByRole('button', { name: 'Supprimer Claire Martin' }));
    const dialog = await screen.findByRole('dialog', { name: /^Supprimer le compte de Claire Martin\s\?$/ });
    expect(dialog).toHaveTextContent('claire.martin@praxiform.test');
    expect(dialog).toHaveTextContent('Ses modèles publics restent disponibles, crédités à son nom.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(inputs(calls, 'admin.users.delete')).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Supprimer Claire Martin' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Supprimer définitivement' }));
    expect(await screen.findByText('Le compte de Claire Martin est supprimé.')).toBeInTheDocument();
    expect(inputs(calls, 'admin.users.delete')[0]).toContain('"id":2');
  });

  it('changes a role from the current one, then says so; reopened, the dialog starts from the role again', async () => {
    const calls = serve(() => [CLAIRE], { 'admin.users.setRole': () => ({ data: { success: true } }) });
    open();
    fireEvent.click(within(await rowOf('Claire Martin')).getByRole('button', { name: 'Changer le rôle de Claire Martin' }));
    let dialog = await screen.findByRole('dialog', { name: 'Changer le rôle de Claire Martin' });
    const select = within(dialog).getByLabelText('Nouveau rôle');
    expect(select).toHaveValue('client');
    expect(within(dialog).getByRole('button', { name: 'Changer le rôle' })).toBeDisabled();
    fireEvent.change(select, { target: { value: 'member' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    fireEvent.click(screen.getByRole('button', { name: 'Changer le rôle de Claire Martin' }));
    dialog = await screen.findByRole('dialog', { name: 'Changer le rôle de Claire Martin' });
    expect(within(dialog).getByLabelText('Nouveau rôle')).toHaveValue('client');
    fireEvent.change(within(dialog).getByLabelText('Nouveau rôle'), { target: { value: 'member' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Changer le rôle' }));
    expect(await screen.findByText('Rôle de Claire Martin modifié.')).toBeInTheDocument();
    expect(inputs(calls, 'admin.users.setRole')[0]).toContain('"id":2,"role":"member"');
  });

  it('shows the server’s refusal of a role change in the dialog', async () => {
    serve(() => [CLAIRE], { 'admin.users.setRole': () => ({ error: { appCode: 'CANNOT_CHANGE_OWN_ROLE', httpStatus: 403 } }) });
    open();
    fireEvent.click(within(await rowOf('Claire Martin')).getByRole('button', { name: 'Changer le rôle de Claire Martin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Changer le rôle de Claire Martin' });
    fireEvent.change(within(dialog).getByLabelText('Nouveau rôle'), { target: { value: 'administrator' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Changer le rôle' }));
    expect(await within(dialog).findByText('Vous ne pouvez pas modifier votre propre rôle.')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('opens a user’s detail with their last actions', async () => {
    serve(() => [CLAIRE], {
      'admin.users.get': () => ({
        data: {
          user: {
            ...CLAIRE,
            phone: '0470 12 34 56',
            blockedAt: null,
            interfaceLanguage: 'fr',
            patientsCount: 14,
            formsSentCount: 30,
            privateTemplatesCount: 5,
            subscriptionStatus: 'canceled',
            subscriptionPlan: 'quarterly',
            subscriptionEndsAt: '2026-05-31T10:00:00.000Z',
          },
          lastActions: [
            {
              id: 8,
              action: 'admin.user.blocked',
              createdAt: '2026-03-03T10:00:00.000Z',
              ip: '10.0.0.2',
              actor: { id: 1, firstName: 'Alice', lastName: 'Admin' },
            },
            { id: 9, action: 'auth.login.success', createdAt: '2026-03-02T10:00:00.000Z', ip: '10.0.0.1', actor: null },
          ],
        },
      }),
    });
    open();
    fireEvent.click(within(await rowOf('Claire Martin')).getByRole('button', { name: 'Détails de Claire Martin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Claire Martin' });
    expect(await within(dialog).findByTestId('user-detail')).toHaveTextContent('0470 12 34 56');
    expect(dialog).toHaveTextContent('14');
    expect(dialog).toHaveTextContent('Compte bloqué');
    expect(dialog).toHaveTextContent('Alice Admin');
    expect(dialog).toHaveTextContent('Connexion');
    expect(dialog).toHaveTextContent('10.0.0.1');
    // The subscription's status, translated.
    expect(dialog).toHaveTextContent('AbonnementRésilié');
    expect(dialog).toHaveTextContent('FormuleTrimestrielle');
    expect(dialog).toHaveTextContent('31 mai 2026');
  });
});
