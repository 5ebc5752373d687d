// The access history card of the patient page (docs/access-log.md): closed until asked for, then who (you, a colleague,
// an administrator marked in words, a deleted account), what, when and from where, page after page; its empty and
// failed states; and the link to the access log filtered on the patient.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accessEntry, accessPage } from '../../test/access-log-fixtures';
import { fakeTrpc, renderAuthPage, type TFakeAnswer, type TFakeCall } from '../../test/render-page';
import { AccessHistorySection } from './access-history-section';

const inputOf = (input: unknown) => ((input as Record<string, unknown> | undefined)?.[0] ?? input) as Record<string, unknown> | undefined;
const callsOf = (calls: TFakeCall[], procedure: string) => calls.filter((c) => c.procedure === procedure).map((c) => inputOf(c.input));

function open(accessHistory: (input: Record<string, unknown> | undefined) => TFakeAnswer) {
  const calls = fakeTrpc({ 'patients.accessHistory': (input) => accessHistory(inputOf(input)) });
  renderAuthPage(<AccessHistorySection patientId={7} />, { path: '/patients/:id', url: '/fr/patients/7' });
  return calls;
}

const showButton = () => screen.getByRole('button', { name: 'Afficher l’historique' });

afterEach(() => vi.unstubAllGlobals());

describe('AccessHistorySection', () => {
  it('asks for nothing until opened, and links to the access log filtered on the patient', async () => {
    const calls = open(() => ({ data: accessPage([]) }));
    const region = screen.getByRole('region', { name: 'Historique des accès' });
    expect(within(region).getByRole('link', { name: 'Tous les accès' })).toHaveAttribute('href', '/fr/access-log?patient=7');
    expect(showButton()).toHaveAttribute('aria-expanded', 'false');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(callsOf(calls, 'patients.accessHistory')).toEqual([]);
  });

  it('says who read what, when and from where: you, an administrator, a deleted account, each kind in words', async () => {
    const calls = open(() => ({
      data: accessPage([
        accessEntry({ id: 'a1' }),
        accessEntry({
          id: 'a2',
          kind: 'pdf_exported',
          actor: { self: false, isAdministrator: true, role: 'member', name: 'Alice Moreau' },
          ip: '198.51.100.4',
          device: null,
        }),
        accessEntry({
          id: 'a3',
          kind: 'submission_viewed',
          actor: { self: false, isAdministrator: false, role: 'member', name: null },
          ip: null,
          device: null,
        }),
        accessEntry({ id: 'a4', kind: 'fhir_exported' }),
        accessEntry({ id: 'a5', kind: 'picture_viewed' }),
        accessEntry({ id: 'a6', kind: 'patient_list_viewed', patient: null }),
      ]),
    }));
    fireEvent.click(showButton());
    const entries = await screen.findAllByTestId('access-entry');
    expect(callsOf(calls, 'patients.accessHistory')).toEqual([{ patientId: 7, page: 1, pageSize: 10 }]);
    expect(screen.getByRole('button', { name: 'Masquer l’historique' })).toHaveAttribute('aria-expanded', 'true');
    expect(entries).toHaveLength(6);

    const [mine, admin, deleted, fhir, picture, list] = entries as [HTMLElement, HTMLElement, HTMLElement, HTMLElement, HTMLElement, HTMLElement];
    expect(mine).toHaveTextContent('Dossier consulté');
    expect(mine).toHaveTextContent('Vous');
    expect(mine).toHaveTextContent('12 mars 2026');
    expect(mine).toHaveTextContent('192.0.2.10 · Firefox 132 · Windows');
    expect(mine).not.toHaveTextContent('Administrateur');

    expect(admin).toHaveTextContent('Export PDF');
    expect(admin).toHaveTextContent('Alice Moreau');
    expect(within(admin).getByText('Administrateur')).toBeInTheDocument();
    expect(admin).toHaveTextContent('198.51.100.4');
    expect(admin).not.toHaveTextContent('Vous');

    expect(deleted).toHaveTextContent('Réponses consultées');
    expect(deleted).toHaveTextContent('Compte supprimé');
    expect(deleted).toHaveTextContent('Origine inconnue');

    expect(fhir).toHaveTextContent('Export FHIR');
    expect(picture).toHaveTextContent('Image d’une réponse consultée');
    expect(list).toHaveTextContent('Liste des patients consultée');
  });

  it('my own reads are "You" even as an administrator: the badge marks someone else’s', async () => {
    open(() => ({ data: accessPage([accessEntry({ actor: { self: true, isAdministrator: true, role: 'member', name: 'Julien Lefèvre' } })]) }));
    fireEvent.click(showButton());
    const [entry] = await screen.findAllByTestId('access-entry');
    expect(entry).toHaveTextContent('Vous');
    expect(entry).not.toHaveTextContent('Administrateur');
    expect(entry).not.toHaveTextContent('Julien Lefèvre');
  });

  it('shows more, page after page, each entry once, focus on the first new one', async () => {
    const all = Array.from({ length: 12 }, (_, index) => accessEntry({ id: `e${index}` }));
    const calls = open((input) => {
      const page = Number(input?.page);
      // A new read came in between the two pages: the first item of page 2 is the last of page 1.
      return { data: accessPage(page === 1 ? all.slice(0, 10) : all.slice(9), { total: 12, page }) };
    });
    fireEvent.click(showButton());
    expect(await screen.findAllByTestId('access-entry')).toHaveLength(10);
    expect(screen.getByText('10 affichés sur 12')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Voir plus' }));
    await waitFor(() => expect(screen.getAllByTestId('access-entry')).toHaveLength(12));
    expect(callsOf(calls, 'patients.accessHistory').map((input) => input?.page)).toEqual([1, 2]);
    expect(screen.queryByRole('button', { name: 'Voir plus' })).toBeNull();
    await waitFor(() => expect(screen.getAllByTestId('access-entry')[10]).toHaveFocus());
  });

  it('says when nothing was recorded, and when the history failed, with a retry', async () => {
    let fail = true;
    open(() => (fail ? { error: { appCode: 'INTERNAL', httpStatus: 500 } } : { data: accessPage([]) }));
    fireEvent.click(showButton());
    expect(await screen.findByText('L’historique des accès n’a pas pu être chargé.')).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('Aucun accès enregistré pour ce patient.')).toBeInTheDocument();
  });
});
