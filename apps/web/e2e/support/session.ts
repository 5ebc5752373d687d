// Signs a browser page in: a stored token plus the server's auth.me answer for it.
import type { Page } from '@playwright/test';

export type TTestUser = {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  role: 'trial' | 'member' | 'client' | 'administrator';
  isAdministrator: boolean;
  profileCompleted: boolean;
  interfaceLanguage: 'fr' | 'en' | 'nl';
};

export const PRACTITIONER: TTestUser = {
  id: 4242,
  firstName: 'Claire',
  lastName: 'Martin',
  email: 'claire.martin@praxiform.test',
  role: 'member',
  isAdministrator: false,
  profileCompleted: true,
  interfaceLanguage: 'fr',
};

/**
 * Until the login endpoint exists the session is answered at the network boundary:
 * the SPA's tRPC batch call auth.me gets the user, exactly in tRPC's wire format.
 */
export async function signInAs(page: Page, user: TTestUser): Promise<void> {
  await page.addInitScript(() => window.localStorage.setItem('praxiform.token', 'e2e-session-token'));
  await page.route('**/api/trpc/auth.me**', async (route) => {
    await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify([{ result: { data: { user } } }]) });
  });
}
