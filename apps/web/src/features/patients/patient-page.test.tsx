// The patient page: unknown ids are "not found", the history shows statuses and scores, and a failed export says so and retries.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAuthPage } from '../../test/render-page';
import { PatientPage } from './patient-page';
import { patientDetail, submissionView } from '../../test/patient-fixtures';

type THandler = (url: URL) => Response;

/** Answers tRPC procedures (one per request) and the REST PDF paths; records every URL asked. */
function stubServer(procedures: Record<string, () => unknown>, rest: Record<string, THandler> = {}) {
  const asked: string[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    asked.push(url.pathname);
    if (url.pathname.startsWith('/api/trpc/')) {
      const procedure = url.pathname.replace('/api/trpc/', '');
      // Queries started in the same tick come batched (a,b?batch=1): one answer each, in order.
      if (procedure.includes(',')) {
        return Response.json(
          procedure.split(',').map((name) => {
            const answer = procedures[name];
            return answer
              ? { result: { data: answer() } }
              : { error: { message: 'NOT_FOUND', code: -32004, data: { code: 'NOT_FOUND', httpStatus: 404, appCode: 'NOT_FOUND' } } };
          }),
        );
      }
      const answer = procedures[procedure];
      if (!answer) {
        return Response.json(
          { error: { message: 'NOT_FOUND', code: -32004, data: { code: 'NOT_FOUND', httpStatus: 404, appCode: 'NOT_FOUND' } } },
          { status: 404 },
        );
      }
      return Response.json({ result: { data: answer() } });
    }
    const handler = rest[url.pathname];
    return handler ? handler(url) : new Response(null, { status: 404 });
  });
  return asked;
}

const open = (id: string) => renderAuthPage(<PatientPage />, { path: '/patients/:id', url: `/fr/patients/${id}` });

let clicked: { download: string; href: string }[] = [];
beforeEach(() => {
  clicked = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push({ download: this.download, href: this.href });
  });
  URL.createObjectURL = vi.fn(() => 'blob:pdf');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('PatientPage', () => {
  it('shows the not-found state for an unknown or foreign patient', async () => {
    stubServer({});
    open('99');
    expect(await screen.findByRole('heading', { name: 'Patient introuvable' })).toBeInTheDocument();
  });

  it('shows the not-found state for an id that is not a number, without asking the server', async () => {
    const asked = stubServer({});
    open('abc');
    expect(await screen.findByRole('heading', { name: 'Patient introuvable' })).toBeInTheDocument();
    expect(asked).toEqual([]);
  });

  it('shows the file, the notes and each form with its status, dates, reminder, score and positive screen', async () => {
    stubServer({
      'patients.get': () => ({ patient: patientDetail({ formsCount: 3 }) }),
      'submissions.listForPatient': () => ({
        items: [
          submissionView({
            id: 32,
            status: 'sent',
            formName: 'Suivi genou',
            completedAt: null,
            score: null,
            reminder: { days: 2, dueAt: '2030-03-08T23:59:59.999Z', sentAt: null },
          }),
          submissionView({ band: { label: 'Modérée', level: 'moderate' }, positiveScreen: true, alert: true }),
          submissionView({
            id: 33,
            status: 'pending',
            formName: 'Bilan épaule',
            completedAt: null,
            score: null,
            reminder: { days: 1, dueAt: null, sentAt: '2030-02-01T08:00:00.000Z' },
          }),
        ],
      }),
      'patients.scoreTrends': () => ({ series: [] }),
    });
    open('7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Léa Dubois' })).toBeInTheDocument();
    expect(screen.getByText('Allergique à la pénicilline.')).toBeInTheDocument();
    const rows = await screen.findAllByTestId('submission-row');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('Suivi genou');
    expect(rows[0]).toHaveTextContent('Envoyé');
    expect(rows[0]).toHaveTextContent('Expire le');
    // The link's reminder: due while the link is open, then when it went.
    expect(rows[0]).toHaveTextContent('Rappel prévu le 8 mars 2030');
    expect(rows[2]).toHaveTextContent('Rappel envoyé le 1 févr. 2030');
    expect(rows[1]).not.toHaveTextContent('Rappel');
    expect(rows[1]).toHaveTextContent('Rempli');
    expect(rows[1]).toHaveTextContent('12 / 20');
    expect(rows[1]).toHaveTextContent('Tranche de sévérité : Modérée');
    expect(rows[1]).toHaveTextContent('Alerte');
    expect(rows[0]).not.toHaveTextContent('Alerte');
    expect(rows[1]).toHaveTextContent('Dépistage positif');
    expect(rows[0]).not.toHaveTextContent('Dépistage positif');
    // No form answered twice: no trends card.
    expect(screen.queryByRole('heading', { name: 'Évolution des scores' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Voir les réponses' })).toBeInTheDocument();
  });

  it('says the whole-file export failed, and retrying downloads the PDF', async () => {
    let fail = true;
    stubServer(
      {
        'patients.get': () => ({ patient: patientDetail() }),
        'submissions.listForPatient': () => ({ items: [] }),
        'patients.scoreTrends': () => ({ series: [] }),
      },
      {
        '/api/patients/7/pdf': () =>
          fail
            ? Response.json({ success: false, code: 'INTERNAL', message: 'INTERNAL' }, { status: 500 })
            : new Response(new Blob(['%PDF-1.7']), {
                status: 200,
                headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': 'attachment; filename="dossier-dubois-lea.pdf"' },
              }),
      },
    );
    open('7');
    fireEvent.click(await screen.findByRole('button', { name: 'Exporter tout le dossier' }));
    expect(await screen.findByText('L’export a échoué, réessayez.')).toBeInTheDocument();
    expect(clicked).toEqual([]);
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer l’export' }));
    await waitFor(() => expect(clicked).toEqual([{ download: 'dossier-dubois-lea.pdf', href: 'blob:pdf' }]));
    expect(screen.queryByText('L’export a échoué, réessayez.')).not.toBeInTheDocument();
  });

  it('shows the trend of a form answered twice: latest score, band, positive screen, change, the chart and its table', async () => {
    stubServer({
      'patients.get': () => ({ patient: patientDetail() }),
      'submissions.listForPatient': () => ({ items: [] }),
      'patients.scoreTrends': () => ({
        series: [
          {
            templateKey: 'template:4',
            templateName: 'PHQ-9',
            max: 27,
            bands: [
              { min: 0, max: 4, label: 'Minimale', level: 'none' },
              { min: 5, max: 27, label: 'Plus', level: 'severe', positive: true },
            ],
            points: [
              {
                submissionId: 1,
                completedAt: '2026-03-01T10:00:00.000Z',
                score: 3,
                band: { label: 'Minimale', level: 'none' },
                positiveScreen: false,
              },
              { submissionId: 2, completedAt: '2026-03-08T10:00:00.000Z', score: 11, band: { label: 'Plus', level: 'severe' }, positiveScreen: true },
            ],
          },
        ],
      }),
    });
    open('7');
    expect(await screen.findByRole('heading', { name: 'Évolution des scores' }, { timeout: 5000 })).toBeInTheDocument();
    const series = screen.getByTestId('trend-series');
    expect(series).toHaveTextContent('PHQ-9');
    expect(screen.getByTestId('trend-latest')).toHaveTextContent('11 / 27');
    expect(screen.getByTestId('trend-change')).toHaveTextContent('+8 depuis le 1 mars 2026');
    // The latest answer is a positive screen; the legend names the threshold the chart draws.
    expect(within(series).getAllByTestId('positive-screen')[0]).toHaveTextContent('Dépistage positif');
    expect(screen.getByTestId('trend-threshold')).toHaveTextContent('Dépistage positif à partir de 5');
    const table = screen.getByRole('table', { name: /PHQ-9.+au fil du temps/ });
    expect(screen.getByTestId('trend-table')).toHaveClass('sr-only');
    const rows = table.querySelectorAll('tbody tr');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('3 / 27');
    expect(rows[0]).toHaveTextContent('Tranche de sévérité : Minimale');
    expect(rows[0]).not.toHaveTextContent('Dépistage positif');
    expect(rows[1]).toHaveTextContent('+8');
    expect(rows[1]).toHaveTextContent(/Tranche de sévérité : Plus.*Dépistage positif/);
    fireEvent.click(screen.getByRole('button', { name: 'Afficher les valeurs' }));
    expect(screen.getByTestId('trend-table')).not.toHaveClass('sr-only');
    expect(screen.getByRole('button', { name: 'Masquer les valeurs' })).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByTestId('trend-chart', {}, { timeout: 10_000 })).toHaveAttribute('aria-hidden', 'true');
  });
});
