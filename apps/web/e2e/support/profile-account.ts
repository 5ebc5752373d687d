// Real accounts for the profile browser tests: register through the API, follow the mail link from the outbox, log in.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { decodeBase32IgnorePadding } from '@oslojs/encoding';
import { generateTOTP } from '@oslojs/otp';
import { TOKEN_STORAGE_KEY } from '@praxiform/domain';

const OUTBOX = path.resolve(import.meta.dirname, `../../test-results/server-data-${process.env.E2E_PORT ?? 4310}/outbox`);

export type TAccount = { email: string; password: string; firstName: string; lastName: string };

export function newAccount(tag: string): TAccount {
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
  return { email: `profile-${tag}-${unique}@praxiform.test`, password: 'Depart#2025ok', firstName: 'Camille', lastName: 'Lefèvre' };
}

/** Quoted-printable soft breaks and escapes, as nodemailer writes long lines. */
function decodeQuotedPrintable(text: string): string {
  return text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

async function verificationToken(email: string): Promise<string | null> {
  const files = await readdir(OUTBOX).catch(() => [] as string[]);
  for (const file of files.filter((f) => f.endsWith('.eml')).sort().reverse()) {
    const mail = decodeQuotedPrintable(await readFile(path.join(OUTBOX, file), 'utf8'));
    if (!mail.includes(email)) continue;
    const match = /\/verify-email\/([A-Za-z0-9_-]+)/.exec(mail);
    if (match?.[1]) return match[1];
  }
  return null;
}

/** Registers, then verifies the email with the token of the mail the server wrote. */
export async function createVerifiedAccount(request: APIRequestContext, tag: string): Promise<TAccount> {
  const account = newAccount(tag);
  const registered = await request.post('/api/register', {
    data: {
      first_name: account.firstName,
      last_name: account.lastName,
      email: account.email,
      password: account.password,
      password_confirmation: account.password,
      language: 'fr',
      accept_terms: true,
    },
  });
  if (registered.status() !== 201) throw new Error(`register answered ${registered.status()}: ${await registered.text()}`);
  let token: string | null = null;
  for (let attempt = 0; attempt < 50 && !token; attempt += 1) {
    token = await verificationToken(account.email);
    if (!token) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (!token) throw new Error(`no verification mail for ${account.email} in ${OUTBOX}`);
  const verified = await request.post('/api/trpc/auth.verifyEmail', { data: { token } });
  if (!verified.ok()) throw new Error(`verifyEmail answered ${verified.status()}: ${await verified.text()}`);
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
  const second = await request.post('/api/trpc/auth.verifyTwoFactor', { data: { pendingToken: body.data.pending_token, code: backupCode } });
  const result = (await second.json()) as { result?: { data?: { token?: string } } };
  const token = result.result?.data?.token;
  if (!token) throw new Error(`verifyTwoFactor answered ${second.status()}: ${JSON.stringify(result)}`);
  return token;
}

/** Stores a fresh session token in the page's localStorage (once, unlike an init script, so a logout sticks). */
export async function signInPage(page: Page, request: APIRequestContext, account: TAccount, backupCode?: string): Promise<void> {
  const token = await sessionToken(request, account, backupCode);
  await page.goto('/fr/cgu');
  await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [TOKEN_STORAGE_KEY, token] as const);
}

/** The current code of an authenticator app holding the manual key ("ABCD EFGH ..."). */
export function totpCode(manualKey: string): string {
  return generateTOTP(decodeBase32IgnorePadding(manualKey.replace(/\s/g, '')), 30, 6);
}
