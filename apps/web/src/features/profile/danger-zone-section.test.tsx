// Deleting the account: once the server has deleted it, the browser goes to the landing page with the goodbye state, and
// no request leaves with the revoked session's token.
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_STORAGE_KEY } from '@praxiform/domain';
import { fakeTrpc, renderAuthPage } from '../../test/render-page';
import type { TProfile } from '../../lib/api-types';
import { DangerZoneSection } from './danger-zone-section';

const PROFILE = { counts: { patients: 2, sentForms: 5, privateTemplates: 1 } } as TProfile;

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('DangerZoneSection', () => {
  it('forgets the revoked token before leaving for the landing page with the goodbye state', async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, 'revoked-token');
    const calls = fakeTrpc({
      'auth.me': () => ({ data: { user: { id: 'user-1', email: 'marie@cabinet.fr', role: 'USER', language: 'fr' } } }),
      'profile.deleteAccount': () => ({ data: { success: true } }),
    });
    // The token the logout request would carry (the session is already revoked by the deletion).
    const sentTokens: (string | null)[] = [];
    const answer = globalThis.fetch;
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (!url.includes('/logout')) return answer(input, init);
      sentTokens.push(new Headers(init?.headers).get('Authorization'));
      // The server's answer to a logout would come too late to matter: it never comes here.
      return new Promise<Response>(() => undefined);
    });
    renderAuthPage(<DangerZoneSection profile={PROFILE} />, { path: '/profile', locale: 'fr' });

    fireEvent.click(screen.getByRole('button', { name: 'Supprimer mon compte' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'SUPPRIMER' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Supprimer définitivement' }));

    const location = await screen.findByTestId('location');
    expect(location).toHaveTextContent(/^\/fr$/);
    expect(location).toHaveAttribute('data-state', JSON.stringify({ accountDeleted: true }));
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(calls.map((call) => call.procedure)).toEqual(['auth.me', 'profile.deleteAccount']);
    expect(sentTokens).toEqual([]);
  });
});
