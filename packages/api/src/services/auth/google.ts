// Google sign-in with arctic (authorization code + PKCE + state); the REST adapter keeps state and verifier in cookies.
import { timingSafeEqual } from 'node:crypto';
import { Google, decodeIdToken, generateCodeVerifier, generateState } from 'arctic';
import { z } from 'zod';
import type { TLocale } from '@praxiform/domain';
import { AppError } from '../../errors';
import type { ApiDeps } from '../../context';
import { completeLogin, type TLoginDeps, type TLoginResult } from './complete-login';
import { createTrialAccount } from './create-account';
import { recordAudit } from '../audit/audit-log';

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
    await recordAudit(deps.prisma, { action: 'auth.login.blocked', actorId: userId, ip: deps.ip, metadata: { method: 'google' } });
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

async function findOrCreateGoogleUser(deps: TGoogleDeps, claims: TGoogleClaims, language: TLocale): Promise<number> {
  const linked = await deps.prisma.oAuthAccount.findUnique({
    where: { provider_providerUserId: { provider: 'google', providerUserId: claims.sub } },
    select: { userId: true },
  });
  if (linked) return linked.userId;
  // Taking over an existing account by email is only safe when Google vouches for the address.
  if (claims.email_verified !== true) throw new AppError('GOOGLE_AUTH_FAILED');
  const email = claims.email.toLowerCase();
  const existing = await deps.prisma.user.findUnique({ where: { email }, select: { id: true, emailVerifiedAt: true } });
  const userId = existing
    ? existing.id
    : (
        await createTrialAccount(deps.prisma, deps.secretKey, {
          firstName: (claims.given_name ?? claims.name ?? email.split('@')[0] ?? '').trim().slice(0, 100),
          lastName: (claims.family_name ?? '').trim().slice(0, 100),
          email,
          passwordHash: null,
          interfaceLanguage: language,
          emailVerifiedAt: new Date(),
        })
      ).id;
  await deps.prisma.oAuthAccount.create({ data: { provider: 'google', providerUserId: claims.sub, userId } });
  if (existing && !existing.emailVerifiedAt) {
    // Whoever registered this unverified address never proved it: their password must not open the owner's account.
    await deps.prisma.user.update({ where: { id: userId }, data: { emailVerifiedAt: new Date(), passwordHash: null } });
    await deps.prisma.session.deleteMany({ where: { userId } });
  }
  return userId;
}
