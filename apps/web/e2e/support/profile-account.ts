// Real accounts for the profile browser tests: registered and verified through the API as the sign-in tests do
// (support/auth-accounts.ts), then signed in with a session token in the page.
import type { APIRequestContext, Page } from '@playwright/test';
import { TOKEN_STORAGE_KEY } from '@praxiform/domain';
import { registerThroughApi, trpcCall, verifyThroughMail, type TAuthAccount } from './auth-accounts';

export type TAccount = TAuthAccount;

export function newAccount(tag: string): TAccount {
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
  return { email: `profile-${tag}-${unique}@praxiform.test`, password: 'Depart#2025ok', firstName: 'Camille', lastName: 'Lefèvre' };
}

/** Registers, then verifies the email with the token of the mail the server wrote. */
export async function createVerifiedAccount(request: APIRequestContext, tag: string): Promise<TAccount> {
  const account = newAccount(tag);
  await registerThroughApi(request, account);
  await verifyThroughMail(request, account);
  return account;
}

export async function loginThroughApi(request: APIRequestContext, account: Pick<TAccount, 'email' | 'password'>) {
  return request.post('/api/login', { data: { email: account.email, password: account.password } });
}

type TLoginBody = { data?: { token?: string; two_factor_required?: boolean; pending_token?: string } };

/** A session token; with 2FA on, the second step takes `backupCode`. */
async function sessionToken(request: APIRequestContext, account: TAccount, backupCode?: string): Promise<string> {
  const answer = await loginThroughApi(request, account);
  const body = (await answer.json()) as TLoginBody;
  if (body.data?.token) return body.data.token;
  if (!body.data?.two_factor_required || !backupCode) throw new Error(`login answered ${answer.status()}: ${JSON.stringify(body)}`);
  const { token } = await trpcCall<{ token?: string }>(request, 'auth.verifyTwoFactor', { pendingToken: body.data.pending_token, code: backupCode });
  if (!token) throw new Error('verifyTwoFactor answered without a token');
  return token;
}

/** Stores a fresh session token in the page's localStorage (once, unlike an init script, so a logout sticks). */
export async function signInPage(page: Page, request: APIRequestContext, account: TAccount, backupCode?: string): Promise<void> {
  const token = await sessionToken(request, account, backupCode);
  await page.goto('/fr/cgu');
  await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [TOKEN_STORAGE_KEY, token] as const);
}
