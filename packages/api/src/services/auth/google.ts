// Google sign-in with arctic (authorization code + PKCE + state); the REST adapter keeps state and verifier in cookies.
import { timingSafeEqual } from 'node:crypto';
import { Google, decodeIdToken, generateCodeVerifier, generateState } from 'arctic';
import { z } from 'zod';
import type { TLocale } from '@praxiform/domain';
import { AppError } from '../../errors';
import type { ApiDeps } from '../../context';
import { completeLogin, type TLoginDeps, type TLoginResult } from './complete-login';
import { createTrialAccount, type TNewAccount } from './create-account';
import { recordAudit } from '../audit/audit-log';
import { removeAccount } from '../profile/delete-account';
import type { DbClient } from '../shared/db-client';

export const GOOGLE_SCOPES = ['openid', 'profile', 'email'];
const GOOGLE_ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];

function googleClient(deps: Pick<ApiDeps, 'auth' | 'appUrl'>): Google {
  if (!deps.auth.google) throw new AppError('GOOGLE_NOT_CONFIGURED');
  return new Google(deps.auth.google.clientId, deps.auth.google.clientSecret, `${deps.appUrl}/auth/google/callback`);
}

export function createGoogleAuthorization(deps: Pick<ApiDeps, 'auth' | 'appUrl'>): { url: string; state: string; codeVerifier: string } {
  const google = googleClient(deps);
  const state = generateState();
  const codeVerifier = generateCodeVerifier();
  return { url: google.createAuthorizationURL(state, codeVerifier, GOOGLE_SCOPES).toString(), state, codeVerifier };
}

const ZGoogleClaims = z.object({
  iss: z.string(),
  aud: z.union([z.string(), z.array(z.string())]),
  sub: z.string().min(1).max(255),
  email: z.email(),
  email_verified: z.boolean().optional(),
  given_name: z.string().optional(),
  family_name: z.string().optional(),
  name: z.string().optional(),
});
type TGoogleClaims = z.output<typeof ZGoogleClaims>;

function sameString(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

type TGoogleDeps = TLoginDeps & Pick<ApiDeps, 'auth' | 'appUrl' | 'logger' | 'secretKey'>;

export type TGoogleCallback = { code: string; state: string; storedState: string | undefined; codeVerifier: string | undefined; language: TLocale };

/** Checks the state against the cookie, exchanges the code, then logs in, links or creates the account. */
export async function finishGoogleLogin(deps: TGoogleDeps, input: TGoogleCallback): Promise<TLoginResult> {
  const google = googleClient(deps);
  if (!input.code || !input.storedState || !input.codeVerifier || !sameString(input.state, input.storedState))
    throw new AppError('GOOGLE_AUTH_FAILED');
  const claims = await exchangeCode(deps, google, input.code, input.codeVerifier);
  const userId = await findOrCreateGoogleUser(deps, claims, input.language);
  const user = await deps.prisma.user.findUniqueOrThrow({ where: { id: userId }, select: { blocked: true } });
  if (user.blocked) {
    await recordAudit(deps.prisma, {
      action: 'auth.login.blocked',
      actorId: userId,
      ip: deps.ip,
      userAgent: deps.userAgent,
      metadata: { method: 'google' },
    });
    throw new AppError('ACCOUNT_BLOCKED');
  }
  return completeLogin(deps, userId, { action: 'auth.login.google', metadata: { method: 'google' } });
}

async function exchangeCode(deps: TGoogleDeps, google: Google, code: string, codeVerifier: string): Promise<TGoogleClaims> {
  try {
    const tokens = await google.validateAuthorizationCode(code, codeVerifier);
    // The ID token comes straight from Google's token endpoint over TLS, so its signature need not be checked
    // (OpenID Connect Core 3.1.3.7); issuer and audience still must be ours.
    const claims = ZGoogleClaims.parse(decodeIdToken(tokens.idToken()));
    const audiences = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
    if (!GOOGLE_ISSUERS.includes(claims.iss) || !audiences.includes(deps.auth.google?.clientId ?? ''))
      throw new Error('unexpected issuer or audience');
    return claims;
  } catch (error) {
    deps.logger.warn({ err: error }, 'Google sign-in failed');
    throw new AppError('GOOGLE_AUTH_FAILED', { cause: error });
  }
}

/**
 * The account of a Google identity (docs/auth-api.md#google): the one already linked to it; else, when Google vouches
 * for the address, an account of that address only if it proved the address too (both sides proved one mailbox); an
 * unverified account nobody ever signed in to is an empty shell, replaced by a fresh account; an unverified account
 * that was used is never handed over (GOOGLE_ACCOUNT_UNVERIFIED). No account: a new one.
 */
/**
 * A name as Google gives it, kept to what the app's person-name rule allows (ZPersonName: letters, marks, spaces,
 * apostrophes, hyphens, dots): whatever else a Google profile holds (markup, digits, emoji) is dropped, so the name
 * reaches mails, the form page and notifications like a typed one (docs/architecture.md, stored text).
 */
export function personNameOf(raw: string): string {
  return raw
    .replace(/[^\p{L}\p{M}' ’.\s-]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[^\p{L}\p{M}]+/u, '')
    .slice(0, 100)
    .trim();
}

async function findOrCreateGoogleUser(deps: TGoogleDeps, claims: TGoogleClaims, language: TLocale): Promise<number> {
  const linked = await deps.prisma.oAuthAccount.findUnique({
    where: { provider_providerUserId: { provider: 'google', providerUserId: claims.sub } },
    select: { userId: true },
  });
  if (linked) return linked.userId;
  // Finding an account by its address is only safe when Google vouches for the address.
  if (claims.email_verified !== true) throw new AppError('GOOGLE_AUTH_FAILED');
  const email = claims.email.toLowerCase();
  const account: TNewAccount = {
    firstName: personNameOf(claims.given_name ?? claims.name ?? email.split('@')[0] ?? ''),
    lastName: personNameOf(claims.family_name ?? ''),
    email,
    passwordHash: null,
    interfaceLanguage: language,
    emailVerifiedAt: new Date(),
  };
  return deps.prisma.$transaction(async (tx) => {
    const existing = await tx.user.findUnique({ where: { email }, select: { id: true } });
    let userId: number;
    if (existing) {
      // Locked: a verification or a first login of this account waits until the decision is made.
      await tx.$queryRaw`SELECT id FROM users WHERE id = ${existing.id} FOR UPDATE`;
      const holder = await tx.user.findUniqueOrThrow({
        where: { id: existing.id },
        select: { emailVerifiedAt: true, lastLoginAt: true, blocked: true, _count: { select: { sessions: true } } },
      });
      if (holder.emailVerifiedAt !== null) userId = existing.id;
      // An account an administrator blocked is never replaced, shell or not.
      else if (holder.blocked) throw new AppError('ACCOUNT_BLOCKED');
      else if (holder.lastLoginAt !== null || holder._count.sessions > 0) throw new AppError('GOOGLE_ACCOUNT_UNVERIFIED');
      else userId = await replaceShell(tx, deps, existing.id, account);
    } else {
      userId = (await createTrialAccount(tx, deps.secretKey, account)).id;
    }
    await tx.oAuthAccount.create({ data: { provider: 'google', providerUserId: claims.sub, userId } });
    return userId;
  });
}

/**
 * An account whose address was never verified and that nobody ever signed in to (login needs a verified address) holds
 * nothing of anyone's: whoever created it never proved the address. It is deleted like any account, and the mailbox's
 * owner gets a fresh one: nothing of the shell is carried over.
 */
async function replaceShell(tx: DbClient, deps: Pick<TGoogleDeps, 'secretKey' | 'ip'>, shellId: number, account: TNewAccount): Promise<number> {
  await removeAccount(tx, deps.secretKey, { userId: shellId, actorId: null, ip: deps.ip, action: 'account.deleted' });
  const { id } = await createTrialAccount(tx, deps.secretKey, account);
  await recordAudit(tx, { action: 'auth.google.unverified_account_replaced', actorId: id, ip: deps.ip, metadata: { replacedUserId: shellId } });
  return id;
}
