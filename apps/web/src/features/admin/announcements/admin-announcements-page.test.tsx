// /admin/announcements: the list with each announcement's level, state, window, author and dismissals; the loading,
// empty and error states; creating one (checked in the browser, the server's field errors on their fields, the
// preview, the audience), editing, deactivating at once, and deleting after a confirmation (docs/announcements-api.md).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_STORAGE_KEY } from '@praxiform/domain';
import { fakeTrpc, renderAuthPage, type TFakeAnswer, type TFakeCall } from '../../../test/render-page';
import type { TAdminAnnouncement } from '../../../lib/api-types';
import { AdminAnnouncementsPage } from './admin-announcements-page';
import { announcementState, localInputToIso, toLocalInput } from './announcement-time';
import { ADMINISTRATOR_ME } from '../../../test/account-fixtures';

const ME = ADMINISTRATOR_ME;
const HOUR = 3600_000;
const iso = (offset: number) => new Date(Date.now() + offset).toISOString();

function announcement(over: Partial<TAdminAnnouncement> = {}): TAdminAnnouncement {
  return {
    id: 7,
    title: 'Maintenance ce soir',
    body: 'Le service sera coupé de 22 h à 23 h.',
    titleEn: 'Maintenance tonight',
    bodyEn: 'The service will be down.',
    titleNl: null,
    bodyNl: null,
    level: 'warning',
    audience: 'everyone',
    active: true,
    startsAt: iso(-HOUR),
    endsAt: iso(HOUR),
    createdByName: 'Alice Admin',
    createdAt: iso(-2 * HOUR),
    updatedAt: iso(-2 * HOUR),
    dismissals: 3,
    ...over,
  } as TAdminAnnouncement;
}

function serve(items: () => TAdminAnnouncement[], more: Record<string, (input: unknown) => TFakeAnswer> = {}): TFakeCall[] {
  return fakeTrpc({
    'auth.me': () => ({ data: { user: ME } }),
    'admin.announcements.list': () => ({ data: { items: items() } }),
    ...more,
  });
}

function open() {
  renderAuthPage(<AdminAnnouncementsPage />, { path: '/admin/announcements' });
}

/** The inputs a procedure was called with (a batched call's input is under "0"). */
const sent = (calls: TFakeCall[], procedure: string) =>
  calls
    .filter((call) => call.procedure === procedure)
    .map((call) => {
      const input = call.input as Record<string, unknown>;
      return (input && '0' in input ? input['0'] : input) as Record<string, unknown>;
    });
/** French quotes as the texts write them, with no-break spaces inside. */
const quoted = (text: string) => `«\u00a0${text}\u00a0»`;
const rowOf = async (title: string) => (await screen.findAllByTestId('announcement-row')).find((item) => item.textContent?.includes(title))!;

beforeEach(() => window.localStorage.setItem(TOKEN_STORAGE_KEY, 'session-token'));
afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('announcement dates', () => {
  it('turns a datetime-local value into an instant with the browser’s offset, and back', () => {
    const value = localInputToIso('2026-03-12T14:05');
    expect(value).toMatch(/^2026-03-12T14:05:00[+-]\d{2}:\d{2}$/);
    expect(new Date(value!).getTime()).toBe(new Date('2026-03-12T14:05').getTime());
    expect(toLocalInput(value!)).toBe('2026-03-12T14:05');
    expect(localInputToIso('')).toBeNull();
    expect(localInputToIso('2026-13-45T99:99')).toBeNull();
  });

  it('says whether an announcement is live, scheduled, ended or deactivated', () => {
    const now = Date.now();
    expect(announcementState(announcement(), now)).toBe('live');
    expect(announcementState(announcement({ endsAt: null }), now)).toBe('live');
    expect(announcementState(announcement({ startsAt: iso(HOUR) }), now)).toBe('scheduled');
    expect(announcementState(announcement({ startsAt: iso(-2 * HOUR), endsAt: iso(-HOUR) }), now)).toBe('ended');
    expect(announcementState(announcement({ active: false }), now)).toBe('inactive');
  });
});

describe('AdminAnnouncementsPage', () => {
  it('lists the announcements with their level, state, languages, audience, window, author and dismissals', async () => {
    serve(() => [
      announcement(),
      announcement({
        id: 8,
        title: 'Nouveaux modèles',
        level: 'info',
        titleEn: null,
        bodyEn: null,
        startsAt: iso(HOUR),
        endsAt: null,
        dismissals: 1,
        createdByName: null,
        audience: 'before',
      }),
      announcement({ id: 9, title: 'Ancienne annonce', startsAt: iso(-3 * HOUR), endsAt: iso(-HOUR), titleNl: 'Oud', dismissals: 0 }),
      announcement({ id: 10, title: 'Mise en pause', active: false }),
    ]);
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'Annonces' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Chargement des annonces…');
    const rows = await screen.findAllByTestId('announcement-row');
    expect(rows).toHaveLength(4);
    expect(screen.getByRole('heading', { level: 2, name: /^Toutes les annonces\s*\(4\)$/ })).toBeInTheDocument();
    expect(rows[0]).toHaveTextContent('Maintenance ce soir');
    expect(rows[0]).toHaveTextContent('Important');
    expect(within(rows[0]!).getByTestId('announcement-state')).toHaveTextContent('En ligne');
    expect(within(rows[0]!).getByTitle('anglais')).toHaveTextContent('EN');
    expect(within(rows[0]!).queryByTitle('néerlandais')).not.toBeInTheDocument();
    expect(rows[0]).toHaveTextContent(/^.*Du .+ au .+/);
    expect(rows[0]).toHaveTextContent('Créée par Alice Admin');
    expect(rows[0]).toHaveTextContent('Destinataires : Tous les comptes');
    expect(rows[1]).toHaveTextContent('Destinataires : Comptes créés avant sa publication');
    expect(rows[0]).toHaveTextContent('Masquée par 3 utilisateurs');
    expect(within(rows[0]!).getByRole('switch', { name: 'Active Maintenance ce soir' })).toBeChecked();
    expect(rows[1]).toHaveTextContent('Information');
    expect(within(rows[1]!).getByTestId('announcement-state')).toHaveTextContent('Programmée');
    expect(rows[1]).toHaveTextContent(/À partir du .+, sans fin/);
    expect(rows[1]).toHaveTextContent('Auteur supprimé');
    expect(rows[1]).toHaveTextContent('Masquée par 1 utilisateur');
    expect(within(rows[1]!).queryByTitle('anglais')).not.toBeInTheDocument();
    expect(within(rows[2]!).getByTestId('announcement-state')).toHaveTextContent('Terminée');
    expect(within(rows[2]!).getByTitle('néerlandais')).toBeInTheDocument();
    expect(within(rows[3]!).getByTestId('announcement-state')).toHaveTextContent('Désactivée');
    expect(within(rows[3]!).getByRole('switch')).not.toBeChecked();
  });

  it('invites to create the first announcement when there is none', async () => {
    serve(() => []);
    open();
    expect(await screen.findByRole('heading', { name: 'Aucune annonce pour l’instant' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Créer la première annonce' }));
    expect(await screen.findByRole('dialog', { name: 'Nouvelle annonce' })).toBeInTheDocument();
  });

  it('says when the list could not be loaded, and retries', async () => {
    let fail = true;
    const calls = fakeTrpc({
      'auth.me': () => ({ data: { user: ME } }),
      'admin.announcements.list': () => (fail ? { error: { appCode: 'INTERNAL_ERROR', httpStatus: 500 } } : { data: { items: [announcement()] } }),
    });
    open();
    expect(await screen.findByText('Impossible de charger les annonces.')).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByTestId('announcement-row')).toHaveTextContent('Maintenance ce soir');
    expect(sent(calls, 'admin.announcements.list').length).toBeGreaterThanOrEqual(2);
  });

  it('creates an announcement with its translations, level, audience and window, previewing the banner', async () => {
    let items: TAdminAnnouncement[] = [];
    const calls = serve(() => items, {
      'admin.announcements.create': () => {
        items = [announcement({ id: 11, title: 'Maintenance ce soir' })];
        return { data: { announcement: items[0] } };
      },
    });
    open();
    await screen.findByRole('heading', { name: 'Aucune annonce pour l’instant' });
    fireEvent.click(screen.getByRole('button', { name: 'Nouvelle annonce' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nouvelle annonce' });
    expect(dialog).toHaveTextContent('Une traduction laissée vide affiche le texte français.');
    const [frTitle, enTitle] = within(dialog).getAllByLabelText(/^Titre/);
    const [frBody, enBody] = within(dialog).getAllByLabelText(/^Texte/);
    fireEvent.change(frTitle!, { target: { value: 'Maintenance ce soir' } });
    fireEvent.change(frBody!, { target: { value: 'Le service sera coupé.' } });
    fireEvent.change(enTitle!, { target: { value: 'Maintenance tonight' } });
    fireEvent.change(enBody!, { target: { value: 'The service will be down.' } });
    fireEvent.change(within(dialog).getByLabelText('Niveau'), { target: { value: 'warning' } });
    const audience = within(dialog).getByLabelText('Destinataires');
    expect(audience).toHaveValue('everyone');
    expect(audience).toHaveAccessibleDescription(/un compte créé ensuite ne la verra pas/);
    expect(
      within(audience)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Tous les comptes', 'Comptes créés avant sa publication', 'Comptes en période d’essai', 'Abonnés payants', 'Administrateurs']);
    fireEvent.change(audience, { target: { value: 'before' } });
    expect(within(dialog).getAllByText('19 / 150')).toHaveLength(2);
    const start = within(dialog).getByLabelText('Début') as HTMLInputElement;
    expect(start.value).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    fireEvent.change(within(dialog).getByLabelText(/^Fin/), { target: { value: '2099-01-01T10:00' } });

    const preview = within(dialog).getByTestId('announcement-preview');
    expect(preview).toHaveTextContent('Important : Maintenance ce soir');
    fireEvent.change(within(dialog).getByLabelText('Langue de l’aperçu'), { target: { value: 'en' } });
    expect(preview).toHaveTextContent('Maintenance tonight');
    expect(preview).toHaveTextContent('The service will be down.');
    fireEvent.change(within(dialog).getByLabelText('Langue de l’aperçu'), { target: { value: 'nl' } });
    expect(preview).toHaveTextContent('Maintenance ce soir');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Publier l’annonce' }));
    expect(await screen.findByText('L’annonce « Maintenance ce soir » est publiée.')).toBeInTheDocument();
    const [input] = sent(calls, 'admin.announcements.create');
    expect(input).toMatchObject({
      title: 'Maintenance ce soir',
      body: 'Le service sera coupé.',
      titleEn: 'Maintenance tonight',
      bodyEn: 'The service will be down.',
      titleNl: '',
      level: 'warning',
      audience: 'before',
    });
    expect(input!.startsAt).toMatch(/T\d{2}:\d{2}:00[+-]\d{2}:\d{2}$/);
    expect(input!.endsAt).toBe(localInputToIso('2099-01-01T10:00'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByTestId('announcement-row')).toHaveTextContent('Maintenance ce soir');
  });

  it('checks the fields in the browser before calling the server', async () => {
    const calls = serve(() => []);
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Nouvelle annonce' }));
    const dialog = await screen.findByRole('dialog');
    const [frTitle] = within(dialog).getAllByLabelText(/^Titre/);
    fireEvent.change(within(dialog).getByLabelText('Début'), { target: { value: '2099-01-02T10:00' } });
    fireEvent.change(within(dialog).getByLabelText(/^Fin/), { target: { value: '2099-01-01T10:00' } });
    fireEvent.change(within(dialog).getAllByLabelText(/^Titre/)[2]!, { target: { value: 'x'.repeat(151) } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Publier l’annonce' }));
    expect(await within(dialog).findByText('Corrigez les champs signalés.')).toBeInTheDocument();
    expect(within(dialog).getAllByText('Ce champ est obligatoire.')).toHaveLength(2);
    expect(within(dialog).getByText('La fin doit être postérieure au début.')).toBeInTheDocument();
    expect(within(dialog).getByText('Le titre doit contenir au plus 150 caractères.')).toBeInTheDocument();
    expect(within(dialog).getByText('151 / 150')).toHaveClass('text-red-700');
    await waitFor(() => expect(frTitle).toHaveFocus());
    expect(sent(calls, 'admin.announcements.create')).toEqual([]);
  });

  it('shows the server’s field errors on their fields, and another failure under the form', async () => {
    let answer: TFakeAnswer = {
      error: { appCode: 'VALIDATION_FAILED', httpStatus: 422, issues: [{ path: ['endsAt'], message: 'ANNOUNCEMENT_END_BEFORE_START' }] },
    };
    serve(() => [], { 'admin.announcements.create': () => answer });
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Nouvelle annonce' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getAllByLabelText(/^Titre/)[0]!, { target: { value: 'Titre' } });
    fireEvent.change(within(dialog).getAllByLabelText(/^Texte/)[0]!, { target: { value: 'Texte' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Publier l’annonce' }));
    const end = within(dialog).getByLabelText(/^Fin/);
    await waitFor(() => expect(end).toHaveAttribute('aria-invalid', 'true'));
    expect(within(dialog).getByText('La fin doit être postérieure au début.')).toBeInTheDocument();
    answer = { error: { appCode: 'INTERNAL_ERROR', httpStatus: 500 } };
    fireEvent.click(within(dialog).getByRole('button', { name: 'Publier l’annonce' }));
    expect(await within(dialog).findByText(/L’annonce n’a pas été enregistrée\./)).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('edits an announcement from its current texts, audience and window', async () => {
    const calls = serve(() => [announcement({ audience: 'paying' })], {
      'admin.announcements.update': (input) => ({ data: { announcement: announcement({ title: (input as { 0: { title: string } })[0].title }) } }),
    });
    open();
    fireEvent.click(within(await rowOf('Maintenance ce soir')).getByRole('button', { name: `Modifier ${quoted('Maintenance ce soir')}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Modifier l’annonce' });
    const [frTitle, enTitle, nlTitle] = within(dialog).getAllByLabelText(/^Titre/);
    expect(frTitle).toHaveValue('Maintenance ce soir');
    expect(enTitle).toHaveValue('Maintenance tonight');
    expect(nlTitle).toHaveValue('');
    expect(within(dialog).getByLabelText('Niveau')).toHaveValue('warning');
    expect(within(dialog).getByLabelText('Destinataires')).toHaveValue('paying');
    expect(within(dialog).getByLabelText(/^Fin/)).toHaveValue(toLocalInput(announcement().endsAt!));
    fireEvent.change(frTitle!, { target: { value: 'Maintenance demain' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('L’annonce « Maintenance demain » est enregistrée.')).toBeInTheDocument();
    expect(sent(calls, 'admin.announcements.update')[0]).toMatchObject({ id: 7, title: 'Maintenance demain', level: 'warning', audience: 'paying' });
  });

  it('deactivates an announcement at once and says so, or says why it could not', async () => {
    let active = true;
    let fail = false;
    const calls = serve(() => [announcement({ active })], {
      'admin.announcements.setActive': (input) => {
        if (fail) return { error: { appCode: 'NOT_FOUND', httpStatus: 404 } };
        active = (input as { 0: { active: boolean } })[0].active;
        return { data: { announcement: announcement({ active }) } };
      },
    });
    open();
    fireEvent.click(within(await rowOf('Maintenance ce soir')).getByRole('switch'));
    expect(await screen.findByText('L’annonce « Maintenance ce soir » est désactivée : les praticiens ne la voient plus.')).toBeInTheDocument();
    expect(sent(calls, 'admin.announcements.setActive')[0]).toEqual({ id: 7, active: false });
    await waitFor(async () => expect(within(await rowOf('Maintenance ce soir')).getByTestId('announcement-state')).toHaveTextContent('Désactivée'));
    fail = true;
    fireEvent.click(within(await rowOf('Maintenance ce soir')).getByRole('switch'));
    expect(await screen.findByRole('alert')).toHaveTextContent(/L’annonce « Maintenance ce soir » n’a pas été modifiée : .+/);
  });

  it('deletes an announcement only after a confirmation that says its dismissals go too', async () => {
    let items = [announcement()];
    const calls = serve(() => items, {
      'admin.announcements.delete': () => {
        items = [];
        return { data: { id: 7 } };
      },
    });
    open();
    fireEvent.click(within(await rowOf('Maintenance ce soir')).getByRole('button', { name: `Supprimer ${quoted('Maintenance ce soir')}` }));
    const dialog = await screen.findByRole('dialog', { name: /^Supprimer l’annonce «\u00a0Maintenance ce soir\u00a0»\s\?$/ });
    expect(dialog).toHaveTextContent('ses masquages enregistrés (3) sont supprimés avec elle');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent(calls, 'admin.announcements.delete')).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: `Supprimer ${quoted('Maintenance ce soir')}` }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Supprimer l’annonce' }));
    expect(await screen.findByText('L’annonce « Maintenance ce soir » est supprimée.')).toBeInTheDocument();
    expect(sent(calls, 'admin.announcements.delete')[0]).toEqual({ id: 7 });
    expect(await screen.findByRole('heading', { name: 'Aucune annonce pour l’instant' })).toBeInTheDocument();
  });
});
