// Fresh accounts for the sign-in browser tests, through the real server: register, read the mail from the outbox,
// verify, complete the profile and switch 2FA on over HTTP (REST and tRPC), so each test starts from a known state.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { decodeBase32IgnorePadding } from '@oslojs/encoding';
import { generateHOTP } from '@oslojs/otp';

/**
 * The servers of the browser tests share one database, and so one mail outbox (docs/mail.md): a mail caused on one is
 * sent by whichever server's drainer takes it first, into that server's outbox folder. Every server's folder is read.
 */
const RESULTS = path.resolve(import.meta.dirname, '../../test-results');

async function outboxFiles(): Promise<string[]> {
  const servers = (await readdir(RESULTS).catch(() => [] as string[])).filter((name) => name.startsWith('server-data-'));
  const lists = await Promise.all(
    servers.map(async (server) => {
      const folder = path.join(RESULTS, server, 'outbox');
      return (await readdir(folder).catch(() => [] as string[])).filter((file) => file.endsWith('.eml')).map((file) => path.join(folder, file));
    }),
  );
  // Newest first: the files are named by the time they were written.
  return lists.flat().sort((a, b) => path.basename(b).localeCompare(path.basename(a)));
}
const TOTP_PERIOD_SECONDS = 30;

export type TAuthAccount = { email: string; password: string; firstName: string; lastName: string };

export function freshAccount(tag: string): TAuthAccount {
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
  return { email: `auth-${tag}-${unique}@praxiform.test`, password: 'Ordonnance-2026', firstName: 'Inès', lastName: 'Dubois-Léger' };
}

/** Undoes quoted-printable soft breaks and escapes (nodemailer wraps long lines) so links read whole. */
function decodeQuotedPrintable(text: string): string {
  const bytes = text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** The first URL matching `pattern` in the newest mail sent to `email`; waits up to 5 s for the mail to be written. */
export async function mailLink(email: string, pattern: RegExp): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    for (const file of await outboxFiles()) {
      const mail = decodeQuotedPrintable(await readFile(file, 'utf8'));
      if (!mail.includes(email)) continue;
      const link = mail.match(/https?:\/\/[^\s"'<>]+/g)?.find((url) => pattern.test(url));
      if (link) return link.replace(/&amp;/g, '&');
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail with a link matching ${pattern} for ${email} in ${RESULTS}/server-data-*/outbox`);
}

export async function registerThroughApi(request: APIRequestContext, account: TAuthAccount): Promise<void> {
  const answer = await request.post('/api/register', {
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
  if (answer.status() !== 201) throw new Error(`register answered ${answer.status()}: ${await answer.text()}`);
}

/** A tRPC call over HTTP (no transformer, no batching), as the SPA makes it; returns `result.data`. */
export async function trpcCall<T>(request: APIRequestContext, procedure: string, input: unknown, token?: string): Promise<T> {
  const answer = await request.post(`/api/trpc/${procedure}`, {
    data: input ?? {},
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  const body = (await answer.json()) as { result?: { data?: T } };
  if (!answer.ok() || !body.result) throw new Error(`${procedure} answered ${answer.status()}: ${JSON.stringify(body)}`);
  return body.result.data as T;
}

export async function verifyThroughMail(request: APIRequestContext, account: TAuthAccount): Promise<void> {
  const link = await mailLink(account.email, /\/verify-email\/[\w-]+/);
  const token = new URL(link).pathname.split('/').pop() ?? '';
  await trpcCall(request, 'auth.verifyEmail', { token });
}

export async function loginToken(request: APIRequestContext, account: Pick<TAuthAccount, 'email' | 'password'>): Promise<string> {
  const answer = await request.post('/api/login', { data: { email: account.email, password: account.password } });
  const body = (await answer.json()) as { data?: { token?: string } };
  if (!body.data?.token) throw new Error(`login answered ${answer.status()}: ${JSON.stringify(body)}`);
  return body.data.token;
}

export async function completeProfileThroughApi(request: APIRequestContext, token: string): Promise<void> {
  const answer = await request.post('/api/complete-profile', {
    data: { profession: 'dentist', specialties: [] },
    headers: { Authorization: `Bearer ${token}` },
  });
  if (!answer.ok()) throw new Error(`complete-profile answered ${answer.status()}: ${await answer.text()}`);
}

/** A verified account with a complete profile, and a session token for API calls. */
export async function readyAccount(request: APIRequestContext, tag: string): Promise<{ account: TAuthAccount; token: string }> {
  const account = freshAccount(tag);
  await registerThroughApi(request, account);
  await verifyThroughMail(request, account);
  const token = await loginToken(request, account);
  await completeProfileThroughApi(request, token);
  return { account, token };
}

/** The code an authenticator app shows for the manual key, `stepOffset` periods away from now. */
export function totpCode(manualKey: string, stepOffset = 0): string {
  const step = Math.floor(Date.now() / 1000 / TOTP_PERIOD_SECONDS) + stepOffset;
  return generateHOTP(decodeBase32IgnorePadding(manualKey.replace(/[\s-]/g, '').toUpperCase()), BigInt(step), 6);
}

/**
 * Switches 2FA on like the profile page does. The enabling code is the previous period's (still accepted), so the
 * current period's code stays unused for the login under test (a TOTP code is valid once).
 */
export async function enableTwoFactor(request: APIRequestContext, token: string): Promise<{ manualKey: string; backupCodes: string[] }> {
  const { manualKey } = await trpcCall<{ manualKey: string }>(request, 'profile.twoFactor.setup', {}, token);
  const { backupCodes } = await trpcCall<{ backupCodes: string[] }>(request, 'profile.twoFactor.enable', { code: totpCode(manualKey, -1) }, token);
  return { manualKey, backupCodes };
}
