// The home page: a skeleton while the overview loads, the three lists with their links and counts, their empty states,
// an error that retries, and the resend dialog of an expiring link.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_STORAGE_KEY } from '@praxiform/domain';
import { fakeTrpc, renderAuthPage, type TFakeAnswer } from '../../test/render-page';
import { submissionView } from '../../test/patient-fixtures';
import type { TSubmissionsOverview } from '../../lib/api-types';
import { HomePage } from './home-page';

const ME = {
  id: 1,
  firstName: 'Claire',
  lastName: 'Martin',
  email: 'claire@cabinet.fr',
  role: 'member',
  isAdministrator: false,
  profileCompleted: true,
};

function overview(over: Partial<TSubmissionsOverview> = {}): TSubmissionsOverview {
  return {
    now: '2026-03-10T09:30:00.000Z',
    dayStart: '2026-03-09T23:00:00.000Z',
    timeZone: 'Europe/Brussels',
    completedToday: { items: [], total: 0 },
    waitingRoom: { items: [], total: 0 },
    expiringSoon: { items: [], total: 0, withinDays: 3 },
    ...over,
  };
}

const FILLED = overview({
  completedToday: {
    items: [
      submissionView({ id: 31, completedAt: '2026-03-10T08:15:00.000Z', band: { label: 'Modérée', level: 'moderate' }, alert: true }),
      submissionView({ id: 40, patientId: null, patientName: null, formName: 'Questionnaire de satisfaction', scoringEnabled: false, score: null }),
    ],
    total: 4,
  },
  waitingRoom: {
    items: [submissionView({ id: 50, patientId: null, patientName: 'Jan Peeters', formName: 'Accueil', completedAt: '2026-03-09T15:00:00.000Z' })],
    total: 1,
  },
  expiringSoon: {
    items: [
      {
        ...submissionView({ id: 60, status: 'sent', completedAt: null, score: null, formName: 'Suivi genou', expiresAt: '2026-03-11T23:59:59.999Z' }),
        patientEmail: 'lea.dubois@example.org',
      },
    ],
    total: 1,
    withinDays: 3,
  },
});

/** The fake server, with the overview's answers in order (the last one repeats). */
function serve(...answers: TFakeAnswer[]) {
  let call = 0;
  return fakeTrpc({
    'auth.me': () => ({ data: { user: ME } }),
    'submissions.overview': () => answers[Math.min(call++, answers.length - 1)] ?? { data: overview() },
  });
}

const open = () => renderAuthPage(<HomePage />, { path: '/home' });

beforeEach(() => window.localStorage.setItem(TOKEN_STORAGE_KEY, 'session-token'));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('HomePage', () => {
  it('shows a skeleton of the three lists while loading, then the lists with their links, counts and the browser’s time zone', async () => {
    const calls = serve({ data: FILLED });
    // Hold the overview's answer until the skeleton was seen.
    const answer = globalThis.fetch;
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).includes('submissions.overview')) await held;
      return answer(input, init);
    });
    open();

    // auth.me may travel in the same batch as the overview, so the name can wait for it too.
    expect(await screen.findByRole('status')).toHaveTextContent('Chargement de votre journée…');
    expect(screen.getByRole('heading', { level: 1, name: /^Bon(jour|soir)/ })).toBeInTheDocument();
    for (const title of ['Remplis aujourd’hui', 'À attribuer', 'Liens bientôt expirés']) {
      expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    }
    expect(screen.queryAllByTestId('completed-today-row')).toEqual([]);
    release();

    const rows = await screen.findAllByTestId('completed-today-row');
    expect(screen.getByRole('heading', { level: 1, name: /^Bon(jour|soir) Claire$/ })).toBeInTheDocument();
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByRole('link', { name: /Léa Dubois/ })).toHaveAttribute('href', '/fr/patients/7');
    expect(rows[0]).toHaveTextContent('Bilan lombalgie');
    expect(rows[0]).toHaveTextContent('Score 12 / 20');
    expect(rows[0]).toHaveTextContent('Tranche de sévérité : Modérée');
    expect(rows[0]).toHaveTextContent('Alerte');
    expect(rows[1]).not.toHaveTextContent('Alerte');
    expect(within(rows[1]!).getByRole('link', { name: /Patient anonyme/ })).toHaveAttribute('href', '/fr/forms/pending?status=completed');
    expect(screen.getByRole('heading', { level: 2, name: 'Remplis aujourd’hui (4 au total)' })).toBeInTheDocument();
    expect(screen.getByText('et 2 autres')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir les derniers formulaires remplis' })).toHaveAttribute('href', '/fr/dashboard');

    const waiting = screen.getByTestId('to-assign-row');
    expect(waiting).toHaveTextContent('Jan Peeters');
    expect(within(waiting).getByRole('link', { name: 'Attribuer Accueil de Jan Peeters à un patient' })).toHaveAttribute(
      'href',
      '/fr/forms/pending?status=completed',
    );
    expect(screen.getByRole('link', { name: 'Ouvrir la salle d’attente' })).toHaveAttribute('href', '/fr/forms/pending?status=completed');

    const expiring = screen.getByTestId('expiring-row');
    expect(within(expiring).getByRole('link', { name: /Léa Dubois/ })).toHaveAttribute('href', '/fr/patients/7');
    expect(expiring).toHaveTextContent('Suivi genou');
    // The link's last day as chosen (end of 11 March, UTC), whatever the browser's zone.
    expect(expiring).toHaveTextContent(/Expire le mer\. 11 mars/);
    expect(screen.getByText('Formulaires envoyés, pas encore remplis, dont le lien expire d’ici 3 jours.')).toBeInTheDocument();

    const overviewCalls = calls.filter((call) => call.procedure === 'submissions.overview');
    expect(overviewCalls).toHaveLength(1);
    expect(overviewCalls[0]?.input).toEqual({ 0: { timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone } });
  });

  it('says each list is empty, and keeps the quick actions', async () => {
    serve({ data: overview() });
    open();
    expect(await screen.findByText('Aucune réponse pour l’instant aujourd’hui')).toBeInTheDocument();
    // Answers appear once a patient has filled the form in, not when it is sent.
    expect(screen.getByText('Les formulaires apparaîtront ici dès que vos patients les auront remplis.')).toBeInTheDocument();
    expect(screen.queryByText(/dès leur envoi/)).not.toBeInTheDocument();
    expect(screen.getByText('Rien à attribuer')).toBeInTheDocument();
    expect(screen.getByText('Aucun lien n’expire bientôt')).toBeInTheDocument();
    expect(screen.getByText('Aucun formulaire en attente n’expire dans les 3 prochains jours.')).toBeInTheDocument();
    expect(screen.queryByText(/autres?$/)).not.toBeInTheDocument();
    const actions = within(screen.getByRole('region', { name: 'Actions rapides' }));
    expect(actions.getByRole('link', { name: /Nouveau patient/ })).toHaveAttribute('href', '/fr/dashboard');
    expect(actions.getByRole('link', { name: /Envoyer un formulaire/ })).toHaveAttribute('href', '/fr/dashboard');
    expect(actions.getByRole('link', { name: /Nouveau modèle/ })).toHaveAttribute('href', '/fr/templates/create');
    expect(actions.getByRole('link', { name: /Formulaire de salle d’attente/ })).toHaveAttribute('href', '/fr/forms/pending/new');
  });

  it('shows the error with a retry that loads the lists', async () => {
    serve({ error: { appCode: 'INTERNAL', httpStatus: 500 } }, { data: FILLED });
    open();
    expect(await screen.findByText('Le chargement de votre journée a échoué.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: /Remplis aujourd’hui/ })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findAllByTestId('completed-today-row')).toHaveLength(2);
    expect(screen.queryByText('Le chargement de votre journée a échoué.')).not.toBeInTheDocument();
  });

  it('opens the resend dialog of an expiring link, with the patient’s email', async () => {
    serve({ data: FILLED });
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Renvoyer Suivi genou à Léa Dubois' }));
    const dialog = await screen.findByRole('dialog', { name: 'Renvoyer le formulaire' });
    expect(dialog).toHaveTextContent('lea.dubois@example.org');
    expect(within(dialog).getByRole('button', { name: 'Créer un nouveau lien' })).toBeInTheDocument();
  });

  it('speaks Dutch under /nl', async () => {
    serve({ data: overview() });
    renderAuthPage(<HomePage />, { path: '/home', locale: 'nl' });
    expect(await screen.findByRole('heading', { level: 2, name: /^Vandaag ingevuld/ })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Niets toe te wijzen')).toBeInTheDocument());
    expect(screen.getByText('Formulieren verschijnen hier zodra uw patiënten ze hebben ingevuld.')).toBeInTheDocument();
  });
});
