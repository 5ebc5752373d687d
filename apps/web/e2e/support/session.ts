// Signs a browser page in for real: a session token from POST /api/login, stored once in the page's localStorage.
import type { APIRequestContext, Page } from '@playwright/test';
import { TOKEN_STORAGE_KEY } from '@praxiform/domain';
import { freshAccount, loginToken, registerThroughApi, verifyThroughMail, type TAuthAccount } from './auth-accounts';

/** Seeded demo accounts (packages/db/src/seed/demo-people.ts): profile complete. */
export const PRACTITIONER = { email: 'claire.martin@praxiform.test', password: 'Demo-2026!', firstName: 'Claire', lastName: 'Martin' } as const;
export const ADMINISTRATOR = { email: 'admin@praxiform.test', password: 'Admin-2026!', firstName: 'Alice', lastName: 'Moreau' } as const;

export type TSessionAccount = Pick<TAuthAccount, 'email' | 'password'>;

/** A new verified account whose profile is still to complete. */
export async function incompleteProfileAccount(request: APIRequestContext): Promise<TAuthAccount> {
  const account = freshAccount('incomplete');
  await registerThroughApi(request, account);
  await verifyThroughMail(request, account);
  return account;
}

/** Logs in through the API and hands the token to the page before its first script runs (once, so a logout sticks). */
export async function signInAs(page: Page, request: APIRequestContext, account: TSessionAccount): Promise<void> {
  const token = await loginToken(request, account);
  await page.addInitScript(
    ([key, value]) => {
      if (window.sessionStorage.getItem('e2e.signedIn')) return;
      window.sessionStorage.setItem('e2e.signedIn', '1');
      window.localStorage.setItem(key, value);
    },
    [TOKEN_STORAGE_KEY, token] as const,
  );
}
