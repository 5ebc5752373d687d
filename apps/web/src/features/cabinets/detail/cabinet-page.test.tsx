// /cabinet/{id}: the owner's and a member's views show only what their role allows; not found; the invite dialog's
// checks; the invitation's mail followed (on its way, delivered, failed and sent again); confirmations before remove,
// transfer, leave, unshare and delete (typed name); duplicate's link to the copy.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeTrpc, renderAuthPage, type TFakeAnswer, type TFakeCall } from '../../../test/render-page';
import type { TCabinetDetail, TCabinetTemplateView } from '../../../lib/api-types';
import { formatDate } from '../../../lib/format';
import { CabinetPage } from './cabinet-page';

afterEach(() => vi.unstubAllGlobals());

function sharedTemplate(overrides: Partial<TCabinetTemplateView> = {}): TCabinetTemplateView {
  return {
    templateId: 31,
    name: 'Bilan épaule',
    type: 'bilan',
    language: 'fr',
    category: 'orthopedics',
    description: 'Mobilité et douleur de l’épaule.',
    scoringEnabled: false,
    fieldCount: 4,
    updatedAt: '2026-03-01T10:00:00.000Z',
    sharedById: 2,
    sharedByName: 'Julien Lefèvre',
    sharedAt: '2026-03-02T10:00:00.000Z',
    isMine: false,
    canUnshare: true,
    ...overrides,
  };
}

function ownerDetail(): TCabinetDetail {
  return {
    cabinet: {
      id: 5,
      name: 'Cabinet Kiné des Lilas',
      description: 'Kinésithérapie du sport et rééducation.',
      ownerId: 1,
      ownerName: 'Claire Martin',
      myRole: 'owner',
      memberCount: 2,
      sharedTemplateCount: 1,
      createdAt: '2026-01-15T09:00:00.000Z',
    },
    members: [
      { userId: 1, name: 'Claire Martin', email: 'claire.martin@praxiform.test', role: 'owner', joinedAt: '2026-01-15T09:00:00.000Z' },
      { userId: 2, name: 'Julien Lefèvre', email: 'julien.lefevre@praxiform.test', role: 'member', joinedAt: '2026-02-01T09:00:00.000Z' },
    ],
    invitations: [
      {
        id: 8,
        email: 'paul@cabinet.be',
        status: 'pending',
        invitedByName: 'Claire Martin',
        createdAt: '2026-03-01T09:00:00.000Z',
        expiresAt: '2026-03-15T09:00:00.000Z',
      },
      {
        id: 9,
        email: 'anne@cabinet.be',
        status: 'declined',
        invitedByName: 'Claire Martin',
        createdAt: '2026-02-01T09:00:00.000Z',
        expiresAt: '2026-02-15T09:00:00.000Z',
      },
    ],
    templates: [sharedTemplate()],
  };
}

function memberDetail(): TCabinetDetail {
  const owner = ownerDetail();
  return {
    cabinet: { ...owner.cabinet, myRole: 'member' },
    members: owner.members.map((member) => ({ ...member, email: null })),
    invitations: [],
    templates: [sharedTemplate({ templateId: 32, name: 'Suivi genou', sharedByName: 'Claire Martin', canUnshare: false })],
  };
}

type THandlers = Record<string, (input: unknown) => TFakeAnswer>;

function open(detail: TCabinetDetail | null, handlers: THandlers = {}, id = '5'): TFakeCall[] {
  const calls = fakeTrpc({
    ...(detail ? { 'cabinets.get': () => ({ data: detail }) } : {}),
    ...handlers,
  });
  renderAuthPage(<CabinetPage />, { path: '/cabinet/:id', url: `/fr/cabinet/${id}` });
  return calls;
}

const MAIL_ID = '00000000-0000-4000-8000-000000000001';
const SENT_AT = '2026-03-10T09:15:00.000Z';
const INVITATION = { id: 10, email: 'marc@cabinet.be', status: 'pending', invitedByName: 'Claire Martin', createdAt: '', expiresAt: '' };
/** The invitation mail's state as mail.status reports it (docs/mail.md). */
const mailState = (status: 'queued' | 'sent' | 'failed'): TFakeAnswer => ({
  data: { id: MAIL_ID, status, sentAt: status === 'sent' ? SENT_AT : null, failedAt: status === 'failed' ? SENT_AT : null },
});
const called = (calls: TFakeCall[], procedure: string) => calls.filter((call) => call.procedure === procedure);
const inputOf = (calls: TFakeCall[], procedure: string) => JSON.stringify(called(calls, procedure)[0]?.input);
const ok =
  (data: unknown = { success: true }) =>
  () => ({ data });
/** French typography as the texts hold it: a no-break space before : ? and inside « » (accessible names keep it). */
const nb = (text: string) =>
  text
    .replace(/ ([:?])/g, '\u00a0$1')
    .replace(/« /g, '«\u00a0')
    .replace(/ »/g, '\u00a0»');

async function openMemberMenu(name: string) {
  const trigger = await screen.findByRole('button', { name: `Actions pour ${name}` });
  fireEvent.keyDown(trigger, { key: 'Enter' });
  return screen.findByRole('menu');
}

describe('CabinetPage', () => {
  it('shows the owner everything: members with emails, invitations with statuses, templates and the owner actions', async () => {
    open(ownerDetail());
    expect(await screen.findByRole('heading', { level: 1, name: 'Cabinet Kiné des Lilas' })).toBeInTheDocument();
    expect(screen.getByText('Kinésithérapie du sport et rééducation.')).toBeInTheDocument();
    expect(screen.getAllByText('Propriétaire').length).toBeGreaterThan(0);
    const members = screen.getAllByTestId('member-row');
    expect(members).toHaveLength(2);
    expect(members[1]).toHaveTextContent('julien.lefevre@praxiform.test');
    expect(members[1]).toHaveTextContent('Membre depuis le');
    const invites = screen.getAllByTestId('invite-row');
    expect(invites[0]).toHaveTextContent('paul@cabinet.be');
    expect(invites[0]).toHaveTextContent('En attente');
    expect(invites[1]).toHaveTextContent('Refusée');
    expect(screen.getByTestId('template-row')).toHaveTextContent('Partagé par Julien Lefèvre le');
    expect(screen.getByRole('button', { name: 'Modifier' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Supprimer le cabinet' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: nb('Retirer du cabinet : Bilan épaule') })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Quitter le cabinet' })).not.toBeInTheDocument();
    expect(screen.getByText(/transférez-en la propriété à un membre ou supprimez le cabinet/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Actions pour Julien Lefèvre' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Actions pour Claire Martin' })).not.toBeInTheDocument();
  });

  it('shows a member a read-only cabinet: no emails, no invitations, no owner actions, a way to leave', async () => {
    open(memberDetail());
    expect(await screen.findByRole('heading', { level: 1, name: 'Cabinet Kiné des Lilas' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Quitter le cabinet' })).toBeInTheDocument();
    expect(screen.queryByText('claire.martin@praxiform.test')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Invitations' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Modifier' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Supprimer le cabinet' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Actions pour/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Retirer du cabinet/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: nb('Dupliquer dans mes modèles : Suivi genou') })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Aperçu de Suivi genou' })).toBeInTheDocument();
  });

  it('answers an unknown or foreign cabinet with "not found or access not allowed" and a link back', async () => {
    open(null);
    expect(await screen.findByRole('heading', { name: 'Cabinet introuvable ou accès non autorisé' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mes cabinets' })).toHaveAttribute('href', '/fr/cabinet');
  });

  it('answers an id that is not a number the same way, without asking the server', async () => {
    const calls = open(ownerDetail(), {}, 'abc');
    expect(await screen.findByRole('heading', { name: 'Cabinet introuvable ou accès non autorisé' })).toBeInTheDocument();
    expect(called(calls, 'cabinets.get')).toEqual([]);
  });

  it('offers a retry when loading fails for another reason', async () => {
    let failing = true;
    open(null, {
      'cabinets.get': () => (failing ? { error: { appCode: 'INTERNAL', httpStatus: 500 } } : { data: ownerDetail() }),
    });
    expect(await screen.findByText('Le cabinet n’a pas pu être chargé.')).toBeInTheDocument();
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Cabinet Kiné des Lilas' })).toBeInTheDocument();
  });

  describe('invite dialog', () => {
    const openDialog = async () => {
      fireEvent.click(await screen.findByRole('button', { name: 'Inviter' }));
      return screen.findByRole('dialog', { name: 'Inviter un praticien' });
    };
    const submit = (dialog: HTMLElement) => fireEvent.click(within(dialog).getByRole('button', { name: 'Envoyer l’invitation' }));
    const type = (dialog: HTMLElement, value: string) =>
      fireEvent.change(within(dialog).getByLabelText('E-mail du praticien'), { target: { value } });

    it('requires an email, then a valid one, before any call', async () => {
      const calls = open(ownerDetail());
      const dialog = await openDialog();
      submit(dialog);
      expect(await within(dialog).findByText('Saisissez l’e-mail du praticien.')).toBeInTheDocument();
      expect(within(dialog).getByLabelText('E-mail du praticien')).toHaveAttribute('aria-invalid', 'true');
      type(dialog, 'paul@');
      submit(dialog);
      expect(await within(dialog).findByText('Saisissez une adresse e-mail valide.')).toBeInTheDocument();
      expect(called(calls, 'cabinets.invite')).toEqual([]);
    });

    it('shows the server refusal of an address that is already a member', async () => {
      open(ownerDetail(), { 'cabinets.invite': () => ({ error: { appCode: 'CABINET_ALREADY_MEMBER', httpStatus: 409 } }) });
      const dialog = await openDialog();
      type(dialog, 'julien.lefevre@praxiform.test');
      submit(dialog);
      expect(await within(dialog).findByText('Cette personne est déjà membre du cabinet.')).toBeInTheDocument();
    });

    it('sends the trimmed address, then follows the invitation’s mail until it is delivered', async () => {
      let asked = 0;
      const calls = open(ownerDetail(), {
        'cabinets.invite': ok({ invitation: INVITATION, mail: { id: MAIL_ID, status: 'queued' } }),
        'mail.status': () => mailState(asked++ === 0 ? 'queued' : 'sent'),
      });
      const dialog = await openDialog();
      type(dialog, '  marc@cabinet.be ');
      submit(dialog);
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(inputOf(calls, 'cabinets.invite')).toContain('"email":"marc@cabinet.be"');
      // On its way at the answer (queued), then delivered at a time once mail.status says so.
      const followed = await screen.findByText('Invitation enregistrée pour marc@cabinet.be.');
      expect(followed.closest('[role="status"]')).toHaveTextContent('L’e-mail est en route vers marc@cabinet.be.');
      expect(
        await screen.findByText(`L’e-mail a été remis à marc@cabinet.be (${formatDate('fr', SENT_AT, true)}).`, {}, { timeout: 4000 }),
      ).toBeInTheDocument();
      expect(JSON.stringify(called(calls, 'mail.status')[0]?.input)).toContain(MAIL_ID);
    });

    it('says when the invitation’s mail failed for good, sends it again on request, and can be put away', async () => {
      let resent = false;
      const calls = open(ownerDetail(), {
        'cabinets.invite': ok({ invitation: INVITATION, mail: { id: MAIL_ID, status: 'queued' } }),
        'mail.status': () => mailState(resent ? 'sent' : 'failed'),
        'mail.resend': () => {
          resent = true;
          return { data: { id: MAIL_ID, status: 'queued' } };
        },
      });
      const dialog = await openDialog();
      type(dialog, 'marc@cabinet.be');
      submit(dialog);
      expect(
        await screen.findByText('L’e-mail à marc@cabinet.be n’a pas pu être remis : le serveur de messagerie le refuse.', { exact: false }),
      ).toBeInTheDocument();
      fireEvent.click(screen.getByRole('button', { name: 'Envoyer l’e-mail à nouveau' }));
      expect(await screen.findByText(/L’e-mail a été remis à marc@cabinet\.be/)).toBeInTheDocument();
      expect(called(calls, 'mail.resend').map((call) => call.input)).toEqual([{ 0: { id: MAIL_ID } }]);
      fireEvent.click(screen.getByRole('button', { name: 'Fermer le message' }));
      expect(screen.queryByText('Invitation enregistrée pour marc@cabinet.be.')).not.toBeInTheDocument();
    });
  });

  it('re-sends an invitation with a new link and follows its mail', async () => {
    const calls = open(ownerDetail(), {
      'cabinets.resendInvite': ok({ invitation: { ...INVITATION, id: 8, email: 'paul@cabinet.be' }, mail: { id: MAIL_ID, status: 'queued' } }),
      'mail.status': () => mailState('sent'),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Renvoyer l’invitation à paul@cabinet.be' }));
    expect(await screen.findByText('Nouvelle invitation pour paul@cabinet.be : le lien précédent ne fonctionne plus.')).toBeInTheDocument();
    expect(await screen.findByText(/L’e-mail a été remis à paul@cabinet\.be/)).toBeInTheDocument();
    expect(inputOf(calls, 'cabinets.resendInvite')).toContain('"inviteId":8');
  });

  it('removes a member after a confirmation', async () => {
    const calls = open(ownerDetail(), { 'cabinets.removeMember': ok() });
    const menu = await openMemberMenu('Julien Lefèvre');
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Retirer du cabinet' }));
    const dialog = await screen.findByRole('dialog', { name: nb('Retirer Julien Lefèvre du cabinet ?') });
    expect(dialog).toHaveTextContent('perdra aussitôt l’accès');
    expect(called(calls, 'cabinets.removeMember')).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Retirer du cabinet' }));
    expect(await screen.findByText('Julien Lefèvre a été retiré du cabinet.')).toBeInTheDocument();
    expect(inputOf(calls, 'cabinets.removeMember')).toContain('"userId":2');
  });

  it('transfers the ownership after a confirmation that explains I become a member', async () => {
    const calls = open(ownerDetail(), { 'cabinets.transferOwnership': ok() });
    const menu = await openMemberMenu('Julien Lefèvre');
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Nommer propriétaire' }));
    const dialog = await screen.findByRole('dialog', { name: nb('Nommer Julien Lefèvre propriétaire ?') });
    expect(dialog).toHaveTextContent('Vous deviendrez simple membre');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Transférer la propriété' }));
    expect(await screen.findByText(/Julien Lefèvre est maintenant propriétaire du cabinet/)).toBeInTheDocument();
    expect(inputOf(calls, 'cabinets.transferOwnership')).toContain('"userId":2');
  });

  it('lets a member leave after a confirmation that their copies stay theirs, then shows /cabinet', async () => {
    const calls = open(memberDetail(), { 'cabinets.leave': ok() });
    fireEvent.click(await screen.findByRole('button', { name: 'Quitter le cabinet' }));
    const dialog = await screen.findByRole('dialog', { name: nb('Quitter « Cabinet Kiné des Lilas » ?') });
    expect(dialog).toHaveTextContent('Les copies que vous en avez faites restent les vôtres');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Quitter le cabinet' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/fr/cabinet');
    expect(inputOf(calls, 'cabinets.leave')).toContain('"id":5');
  });

  it('duplicates a shared template and links to the copy’s editor', async () => {
    const calls = open(memberDetail(), { 'cabinets.duplicateTemplate': ok({ template: { id: 77, name: 'Suivi genou' } }) });
    fireEvent.click(await screen.findByRole('button', { name: nb('Dupliquer dans mes modèles : Suivi genou') }));
    expect(await screen.findByText('« Suivi genou » a été ajouté à vos modèles.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ouvrir la copie' })).toHaveAttribute('href', '/fr/templates/77/edit');
    expect(inputOf(calls, 'cabinets.duplicateTemplate')).toContain('"templateId":32');
  });

  it('unshares after a confirmation, and explains a refusal', async () => {
    let refuse = true;
    const calls = open(ownerDetail(), {
      'cabinets.unshareTemplate': () =>
        refuse ? { error: { appCode: 'CABINET_UNSHARE_NOT_ALLOWED', httpStatus: 403 } } : { data: { success: true } },
    });
    fireEvent.click(await screen.findByRole('button', { name: nb('Retirer du cabinet : Bilan épaule') }));
    const dialog = await screen.findByRole('dialog', { name: nb('Retirer « Bilan épaule » du cabinet ?') });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Retirer le partage' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'seule la personne qui a partagé ce modèle ou le propriétaire du cabinet peut le retirer',
    );
    refuse = false;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Retirer le partage' }));
    expect(await screen.findByText('« Bilan épaule » n’est plus partagé dans ce cabinet.')).toBeInTheDocument();
    expect(called(calls, 'cabinets.unshareTemplate')).toHaveLength(2);
  });

  it('deletes the cabinet only once its name is typed, then shows /cabinet', async () => {
    const calls = open(ownerDetail(), { 'cabinets.delete': ok() });
    fireEvent.click(await screen.findByRole('button', { name: 'Supprimer le cabinet' }));
    const dialog = await screen.findByRole('dialog', { name: nb('Supprimer « Cabinet Kiné des Lilas » ?') });
    expect(dialog).toHaveTextContent('Les modèles de chacun et leurs copies sont conservés');
    const field = within(dialog).getByLabelText(/Pour confirmer, saisissez le nom du cabinet/);
    fireEvent.change(field, { target: { value: 'Cabinet Kiné' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Supprimer définitivement' }));
    expect(await within(dialog).findByText('Le nom saisi ne correspond pas au nom du cabinet.')).toBeInTheDocument();
    expect(called(calls, 'cabinets.delete')).toEqual([]);
    fireEvent.change(field, { target: { value: 'Cabinet Kiné des Lilas ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Supprimer définitivement' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/fr/cabinet');
    expect(inputOf(calls, 'cabinets.delete')).toContain('"id":5');
  });
});
