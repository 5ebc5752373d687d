// The profile's Preferences: routine emails and alert emails are two switches, each saved alone; alert emails say they
// are sent even when routine emails are off, turning them on is immediate, turning them off asks a confirmation that
// says alerts will then only be seen in the app (docs/scores.md#alert-mails).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_STORAGE_KEY } from '@praxiform/domain';
import type { TProfile } from '../../lib/api-types';
import { fakeTrpc, renderAuthPage, type TFakeAnswer, type TFakeCall } from '../../test/render-page';
import { PreferencesSection } from './preferences-section';
import { useProfileQuery } from './use-profile';

const USER = {
  id: 1,
  firstName: 'Julien',
  lastName: 'Lefèvre',
  email: 'julien@cabinet.fr',
  role: 'member' as const,
  isAdministrator: false,
  profileCompleted: true,
  interfaceLanguage: 'fr' as const,
  subscription: {
    status: 'active' as const,
    plan: 'quarterly' as const,
    trialEndsAt: null,
    trialDaysLeft: null,
    currentPeriodEnd: '2027-02-24T10:00:00.000Z',
    cancelAtPeriodEnd: false,
    paymentFailed: false,
    entitled: true,
    trialAlreadyUsed: false,
    paymentPending: false,
  },
  trialWelcomePending: false,
};

const PROFILE: TProfile = {
  ...USER,
  phone: null,
  profession: 'physiotherapist',
  customProfession: null,
  specialties: [],
  registrationNumber: null,
  workAddress: null,
  emailNotifications: false,
  alertEmails: true,
  newDeviceEmails: true,
  createdAt: '2026-01-02T03:04:05.000Z',
  lastLoginAt: null,
  hasPassword: true,
  googleLinked: false,
  twoFactorEnabled: false,
  backupCodesLeft: 0,
  counts: { patients: 0, sentForms: 0, privateTemplates: 0 },
  pendingEmail: null,
};

/** A batched call arrives as { 0: input }, a lone one as the input itself. */
const inputOf = (input: unknown) => ((input as Record<string, unknown> | undefined)?.[0] ?? input) as Record<string, unknown> | undefined;
const callsOf = (calls: TFakeCall[], procedure: string) => calls.filter((c) => c.procedure === procedure).map((c) => inputOf(c.input));

/** The section as the profile page shows it: fed by profile.get, so the cache patches show. */
function Preferences() {
  const query = useProfileQuery();
  return query.data ? <PreferencesSection profile={query.data.profile} /> : null;
}

function serve(
  profile: Partial<TProfile>,
  setAlertEmails: (input: unknown) => TFakeAnswer = (input) => ({ data: { alertEmails: inputOf(input)?.enabled } }),
) {
  return fakeTrpc({
    'auth.me': () => ({ data: { user: USER } }),
    'profile.get': () => ({ data: { profile: { ...PROFILE, ...profile } } }),
    'profile.setEmailNotifications': (input) => ({ data: { emailNotifications: inputOf(input)?.enabled } }),
    'profile.setAlertEmails': setAlertEmails,
  });
}

async function switches() {
  const region = await screen.findByRole('region', { name: 'Préférences' });
  return {
    region,
    routine: within(region).getByRole('switch', { name: 'E-mails courants' }),
    alerts: within(region).getByRole('switch', { name: 'E-mails d’alerte' }),
  };
}

beforeEach(() => window.localStorage.setItem(TOKEN_STORAGE_KEY, 'session-token'));
afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('PreferencesSection: routine and alert emails', () => {
  it('shows two switches, alerts explained as sent even when routine emails are off, each saved alone', async () => {
    const calls = serve({ emailNotifications: false, alertEmails: true });
    renderAuthPage(<Preferences />, { path: '/profile' });
    const { routine, alerts } = await switches();
    expect(routine).toHaveAttribute('aria-checked', 'false');
    expect(alerts).toHaveAttribute('aria-checked', 'true');
    expect(alerts).toHaveAccessibleDescription('Envoyés lorsqu’une réponse demande votre attention, même si les e-mails courants sont désactivés.');

    fireEvent.click(routine);
    await waitFor(() => expect(callsOf(calls, 'profile.setEmailNotifications')).toEqual([{ enabled: true }]));
    expect((await switches()).routine).toHaveAttribute('aria-checked', 'true');
    expect(callsOf(calls, 'profile.setAlertEmails')).toEqual([]);
    expect((await switches()).alerts).toHaveAttribute('aria-checked', 'true');
  });

  it('turns alerts off only after a confirmation that says they will only be seen in the app; cancel keeps them', async () => {
    const calls = serve({ alertEmails: true });
    renderAuthPage(<Preferences />, { path: '/profile' });
    const { alerts } = await switches();
    fireEvent.click(alerts);

    const dialog = await screen.findByRole('dialog', { name: 'Désactiver les e-mails d’alerte\u00a0?' });
    expect(dialog).toHaveTextContent('vous ne verrez les alertes que dans l’application');
    expect(callsOf(calls, 'profile.setAlertEmails')).toEqual([]);
    expect(alerts).toHaveAttribute('aria-checked', 'true');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsOf(calls, 'profile.setAlertEmails')).toEqual([]);
    expect(alerts).toHaveAttribute('aria-checked', 'true');
    await waitFor(() => expect(alerts).toHaveFocus());

    fireEvent.click(alerts);
    const again = await screen.findByRole('dialog', { name: 'Désactiver les e-mails d’alerte\u00a0?' });
    fireEvent.click(within(again).getByRole('button', { name: 'Désactiver les e-mails d’alerte' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsOf(calls, 'profile.setAlertEmails')).toEqual([{ enabled: false }]);
    expect((await switches()).alerts).toHaveAttribute('aria-checked', 'false');
    expect(callsOf(calls, 'profile.setEmailNotifications')).toEqual([]);
  });

  it('turns alerts back on at once, without a confirmation', async () => {
    const calls = serve({ alertEmails: false });
    renderAuthPage(<Preferences />, { path: '/profile' });
    fireEvent.click((await switches()).alerts);
    await waitFor(() => expect(callsOf(calls, 'profile.setAlertEmails')).toEqual([{ enabled: true }]));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect((await switches()).alerts).toHaveAttribute('aria-checked', 'true');
  });

  it('a refused change is said in the dialog, and the switch stays on', async () => {
    serve({ alertEmails: true }, () => ({ error: { appCode: 'INTERNAL', httpStatus: 500 } }));
    renderAuthPage(<Preferences />, { path: '/profile' });
    const { alerts } = await switches();
    fireEvent.click(alerts);
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Désactiver les e-mails d’alerte' }));
    expect(await within(dialog).findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(alerts).toHaveAttribute('aria-checked', 'true');
    // Cancelled: the failure goes with the dialog.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('alert')).toBeNull();
    expect(alerts).toHaveAttribute('aria-checked', 'true');
  });
});
