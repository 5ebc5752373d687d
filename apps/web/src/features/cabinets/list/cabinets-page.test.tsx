// /cabinet: skeleton, empty state, my cabinets with both roles, invitations accepted or declined, the mail's token
// answered or refused, and a list error that retries.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLocation } from 'react-router-dom';
import { TOKEN_STORAGE_KEY } from '@praxiform/domain';
import { fakeTrpc, renderAuthPage, type TFakeAnswer, type TFakeCall } from '../../../test/render-page';
import type { TCabinetSummary, TInvitationForMe } from '../../../lib/api-types';
import { CabinetsPage } from './cabinets-page';

const ME = {
  id: 1,
  firstName: 'Julien',
  lastName: 'Lefèvre',
  email: 'julien@cabinet.fr',
  role: 'member',
  isAdministrator: false,
  profileCompleted: true,
};

function cabinet(over: Partial<TCabinetSummary> = {}): TCabinetSummary {
  return {
    id: 3,
    name: 'Cabinet Kiné des Lilas',
    description: 'Les kinés de la rue des Lilas.',
    ownerId: 1,
    ownerName: 'Julien Lefèvre',
    myRole: 'owner',
    memberCount: 2,
    sharedTemplateCount: 1,
    createdAt: '2026-03-01T09:00:00.000Z',
    ...over,
  };
}

const INVITATION: TInvitationForMe = {
  id: 21,
  cabinetId: 9,
  cabinetName: 'Centre Santé Ixelles',
  invitedByName: 'Sophie Dubois',
  createdAt: '2026-03-05T09:00:00.000Z',
  expiresAt: '2026-03-19T09:00:00.000Z',
};

const TOKEN = 'a'.repeat(64);

function SearchProbe() {
  return <span data-testid="search">{useLocation().search}</span>;
}

function open(url = '/fr/cabinet') {
  renderAuthPage(
    <>
      <CabinetsPage />
      <SearchProbe />
    </>,
    { path: '/cabinet', url },
  );
}

function serve(list: () => TFakeAnswer, more: Record<string, (input: unknown) => TFakeAnswer> = {}): TFakeCall[] {
  return fakeTrpc({ 'auth.me': () => ({ data: { user: ME } }), 'cabinets.list': list, ...more });
}

const listed =
  (cabinets: TCabinetSummary[], invitations: TInvitationForMe[] = []) =>
  () => ({ data: { cabinets, invitations } });
const calledWith = (calls: TFakeCall[], procedure: string) =>
  calls.filter((call) => call.procedure === procedure).map((call) => JSON.stringify(call.input));

beforeEach(() => window.localStorage.setItem(TOKEN_STORAGE_KEY, 'session-token'));
afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('CabinetsPage', () => {
  it('shows a skeleton while loading, then my cabinets with my role, owner, members and shared templates', async () => {
    serve(
      listed([
        cabinet(),
        cabinet({
          id: 4,
          name: 'Maison médicale',
          description: null,
          ownerId: 7,
          ownerName: 'Claire Martin',
          myRole: 'member',
          memberCount: 5,
          sharedTemplateCount: 0,
        }),
      ]),
    );
    const answer = globalThis.fetch;
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).includes('cabinets.list')) await held;
      return answer(input, init);
    });
    open();

    expect(screen.getByRole('heading', { level: 1, name: 'Cabinets' })).toBeInTheDocument();
    expect(await screen.findByRole('status')).toHaveTextContent('Chargement de vos cabinets…');
    release();

    const cards = await screen.findAllByTestId('cabinet-card');
    expect(cards).toHaveLength(2);
    expect(screen.getByRole('heading', { level: 2, name: 'Mes cabinets (2)' })).toBeInTheDocument();
    expect(within(cards[0]!).getByRole('link', { name: 'Cabinet Kiné des Lilas' })).toHaveAttribute('href', '/fr/cabinet/3');
    expect(cards[0]).toHaveTextContent('Propriétaire');
    expect(cards[0]).toHaveTextContent('Les kinés de la rue des Lilas.');
    expect(cards[0]).toHaveTextContent('2 membres');
    expect(cards[0]).toHaveTextContent('1 modèle partagé');
    expect(within(cards[1]!).getByRole('link', { name: 'Maison médicale' })).toHaveAttribute('href', '/fr/cabinet/4');
    expect(cards[1]).toHaveTextContent('Membre');
    expect(cards[1]).toHaveTextContent(/Propriétaire\s:\sClaire Martin/);
    expect(cards[1]).toHaveTextContent('5 membres');
    expect(cards[1]).toHaveTextContent('0 modèle partagé');
    expect(screen.queryByText('Invitations reçues')).not.toBeInTheDocument();
  });

  it('explains what a cabinet is for when I have none, and offers to create one', async () => {
    serve(listed([]));
    open();
    expect(await screen.findByRole('heading', { level: 2, name: 'Aucun cabinet pour l’instant' })).toBeInTheDocument();
    expect(screen.getByText(/chaque collègue peut les prévisualiser et les dupliquer dans ses propres modèles/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Créer un cabinet' }));
    expect(await screen.findByRole('dialog', { name: 'Nouveau cabinet' })).toBeInTheDocument();
  });

  it('says when the list failed and retries', async () => {
    let call = 0;
    serve(() => (call++ === 0 ? { error: { appCode: 'INTERNAL', httpStatus: 500 } } : listed([cabinet()])()));
    open();
    expect(await screen.findByText('Vos cabinets n’ont pas pu être chargés.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('link', { name: 'Cabinet Kiné des Lilas' })).toBeInTheDocument();
  });

  it('accepts a listed invitation and opens the cabinet', async () => {
    const calls = serve(listed([], [INVITATION]), { 'cabinets.acceptInvite': () => ({ data: { cabinetId: 9 } }) });
    open();
    const row = await screen.findByTestId('invitation-row');
    expect(row).toHaveTextContent('Centre Santé Ixelles');
    expect(row).toHaveTextContent('Invité par Sophie Dubois');
    expect(row).toHaveTextContent('Expire le 19 mars 2026');
    fireEvent.click(within(row).getByRole('button', { name: 'Accepter l’invitation à Centre Santé Ixelles' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/fr/cabinet/9'));
    expect(calledWith(calls, 'cabinets.acceptInvite')[0]).toContain('"inviteId":21');
  });

  it('declines a listed invitation after a confirmation, and it leaves the list', async () => {
    let declined = false;
    const calls = serve(() => listed([cabinet()], declined ? [] : [INVITATION])(), {
      'cabinets.declineInvite': () => {
        declined = true;
        return { data: { success: true } };
      },
    });
    open();
    const row = await screen.findByTestId('invitation-row');
    fireEvent.click(within(row).getByRole('button', { name: 'Refuser l’invitation à Centre Santé Ixelles' }));
    const dialog = await screen.findByRole('dialog', { name: /^Refuser cette invitation\s\?$/ });
    expect(dialog).toHaveTextContent(/Vous ne rejoindrez pas «\sCentre Santé Ixelles\s»/);
    expect(calledWith(calls, 'cabinets.declineInvite')).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refuser l’invitation' }));
    expect(await screen.findByText('Invitation refusée.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('invitation-row')).not.toBeInTheDocument());
    expect(calledWith(calls, 'cabinets.declineInvite')[0]).toContain('"inviteId":21');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('accepts the invitation of the mail’s link and opens the cabinet', async () => {
    const calls = serve(listed([]), { 'cabinets.acceptInvite': () => ({ data: { cabinetId: 12 } }) });
    open(`/fr/cabinet?invite=${TOKEN}`);
    const card = await screen.findByTestId('invite-token-card');
    expect(within(card).getByRole('heading', { name: 'Vous êtes invité à rejoindre un cabinet' })).toBeInTheDocument();
    fireEvent.click(within(card).getByRole('button', { name: 'Accepter l’invitation' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/fr/cabinet/12'));
    expect(calledWith(calls, 'cabinets.acceptInvite')[0]).toContain(`"token":"${TOKEN}"`);
  });

  it('declines the mail’s invitation after a confirmation and removes the token from the address', async () => {
    const calls = serve(listed([]), { 'cabinets.declineInvite': () => ({ data: { success: true } }) });
    open(`/fr/cabinet?invite=${TOKEN}`);
    const card = await screen.findByTestId('invite-token-card');
    fireEvent.click(within(card).getByRole('button', { name: 'Refuser' }));
    const dialog = await screen.findByRole('dialog', { name: /^Refuser cette invitation\s\?$/ });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refuser l’invitation' }));
    expect(await screen.findByText('Invitation refusée.')).toBeInTheDocument();
    expect(screen.queryByTestId('invite-token-card')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('search')).toBeEmptyDOMElement());
    expect(calledWith(calls, 'cabinets.declineInvite')[0]).toContain(`"token":"${TOKEN}"`);
  });

  it('explains an expired link and what to do, and removes the token from the address', async () => {
    serve(listed([]), { 'cabinets.acceptInvite': () => ({ error: { appCode: 'CABINET_INVITE_EXPIRED', httpStatus: 410 } }) });
    open(`/fr/cabinet?invite=${TOKEN}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Accepter l’invitation' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Cette invitation a expiré.');
    expect(alert).toHaveTextContent(/valable 14 jours/);
    await waitFor(() => expect(screen.getByTestId('search')).toBeEmptyDOMElement());
    expect(screen.queryByRole('button', { name: 'Accepter l’invitation' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(screen.queryByTestId('invite-token-card')).not.toBeInTheDocument();
  });

  it('on the wrong account, keeps the link and offers to log out, then to log in and come back to it', async () => {
    serve(listed([]), { 'cabinets.acceptInvite': () => ({ error: { appCode: 'CABINET_INVITE_WRONG_ACCOUNT', httpStatus: 403 } }) });
    open(`/fr/cabinet?invite=${TOKEN}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Accepter l’invitation' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Cette invitation est adressée à une autre adresse e-mail');
    expect(alert).toHaveTextContent('Déconnectez-vous, puis connectez-vous avec l’adresse à laquelle l’invitation a été envoyée.');
    expect(screen.getByTestId('search')).toHaveTextContent(`?invite=${TOKEN}`);
    fireEvent.click(screen.getByRole('button', { name: 'Se déconnecter pour changer de compte' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/fr/login'));
    expect(JSON.parse(screen.getByTestId('location').dataset.state ?? 'null')).toEqual({ from: `/fr/cabinet?invite=${TOKEN}` });
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });
});
