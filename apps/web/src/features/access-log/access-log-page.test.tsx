// The access log page: the filters (patient, first and last day) go to the URL and to patients.accessLog, a URL's
// filters fill the form, a last day before the first is refused, the entries show in a table and in cards, the empty
// state, and the CSV download carries the same filter.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accessEntry, accessPage } from '../../test/access-log-fixtures';
import { patientDetail } from '../../test/patient-fixtures';
import { fakeTrpc, renderAuthPage, type TFakeAnswer, type TFakeCall } from '../../test/render-page';
import { AccessLogPage } from './access-log-page';
import { accessLogCsvPath, accessLogViewToParams, parseAccessLogView } from './access-log-query';

const inputOf = (input: unknown) => ((input as Record<string, unknown> | undefined)?.[0] ?? input) as Record<string, unknown> | undefined;
const callsOf = (calls: TFakeCall[], procedure: string) => calls.filter((c) => c.procedure === procedure).map((c) => inputOf(c.input));

function SearchProbe() {
  return <output data-testid="search">{useLocation().search}</output>;
}

const PATIENTS = [patientDetail({ id: 7, firstName: 'Léa', lastName: 'Dubois' }), patientDetail({ id: 9, firstName: 'Marc', lastName: 'Peeters' })];

function open(url: string, accessLog: (input: Record<string, unknown> | undefined) => TFakeAnswer = () => ({ data: accessPage([accessEntry()]) })) {
  const calls = fakeTrpc({
    'patients.accessLog': (input) => accessLog(inputOf(input)),
    'patients.list': () => ({ data: { items: PATIENTS, total: PATIENTS.length, page: 1, pageSize: 100 } }),
  });
  renderAuthPage(
    <>
      <AccessLogPage />
      <SearchProbe />
    </>,
    { path: '/access-log', url },
  );
  return calls;
}

const search = () => screen.getByTestId('search').textContent;
const form = () => screen.getByRole('search', { name: 'Filtrer le journal' });

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:csv');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the access log view in the URL', () => {
  it('reads what is valid and writes only what is set', () => {
    expect(parseAccessLogView(new URLSearchParams('patient=7&from=2026-03-01&to=2026-02-31&page=2'))).toEqual({
      patientId: 7,
      from: '2026-03-01',
      to: null,
      page: 2,
    });
    expect(parseAccessLogView(new URLSearchParams('patient=abc&page=-1'))).toEqual({ patientId: null, from: null, to: null, page: 1 });
    expect(accessLogViewToParams({ patientId: null, from: '2026-03-01', to: null, page: 1 }).toString()).toBe('from=2026-03-01');
    expect(accessLogCsvPath({ patientId: 7, from: '2026-03-01', to: '2026-03-31' })).toBe(
      '/api/access-log.csv?patientId=7&from=2026-03-01&to=2026-03-31',
    );
    expect(accessLogCsvPath({ patientId: null, from: null, to: null })).toBe('/api/access-log.csv');
  });
});

describe('AccessLogPage', () => {
  it('lists every access, newest first, in a table and in cards: when, patient, what, who, from where', async () => {
    const calls = open('/fr/access-log', () => ({
      data: accessPage(
        [
          accessEntry({ id: 'a1' }),
          accessEntry({ id: 'a2', kind: 'patient_list_viewed', patient: null }),
          accessEntry({ id: 'a3', kind: 'fhir_exported', actor: { self: false, isAdministrator: true, role: 'member', name: 'Alice Moreau' } }),
        ],
        { total: 3, pageSize: 25 },
      ),
    }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Journal des accès' })).toBeInTheDocument();
    const rows = await screen.findAllByTestId('access-log-row');
    expect(callsOf(calls, 'patients.accessLog')).toEqual([{ page: 1, pageSize: 25 }]);
    expect(screen.getByText('3 accès')).toHaveAttribute('role', 'status');
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByRole('link', { name: 'Léa Dubois' })).toHaveAttribute('href', '/fr/patients/7');
    expect(rows[0]).toHaveTextContent('Dossier consulté');
    expect(rows[0]).toHaveTextContent('Vous');
    expect(rows[0]).toHaveTextContent('192.0.2.10 · Firefox 132 · Windows');
    expect(rows[1]).toHaveTextContent('Liste des patients consultée');
    expect(rows[1]).toHaveTextContent('Aucun patient en particulier');
    expect(rows[2]).toHaveTextContent('Alice Moreau');
    expect(rows[2]).toHaveTextContent('Administrateur');
    const cards = screen.getAllByTestId('access-log-card');
    expect(cards).toHaveLength(3);
    expect(cards[0]).toHaveTextContent('Léa Dubois');
  });

  it('writes the chosen patient and days to the URL, and asks for them', async () => {
    const calls = open('/fr/access-log');
    await screen.findAllByTestId('access-log-row');
    const patient = within(form()).getByLabelText('Patient');
    await within(patient).findByRole('option', { name: 'Léa Dubois' });
    fireEvent.change(patient, { target: { value: '7' } });
    fireEvent.change(within(form()).getByLabelText('Du'), { target: { value: '2026-03-01' } });
    fireEvent.change(within(form()).getByLabelText('Au'), { target: { value: '2026-03-31' } });
    fireEvent.click(within(form()).getByRole('button', { name: 'Filtrer' }));
    await waitFor(() => expect(search()).toBe('?patient=7&from=2026-03-01&to=2026-03-31'));
    await waitFor(() =>
      expect(callsOf(calls, 'patients.accessLog').at(-1)).toEqual({ patientId: 7, from: '2026-03-01', to: '2026-03-31', page: 1, pageSize: 25 }),
    );

    // Clearing goes back to every access.
    fireEvent.click(await within(form()).findByRole('button', { name: 'Effacer les filtres' }));
    await waitFor(() => expect(search()).toBe(''));
  });

  it('fills the form from the URL, and refuses a last day before the first', async () => {
    open('/fr/access-log?patient=7&from=2026-03-10&page=2');
    await screen.findAllByTestId('access-log-row');
    await waitFor(() => expect(within(form()).getByLabelText('Patient')).toHaveValue('7'));
    expect(within(form()).getByLabelText('Du')).toHaveValue('2026-03-10');
    fireEvent.change(within(form()).getByLabelText('Au'), { target: { value: '2026-03-01' } });
    fireEvent.click(within(form()).getByRole('button', { name: 'Filtrer' }));
    const to = within(form()).getByLabelText('Au');
    await waitFor(() => expect(to).toHaveAttribute('aria-invalid', 'true'));
    expect(to).toHaveAccessibleDescription('La fin doit être postérieure au début.');
    expect(search()).toBe('?patient=7&from=2026-03-10&page=2');
  });

  it('says when nothing matches the filters', async () => {
    open('/fr/access-log?from=2020-01-01&to=2020-01-02', () => ({ data: accessPage([]) }));
    expect(await screen.findByText('Aucun accès enregistré pour ces critères')).toBeInTheDocument();
    expect(screen.queryByTestId('access-log-row')).toBeNull();
  });

  it('downloads the CSV of the same filter', async () => {
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    open('/fr/access-log?patient=7&from=2026-03-01');
    await screen.findAllByTestId('access-log-row');
    const trpcFetch = globalThis.fetch;
    const asked: { url: string; accept: string | null }[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (!url.startsWith('/api/access-log.csv')) return trpcFetch(input, init);
      asked.push({ url, accept: new Headers(init?.headers).get('Accept') });
      return new Response('\ufeffdate;patient\n', { status: 200, headers: { 'Content-Type': 'text/csv' } });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Exporter en CSV' }));
    await waitFor(() => expect(clicked).toEqual(['journal-des-acces.csv']));
    expect(asked).toEqual([{ url: '/api/access-log.csv?patientId=7&from=2026-03-01', accept: 'text/csv' }]);
  });
});
