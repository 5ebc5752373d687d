// Profile → Security (docs/access-log.md#sessions): the sessions with the current one marked in words, another one
// signed out only after a confirmation, all the others at once with their count said, this one signed out as the user
// menu does; the sign-ins with each outcome in words; the new device alert's switch.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_STORAGE_KEY } from '@praxiform/domain';
import { activeSession, signInEvent } from '../../../test/access-log-fixtures';
import { currentUser } from '../../../test/account-fixtures';
import { fakeTrpc, renderAuthPage, type TFakeAnswer, type TFakeCall } from '../../../test/render-page';
import type { TActiveSession, TSignInEvent } from '../../../lib/api-types';
import { SecurityPage } from './security-page';

const inputOf = (input: unknown) => ((input as Record<string, unknown> | undefined)?.[0] ?? input) as Record<string, unknown> | undefined;
const callsOf = (calls: TFakeCall[], procedure: string) => calls.filter((c) => c.procedure === procedure).map((c) => inputOf(c.input));

const OTHER = activeSession({ id: 's-other', current: false, browser: 'Firefox 128', os: 'Windows', deviceType: 'desktop', ip: '198.51.100.7' });
const PHONE = activeSession({ id: 's-phone', current: false, browser: 'Safari 18', os: 'iPhone', deviceType: 'mobile', ip: null });

function serve({
  sessions = [activeSession(), OTHER, PHONE],
  signIns = [signInEvent()],
  signInsTotal,
  newDeviceEmails = true,
  revokeSession = () => ({ data: { ok: true } }),
}: {
  sessions?: TActiveSession[];
  signIns?: TSignInEvent[];
  signInsTotal?: number;
  newDeviceEmails?: boolean;
  revokeSession?: () => TFakeAnswer;
} = {}) {
  let current = sessions;
  const calls = fakeTrpc({
    'auth.me': () => ({ data: { user: currentUser() } }),
    'profile.get': () => ({ data: { profile: { newDeviceEmails } } }),
    'profile.sessions': () => ({ data: { sessions: current } }),
    'profile.revokeSession': (input) => {
      const answer = revokeSession();
      if ('data' in answer) current = current.filter((session) => session.id !== inputOf(input)?.id);
      return answer;
    },
    'profile.revokeOtherSessions': () => {
      const revoked = current.filter((session) => !session.current).length;
      current = current.filter((session) => session.current);
      return { data: { revoked } };
    },
    'profile.signIns': (input) => {
      const page = Number(inputOf(input)?.page ?? 1);
      const items = signIns.slice((page - 1) * 20, page * 20);
      return { data: { items, total: signInsTotal ?? signIns.length, page, pageSize: 20 } };
    },
    'profile.setNewDeviceEmails': (input) => ({ data: { newDeviceEmails: inputOf(input)?.enabled } }),
  });
  renderAuthPage(<SecurityPage />, { path: '/profile/security' });
  return calls;
}

const sessionsRegion = () => screen.findByRole('region', { name: 'Sessions actives' });

beforeEach(() => window.localStorage.setItem(TOKEN_STORAGE_KEY, 'session-token'));
afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('SecurityPage: active sessions', () => {
  it('lists each session with its browser, system, IP and times, the current one marked "This session"', async () => {
    serve();
    expect(await screen.findByRole('heading', { level: 1, name: 'Sécurité du compte' })).toBeInTheDocument();
    const cards = await within(await sessionsRegion()).findAllByTestId('session-card');
    expect(cards).toHaveLength(3);
    const [current, other, phone] = cards as [HTMLElement, HTMLElement, HTMLElement];
    expect(current).toHaveTextContent('Chrome 131 · macOS');
    expect(current).toHaveTextContent('Cette session');
    expect(current).toHaveTextContent('192.0.2.10');
    expect(current).toHaveTextContent('1 mars 2026');
    expect(within(current).getByRole('button', { name: 'Se déconnecter' })).toBeInTheDocument();
    expect(within(current).queryByRole('button', { name: 'Déconnecter cette session' })).toBeNull();
    // No city database ships: nothing is said about a city.
    expect(current).not.toHaveTextContent('Ville');

    expect(other).toHaveTextContent('Firefox 128 · Windows');
    expect(other).not.toHaveTextContent('Cette session');
    expect(within(other).getByRole('button', { name: 'Déconnecter cette session' })).toHaveAccessibleDescription('Firefox 128 · Windows');
    expect(phone).toHaveTextContent('Téléphone');
    expect(phone).toHaveTextContent('Inconnue');
  });

  it('signs another session out only once confirmed, then says so and lists the rest', async () => {
    const calls = serve();
    const region = await sessionsRegion();
    const [, other] = await within(region).findAllByTestId('session-card');
    fireEvent.click(within(other!).getByRole('button', { name: 'Déconnecter cette session' }));

    const dialog = await screen.findByRole('dialog', { name: 'Déconnecter cette session\u00a0?' });
    expect(dialog).toHaveTextContent('La session Firefox 128 · Windows sera fermée');
    expect(callsOf(calls, 'profile.revokeSession')).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsOf(calls, 'profile.revokeSession')).toEqual([]);

    fireEvent.click(within(other!).getByRole('button', { name: 'Déconnecter cette session' }));
    const again = await screen.findByRole('dialog', { name: 'Déconnecter cette session\u00a0?' });
    fireEvent.click(within(again).getByRole('button', { name: 'Déconnecter la session' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsOf(calls, 'profile.revokeSession')).toEqual([{ id: 's-other' }]);
    expect(await within(region).findByText('La session Firefox 128 · Windows a été déconnectée.')).toBeInTheDocument();
    await waitFor(() => expect(within(region).getAllByTestId('session-card')).toHaveLength(2));
    for (const card of within(region).getAllByTestId('session-card')) expect(card).not.toHaveTextContent('Firefox 128');
  });

  it('keeps the dialog open with the reason when the server refuses', async () => {
    serve({ revokeSession: () => ({ error: { appCode: 'INTERNAL', httpStatus: 500 } }) });
    const [, other] = await within(await sessionsRegion()).findAllByTestId('session-card');
    fireEvent.click(within(other!).getByRole('button', { name: 'Déconnecter cette session' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Déconnecter la session' }));
    expect(await within(dialog).findByRole('alert')).toBeInTheDocument();
    expect(screen.getAllByTestId('session-card')).toHaveLength(3);
  });

  it('signs all the other sessions out after a confirmation that counts them, and says how many went', async () => {
    const calls = serve();
    const region = await sessionsRegion();
    await within(region).findAllByTestId('session-card');
    fireEvent.click(within(region).getByRole('button', { name: 'Déconnecter toutes les autres sessions' }));
    const dialog = await screen.findByRole('dialog', { name: 'Déconnecter toutes les autres sessions\u00a0?' });
    expect(dialog).toHaveTextContent('Les 2 autres sessions seront fermées. Vous restez connecté sur cet appareil.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Déconnecter les autres sessions' }));
    expect(await within(region).findByText('2 sessions ont été déconnectées.')).toBeInTheDocument();
    expect(callsOf(calls, 'profile.revokeOtherSessions')).toHaveLength(1);
    await waitFor(() => expect(within(region).getAllByTestId('session-card')).toHaveLength(1));
    expect(within(region).queryByRole('button', { name: 'Déconnecter toutes les autres sessions' })).toBeNull();
    expect(region).toHaveTextContent('Aucune autre session n’est ouverte');
  });

  it('signs this session out through the app’s logout, to the sign-in page', async () => {
    serve();
    const [current] = await within(await sessionsRegion()).findAllByTestId('session-card');
    fireEvent.click(within(current!).getByRole('button', { name: 'Se déconnecter' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/fr/login');
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });
});

describe('SecurityPage: sign-ins and the new device alert', () => {
  it('says each outcome in words, with the method, time, IP and browser, and shows more on demand', async () => {
    const events = [
      signInEvent({ id: 1 }),
      signInEvent({ id: 2, outcome: 'failure', method: 'password', ip: '203.0.113.9', browser: null, os: null }),
      signInEvent({ id: 3, outcome: 'locked', method: null }),
      signInEvent({ id: 4, outcome: 'blocked', method: 'google' }),
      signInEvent({ id: 5, outcome: 'two_factor_failure', method: 'two_factor' }),
      ...Array.from({ length: 20 }, (_, index) => signInEvent({ id: 10 + index })),
    ];
    const calls = serve({ signIns: events });
    const region = await screen.findByRole('region', { name: 'Connexions des 90 derniers jours' });
    const items = await within(region).findAllByTestId('sign-in-event');
    expect(items).toHaveLength(20);
    const [success, failure, locked, blocked, twoFactor] = items as [HTMLElement, HTMLElement, HTMLElement, HTMLElement, HTMLElement];
    expect(success).toHaveTextContent('Connexion réussie');
    expect(success).toHaveTextContent('Mot de passe');
    expect(success).toHaveTextContent('192.0.2.10');
    expect(success).toHaveTextContent('Chrome 131 · macOS');
    expect(failure).toHaveTextContent('Tentative échouée');
    expect(failure).toHaveTextContent('203.0.113.9');
    expect(locked).toHaveTextContent('Compte verrouillé après plusieurs échecs');
    expect(blocked).toHaveTextContent('Connexion refusée : compte bloqué');
    expect(blocked).toHaveTextContent('Google');
    expect(twoFactor).toHaveTextContent('Code de vérification incorrect');
    expect(twoFactor).toHaveTextContent('Double authentification');

    fireEvent.click(within(region).getByRole('button', { name: 'Voir plus' }));
    await waitFor(() => expect(within(region).getAllByTestId('sign-in-event')).toHaveLength(25));
    expect(callsOf(calls, 'profile.signIns')).toEqual([
      { page: 1, pageSize: 20 },
      { page: 2, pageSize: 20 },
    ]);
    expect(within(region).queryByRole('button', { name: 'Voir plus' })).toBeNull();
  });

  it('turns the new device mail off and on with its switch', async () => {
    const calls = serve({ newDeviceEmails: true });
    const region = await screen.findByRole('region', { name: 'Alerte de nouvel appareil' });
    const toggle = await within(region).findByRole('switch', { name: 'E-mail de connexion depuis un nouvel appareil' });
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    fireEvent.click(toggle);
    await waitFor(() => expect(callsOf(calls, 'profile.setNewDeviceEmails')).toEqual([{ enabled: false }]));
    await waitFor(() => expect(within(region).getByRole('switch')).toHaveAttribute('aria-checked', 'false'));
  });
});
