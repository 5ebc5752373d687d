// /admin/mails: the mails that failed for good with their kind, masked recipient, last answer, failure time and
// attempts; the loading, empty, filtered-empty and error states; the kind filter; "Send again" showing "queued" before
// the server answers, and saying why when the server refuses (CONFLICT) or cannot be reached.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_STORAGE_KEY } from '@praxiform/domain';
import { ADMINISTRATOR_ME } from '../../../test/account-fixtures';
import { fakeTrpc, renderAuthPage, type TFakeAnswer, type TFakeCall } from '../../../test/render-page';
import type { TAdminFailedMail } from '../../../lib/api-types';
import { AdminMailsPage } from './admin-mails-page';

function mail(over: Partial<TAdminFailedMail> = {}): TAdminFailedMail {
  return {
    id: '0b6f5a52-8f0e-4c3e-9d5e-2a4b1c7d9e01',
    kind: 'formInvitation',
    recipientMasked: 'c•••@cabinet.fr',
    lastError: 'SMTP 550 5.1.1 <recipient>: Recipient address rejected',
    attempts: 1,
    createdAt: '2026-03-12T09:00:00.000Z',
    failedAt: '2026-03-12T09:00:05.000Z',
    ...over,
  };
}
const SECOND = mail({
  id: '7c1d2e3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f',
  kind: 'passwordReset',
  recipientMasked: 'j•••@example.org',
  lastError: null,
  attempts: 14,
  failedAt: '2026-03-11T08:00:00.000Z',
});

type TList = { items: TAdminFailedMail[]; total: number; page: number; pageSize: number };
const list = (items: TAdminFailedMail[]): TList => ({ items, total: items.length, page: 1, pageSize: 20 });

function serve(failed: (input: Record<string, unknown>) => TFakeAnswer, resend?: (input: Record<string, unknown>) => TFakeAnswer): TFakeCall[] {
  return fakeTrpc({
    'auth.me': () => ({ data: { user: ADMINISTRATOR_ME } }),
    'admin.mails.failed': (input) => failed(unbatched(input)),
    ...(resend ? { 'admin.mails.resend': (input: unknown) => resend(unbatched(input)) } : {}),
  });
}

/** A batched call's input is under "0". */
function unbatched(input: unknown): Record<string, unknown> {
  const record = (input ?? {}) as Record<string, unknown>;
  return ('0' in record ? record['0'] : record) as Record<string, unknown>;
}

function open(url = '/fr/admin/mails') {
  renderAuthPage(<AdminMailsPage />, { path: '/admin/mails', url });
}

/** The table (wide screens); the cards below carry the same rows for phones. */
const table = async () => screen.findByRole('table', { name: 'Échecs définitifs' });
const cards = () => screen.getByRole('list', { name: 'Échecs définitifs' });

beforeEach(() => window.localStorage.setItem(TOKEN_STORAGE_KEY, 'session-token'));
afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('AdminMailsPage', () => {
  it('lists the failed mails: kind translated, masked recipient, last answer, failure time, attempts, in a table and in cards', async () => {
    serve(() => ({ data: list([mail(), SECOND]) }));
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'E-mails en échec' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Chargement des e-mails en échec…');
    const rows = within(await table()).getAllByTestId('failed-mail-row');
    expect(rows).toHaveLength(2);
    expect(screen.getByRole('heading', { level: 2, name: /^Échecs définitifs\s*\(2\)$/ })).toBeInTheDocument();
    expect(rows[0]).toHaveTextContent('Lien de formulaire');
    expect(rows[0]).toHaveTextContent('c•••@cabinet.fr');
    expect(rows[0]).toHaveTextContent('SMTP 550 5.1.1 <recipient>: Recipient address rejected');
    expect(within(rows[0]!).getByText(/12 mars 2026/)).toHaveAttribute('datetime', '2026-03-12T09:00:05.000Z');
    expect(rows[1]).toHaveTextContent('Réinitialisation du mot de passe');
    expect(rows[1]).toHaveTextContent('Aucune réponse enregistrée');
    expect(rows[1]).toHaveTextContent('14');
    const phone = within(cards()).getAllByTestId('failed-mail-card');
    expect(phone).toHaveLength(2);
    expect(phone[1]).toHaveTextContent('14 tentatives');
    expect(phone[0]).toHaveTextContent('1 tentative');
    expect(within(phone[0]!).getByRole('button', { name: 'Renvoyer l’e-mail à c•••@cabinet.fr' })).toBeInTheDocument();
  });

  it('says so when no mail failed for good, and when none of the chosen kind did', async () => {
    const calls = serve(() => ({ data: list([]) }));
    open();
    expect(await screen.findByRole('heading', { name: 'Aucun e-mail en échec définitif' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Voir tous les types' })).not.toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Type d’e-mail'), { target: { value: 'supportReply' } });
    expect(await screen.findByRole('heading', { name: 'Aucun e-mail de ce type en échec' })).toBeInTheDocument();
    expect(calls.filter((call) => call.procedure === 'admin.mails.failed').map((call) => unbatched(call.input).kind)).toEqual([
      undefined,
      'supportReply',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Voir tous les types' }));
    expect(await screen.findByRole('heading', { name: 'Aucun e-mail en échec définitif' })).toBeInTheDocument();
  });

  it('reads the kind and page from the URL and offers every kind in the filter', async () => {
    const calls = serve((input) => ({ data: { ...list([mail()]), total: 45, page: input.page } }));
    open('/fr/admin/mails?kind=formInvitation&page=2');
    await table();
    expect(unbatched(calls.find((call) => call.procedure === 'admin.mails.failed')!.input)).toEqual({
      kind: 'formInvitation',
      page: 2,
      pageSize: 20,
    });
    const options = within(screen.getByLabelText('Type d’e-mail')).getAllByRole('option');
    expect(options[0]).toHaveTextContent('Tous les types');
    expect(options.map((option) => option.textContent)).toContain('Réponse du support');
    expect(screen.getByRole('navigation', { name: 'Pages des e-mails en échec' })).toBeInTheDocument();
  });

  it('shows the error with a retry when the list cannot be loaded', async () => {
    let fail = true;
    serve(() => (fail ? { error: { appCode: 'INTERNAL_ERROR', httpStatus: 500 } } : { data: list([mail()]) }));
    open();
    expect(await screen.findByText('Les e-mails en échec n’ont pas pu être chargés.')).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: /Réessayer/ }));
    expect(within(await table()).getAllByTestId('failed-mail-row')).toHaveLength(1);
  });

  it('"Send again" shows the mail queued at once, before the server answers, and keeps it so', async () => {
    const calls = serve(
      () => ({ data: list([mail(), SECOND]) }),
      (input) => ({ data: { id: input.id, status: 'queued' } }),
    );
    // The resend's answer waits for the gate: the row must say "queued" before it.
    const answered = globalThis.fetch;
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).includes('admin.mails.resend')) await gate;
      return answered(input, init);
    });
    open();
    const row = within(await table()).getAllByTestId('failed-mail-row')[0]!;
    fireEvent.click(within(row).getByRole('button', { name: 'Renvoyer l’e-mail à c•••@cabinet.fr' }));
    expect(await within(row).findByTestId('mail-queued')).toHaveTextContent('En file d’envoi');
    expect(within(row).queryByRole('button')).not.toBeInTheDocument();
    // The card of the same mail says it too; the other mail keeps its button.
    expect(within(within(cards()).getAllByTestId('failed-mail-card')[0]!).getByTestId('mail-queued')).toBeInTheDocument();
    expect(within(within(await table()).getAllByTestId('failed-mail-row')[1]!).getByRole('button', { name: /Renvoyer/ })).toBeInTheDocument();
    expect(calls.filter((call) => call.procedure === 'admin.mails.resend')).toHaveLength(0);

    release();
    await waitFor(() =>
      expect(calls.filter((call) => call.procedure === 'admin.mails.resend').map((call) => unbatched(call.input))).toEqual([{ id: mail().id }]),
    );
    await waitFor(() => expect(within(row).getByTestId('mail-queued')).toBeInTheDocument());
    expect(within(row).queryByRole('alert')).not.toBeInTheDocument();
    // Not refetched: the row stays, saying "queued".
    expect(calls.filter((call) => call.procedure === 'admin.mails.failed')).toHaveLength(1);
  });

  it('says why when the server refuses (CONFLICT) and gives the button back; another failure says its reason', async () => {
    let code = 'CONFLICT';
    serve(
      () => ({ data: list([mail()]) }),
      () => ({ error: { appCode: code, httpStatus: code === 'CONFLICT' ? 409 : 500 } }),
    );
    open();
    const row = within(await table()).getAllByTestId('failed-mail-row')[0]!;
    fireEvent.click(within(row).getByRole('button', { name: /Renvoyer/ }));
    expect((await within(row).findByRole('alert')).textContent).toBe(
      'Cet e-mail ne peut plus être renvoyé\u00a0: il a déjà été renvoyé, ou son lien de formulaire a changé depuis.',
    );
    expect(within(row).queryByTestId('mail-queued')).not.toBeInTheDocument();

    code = 'INTERNAL_ERROR';
    fireEvent.click(within(row).getByRole('button', { name: /Renvoyer/ }));
    await waitFor(() => expect(within(row).getByRole('alert').textContent).toMatch(/^L’e-mail n’a pas pu être remis en file d’envoi\u00a0: \S/));
    expect(within(row).getByRole('button', { name: /Renvoyer/ })).toBeInTheDocument();
  });
});
