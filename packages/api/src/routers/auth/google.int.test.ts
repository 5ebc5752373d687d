// Google sign-in against Google's token endpoint replaced at the network boundary: create, link, refuse, 2FA.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPatient, createUser } from '@praxiform/db/testing';
import { createTestDeps, fakeIdToken, GOOGLE_TEST_CLIENT, mockGoogleTokenEndpoint, type TGoogleIdentity } from '../../testing';
import type { ApiDeps, Context } from '../../context';
import { createGoogleAuthorization, finishGoogleLogin } from '../../services/auth/google';
import { enableTwoFactor, failure } from './testing/helpers';

let ctx: ApiDeps & Pick<Context, 'ip' | 'userAgent'>;
let identity: TGoogleIdentity | null = null;
let google: ReturnType<typeof mockGoogleTokenEndpoint>;

beforeAll(async () => {
  ctx = {
    ...(await createTestDeps({ auth: { google: GOOGLE_TEST_CLIENT, recaptcha: null } })),
    ip: '192.0.2.60',
    userAgent: 'vitest',
  };
  google = mockGoogleTokenEndpoint(({ body }) =>
    identity && body.get('code') === 'good-code'
      ? {
          status: 200,
          body: { access_token: 'ya29.test', token_type: 'Bearer', expires_in: 3599, scope: 'openid email profile', id_token: fakeIdToken(identity) },
        }
      : { status: 400, body: { error: 'invalid_grant', error_description: 'Bad Request' } },
  );
});
afterAll(() => google.restore());

/** One round trip as the browser would make it: authorization (cookies kept by the caller), then the callback. */
async function signIn(who: TGoogleIdentity | null, overrides: { code?: string; state?: string } = {}) {
  identity = who;
  const { url, state, codeVerifier } = createGoogleAuthorization(ctx);
  expect(new URL(url).searchParams.get('state')).toBe(state);
  return finishGoogleLogin(ctx, {
    code: overrides.code ?? 'good-code',
    state: overrides.state ?? state,
    storedState: state,
    codeVerifier,
    language: 'nl',
  });
}

describe('Google sign-in', () => {
  it('builds the authorization URL with PKCE (S256), state, the three scopes and our callback', () => {
    const { url, codeVerifier } = createGoogleAuthorization(ctx);
    const parsed = new URL(url);
    expect(parsed.origin + parsed.pathname).toBe('https://accounts.google.com/o/oauth2/v2/auth');
    expect(Object.fromEntries(parsed.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: GOOGLE_TEST_CLIENT.clientId,
      redirect_uri: 'http://localhost:3000/auth/google/callback',
      scope: 'openid profile email',
      code_challenge_method: 'S256',
    });
    expect(parsed.searchParams.get('code_challenge')).not.toBe(codeVerifier);
    expect(codeVerifier.length).toBeGreaterThanOrEqual(43);
  });

  it('creates a verified trial account without a password in the cookie language, and sends the PKCE verifier', async () => {
    const result = await signIn({ sub: 'g-new', email: 'New.User@gmail.com', email_verified: true, given_name: 'Nora', family_name: 'Peeters' });
    if (result.status !== 'authenticated') throw new Error('expected a session');
    expect(result.user).toMatchObject({
      email: 'new.user@gmail.com',
      firstName: 'Nora',
      lastName: 'Peeters',
      role: 'trial',
      interfaceLanguage: 'nl',
      profileCompleted: false,
    });
    const user = await ctx.prisma.user.findUniqueOrThrow({ where: { id: result.user.id }, include: { subscription: true, oauthAccounts: true } });
    expect(user.passwordHash).toBeNull();
    expect(user.emailVerifiedAt).toBeInstanceOf(Date);
    expect(user.subscription?.status).toBe('trial');
    expect(user.oauthAccounts.map((a) => [a.provider, a.providerUserId])).toEqual([['google', 'g-new']]);
    const request = google.requests.at(-1)!;
    expect(request.body.get('code_verifier')).toMatch(/^[A-Za-z0-9_-]{43,}$/);
    expect(request.body.get('redirect_uri')).toBe('http://localhost:3000/auth/google/callback');
    expect(request.authorization).toBe(
      `Basic ${Buffer.from(`${GOOGLE_TEST_CLIENT.clientId}:${GOOGLE_TEST_CLIENT.clientSecret}`).toString('base64')}`,
    );
    expect(await ctx.prisma.auditLog.count({ where: { actorId: user.id, action: 'auth.login.google', ip: '192.0.2.60' } })).toBe(1);

    // Next time the link is found by Google's subject, even if the address changed at Google.
    const again = await signIn({ sub: 'g-new', email: 'renamed@gmail.com', email_verified: true });
    expect(again.status === 'authenticated' && again.user.id).toBe(user.id);
  });

  it('links an existing account with the same verified email, keeping its password', async () => {
    const user = await createUser(ctx.prisma, { email: 'existing@example.org' });
    const result = await signIn({ sub: 'g-existing', email: 'existing@example.org', email_verified: true });
    expect(result.status === 'authenticated' && result.user.id).toBe(user.id);
    expect((await ctx.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).passwordHash).toBe(user.passwordHash);
  });

  it('replaces an unverified account nobody ever signed in to (an empty shell) by a fresh account, carrying nothing over', async () => {
    const shell = await createUser(ctx.prisma, { email: 'squatted@example.org', emailVerifiedAt: null, firstName: 'Squatteur', lastName: 'Inconnu' });
    await createPatient(ctx.prisma, { ownerId: shell.id });
    const result = await signIn({ sub: 'g-owner', email: 'squatted@example.org', email_verified: true, given_name: 'Sophie', family_name: 'Vrai' });
    if (result.status !== 'authenticated') throw new Error('expected a session');
    expect(result.user.id).not.toBe(shell.id);
    expect(result.user).toMatchObject({ email: 'squatted@example.org', firstName: 'Sophie', lastName: 'Vrai', role: 'trial' });
    expect(await ctx.prisma.user.findUnique({ where: { id: shell.id } })).toBeNull();
    const fresh = await ctx.prisma.user.findUniqueOrThrow({
      where: { id: result.user.id },
      include: { oauthAccounts: true, patients: true, subscription: true },
    });
    expect(fresh.passwordHash).toBeNull();
    expect(fresh.emailVerifiedAt).toBeInstanceOf(Date);
    expect(fresh.patients).toEqual([]);
    // The shell never had a usable trial: the mailbox's owner gets one.
    expect(fresh.subscription?.status).toBe('trial');
    expect(fresh.oauthAccounts.map((a) => a.providerUserId)).toEqual(['g-owner']);
    const audits = await ctx.prisma.auditLog.findMany({
      where: { action: { in: ['account.deleted', 'auth.google.unverified_account_replaced'] }, ip: '192.0.2.60' },
    });
    expect(audits.map((a) => [a.action, a.targetId])).toEqual([
      ['account.deleted', String(shell.id)],
      ['auth.google.unverified_account_replaced', String(fresh.id)],
    ]);
    expect(audits[1]!.metadata).toEqual({ replacedUserId: shell.id });
  });

  it('never hands over an unverified account that was signed in to (GOOGLE_ACCOUNT_UNVERIFIED), changing nothing', async () => {
    const used = await createUser(ctx.prisma, {
      email: 'changed-unverified@example.org',
      emailVerifiedAt: null,
      lastLoginAt: new Date('2026-01-02'),
    });
    expect((await failure(signIn({ sub: 'g-used', email: 'changed-unverified@example.org', email_verified: true }))).code).toBe(
      'GOOGLE_ACCOUNT_UNVERIFIED',
    );
    const withSession = await createUser(ctx.prisma, { email: 'session-unverified@example.org', emailVerifiedAt: null });
    await ctx.prisma.session.create({ data: { id: `s-${withSession.id}`, userId: withSession.id, expiresAt: new Date(Date.now() + 3600_000) } });
    expect((await failure(signIn({ sub: 'g-session', email: 'session-unverified@example.org', email_verified: true }))).code).toBe(
      'GOOGLE_ACCOUNT_UNVERIFIED',
    );
    for (const user of [used, withSession]) {
      const after = await ctx.prisma.user.findUniqueOrThrow({ where: { id: user.id }, include: { oauthAccounts: true } });
      expect(after).toMatchObject({ passwordHash: user.passwordHash, emailVerifiedAt: null, oauthAccounts: [] });
    }
    expect(await ctx.prisma.user.count({ where: { email: { in: ['changed-unverified@example.org', 'session-unverified@example.org'] } } })).toBe(2);
  });

  it('refuses an email Google has not verified, a wrong state, a refused code and a foreign audience', async () => {
    await createUser(ctx.prisma, { email: 'target@example.org' });
    expect((await failure(signIn({ sub: 'g-unverified', email: 'target@example.org', email_verified: false }))).code).toBe('GOOGLE_AUTH_FAILED');
    expect(await ctx.prisma.oAuthAccount.count({ where: { providerUserId: 'g-unverified' } })).toBe(0);
    expect((await failure(signIn({ sub: 'g-state', email: 'state@example.org', email_verified: true }, { state: 'forged' }))).code).toBe(
      'GOOGLE_AUTH_FAILED',
    );
    expect((await failure(signIn({ sub: 'g-code', email: 'code@example.org', email_verified: true }, { code: 'bad-code' }))).code).toBe(
      'GOOGLE_AUTH_FAILED',
    );
    expect((await failure(signIn({ sub: 'g-aud', email: 'aud@example.org', email_verified: true, aud: 'someone-else' }))).code).toBe(
      'GOOGLE_AUTH_FAILED',
    );
    expect(await ctx.prisma.user.count({ where: { email: { in: ['state@example.org', 'code@example.org', 'aud@example.org'] } } })).toBe(0);
    const missing = finishGoogleLogin(ctx, { code: 'good-code', state: 's', storedState: undefined, codeVerifier: undefined, language: 'fr' });
    expect((await failure(missing)).code).toBe('GOOGLE_AUTH_FAILED');
  });

  it('refuses blocked users and asks for the second factor when 2FA is on', async () => {
    await createUser(ctx.prisma, { email: 'blocked-g@example.org', blocked: true });
    expect((await failure(signIn({ sub: 'g-blocked', email: 'blocked-g@example.org', email_verified: true }))).code).toBe('ACCOUNT_BLOCKED');
    const user = await createUser(ctx.prisma, { email: '2fa-g@example.org' });
    await enableTwoFactor(ctx.prisma, ctx.secretKey, user.id);
    const result = await signIn({ sub: 'g-2fa', email: '2fa-g@example.org', email_verified: true });
    expect(result.status).toBe('two_factor_required');
    expect(await ctx.prisma.session.count({ where: { userId: user.id } })).toBe(0);
  });

  it('answers GOOGLE_NOT_CONFIGURED without credentials', async () => {
    const off = { ...ctx, auth: { ...ctx.auth, google: null } };
    expect(() => createGoogleAuthorization(off)).toThrowError('GOOGLE_NOT_CONFIGURED');
  });
});
