// Forgotten password through the tRPC caller and a real SMTP exchange: the mailed link resets once, sessions go.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken, verifyPassword } from '@praxiform/db';
import { createUser, DEFAULT_TEST_PASSWORD } from '@praxiform/db/testing';
import { createTestCaller, createTestDepsWithInbox, linkIn, type TSmtpInbox } from '../../testing';
import type { ApiDeps } from '../../context';
import { callerWithToken, enableTwoFactor, failure } from './testing/helpers';

let inbox: TSmtpInbox;
let deps: ApiDeps;
beforeAll(async () => {
  ({ inbox, deps } = await createTestDepsWithInbox());
});
afterAll(() => inbox.close());
const NEW_PASSWORD = 'Nouveau-Mot2passe';
const mailsTo = (address: string) => inbox.messages.filter((mail) => [mail.to ?? []].flat().some((to) => to.text === address)).length;
const guest = (ip = '127.0.0.1') => createTestCaller(deps, undefined, { ip });

async function resetLink(email: string): Promise<URL> {
  expect(await (await guest()).auth.forgotPassword({ email })).toEqual({ sent: true });
  return new URL(linkIn(await inbox.next(email), 'http://localhost:3000/'));
}

describe('auth.forgotPassword and auth.resetPassword', () => {
  it('mails a 1 h link in the user language; following it sets the password, revokes every session, keeps 2FA', async () => {
    const user = await createUser(deps.prisma, { email: 'reset@example.org', interfaceLanguage: 'en' });
    await enableTwoFactor(deps.prisma, deps.secretKey, user.id);
    const other = await createTestCaller(deps, user.id);
    const link = await resetLink('Reset@Example.org');
    expect(link.pathname).toBe('/en/reset-password');
    expect(link.searchParams.get('email')).toBe('reset@example.org');
    const token = link.searchParams.get('token')!;
    const stored = await deps.prisma.passwordResetToken.findFirstOrThrow({ where: { userId: user.id } });
    expect(stored.tokenHash).toBe(hashToken(token));
    expect(Math.abs(stored.expiresAt.getTime() - stored.createdAt.getTime() - 3600_000)).toBeLessThan(5000);

    const input = { token, email: link.searchParams.get('email')!, password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD };
    expect(await (await guest()).auth.resetPassword(input)).toEqual({ success: true });
    const after = await deps.prisma.user.findUniqueOrThrow({ where: { id: user.id }, include: { twoFactor: true } });
    expect(await verifyPassword(after.passwordHash, NEW_PASSWORD)).toBe(true);
    expect(after.twoFactor?.enabledAt).toBeInstanceOf(Date);
    expect(await deps.prisma.session.count({ where: { userId: user.id } })).toBe(0);
    expect((await failure((await callerWithToken(deps, other.token!)).auth.me())).code).toBe('UNAUTHENTICATED');
    expect(await deps.prisma.auditLog.count({ where: { actorId: user.id, action: 'auth.password_reset' } })).toBe(1);

    // Single use; the old password is gone; the new one leads to the second factor.
    expect((await failure((await guest()).auth.resetPassword(input))).code).toBe('LINK_INVALID');
    expect((await failure((await guest()).auth.login({ email: 'reset@example.org', password: DEFAULT_TEST_PASSWORD }))).code).toBe(
      'INVALID_CREDENTIALS',
    );
    expect((await (await guest()).auth.login({ email: 'reset@example.org', password: NEW_PASSWORD })).status).toBe('two_factor_required');
  });

  it('answers { sent: true } for an unknown email and sends nothing', async () => {
    const count = inbox.messages.length;
    expect(await (await guest()).auth.forgotPassword({ email: 'ghost@example.org' })).toEqual({ sent: true });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(inbox.messages.length).toBe(count);
  });

  it('refuses a token with another email, an unknown token, an expired token, and a mismatched confirmation', async () => {
    await createUser(deps.prisma, { email: 'victim@example.org' });
    const token = (await resetLink('victim@example.org')).searchParams.get('token')!;
    const base = { token, email: 'victim@example.org', password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD };
    expect((await failure((await guest()).auth.resetPassword({ ...base, email: 'attacker@example.org' }))).code).toBe('LINK_INVALID');
    expect((await failure((await guest()).auth.resetPassword({ ...base, token: 'z'.repeat(64) }))).code).toBe('LINK_INVALID');
    const mismatch = await failure((await guest()).auth.resetPassword({ ...base, passwordConfirmation: 'Autre-Chose1' }));
    expect(mismatch).toMatchObject({ code: 'VALIDATION_FAILED', issues: ['PASSWORD_MISMATCH'] });
    await deps.prisma.passwordResetToken.updateMany({ where: { tokenHash: hashToken(token) }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await failure((await guest()).auth.resetPassword(base))).code).toBe('LINK_EXPIRED');
  });

  it('refuses a new password without a special character (the one password rule, docs/product.md); the link stays usable', async () => {
    const user = await createUser(deps.prisma, { email: 'rule@example.org' });
    expect(await (await guest('198.51.100.71')).auth.forgotPassword({ email: 'rule@example.org' })).toEqual({ sent: true });
    const token = new URL(linkIn(await inbox.next('rule@example.org'), 'http://localhost:3000/')).searchParams.get('token')!;
    const weak = { token, email: 'rule@example.org', password: 'Nouveau2passe', passwordConfirmation: 'Nouveau2passe' };
    expect(await failure((await guest()).auth.resetPassword(weak))).toMatchObject({ code: 'VALIDATION_FAILED', issues: ['PASSWORD_NO_SPECIAL'] });
    expect(await verifyPassword((await deps.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).passwordHash, DEFAULT_TEST_PASSWORD)).toBe(
      true,
    );
    expect(await (await guest()).auth.resetPassword({ ...weak, password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD })).toEqual({
      success: true,
    });
  });

  it('keeps only the newest link alive', async () => {
    await createUser(deps.prisma, { email: 'twice@example.org' });
    const first = (await resetLink('twice@example.org')).searchParams.get('token')!;
    const second = (await resetLink('twice@example.org')).searchParams.get('token')!;
    const input = (token: string) => ({ token, email: 'twice@example.org', password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD });
    expect((await failure((await guest()).auth.resetPassword(input(first)))).code).toBe('LINK_INVALID');
    expect(await (await guest()).auth.resetPassword(input(second))).toEqual({ success: true });
  });

  it('limits forgot-password requests per IP (10 per hour)', async () => {
    for (let i = 0; i < 10; i += 1) await (await guest('198.51.100.40')).auth.forgotPassword({ email: 'ghost@example.org' });
    const limited = await failure((await guest('198.51.100.40')).auth.forgotPassword({ email: 'ghost@example.org' }));
    expect(limited.code).toBe('RATE_LIMITED');
    expect(limited.details?.retryAfterSeconds).toBeGreaterThan(3500);
  });

  it('mails one address at most 3 times an hour whatever the IPs, answering every request alike; another address still gets its mail', async () => {
    await createUser(deps.prisma, { email: 'bombed@example.org' });
    const answers: unknown[] = [];
    for (let i = 1; i <= 5; i += 1) {
      // Several spellings of one address count together.
      const email = i % 2 === 0 ? ' Bombed@Example.org ' : 'bombed@example.org';
      answers.push(await (await guest(`203.0.113.${i}`)).auth.forgotPassword({ email }));
    }
    expect(answers).toEqual(Array.from({ length: 5 }, () => ({ sent: true })));
    const mails = [await inbox.next('bombed@example.org'), await inbox.next('bombed@example.org'), await inbox.next('bombed@example.org')];
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mailsTo('bombed@example.org')).toBe(3);
    // The requests past the limit made no new link, so the last mailed one still works.
    const last = new URL(linkIn(mails[2]!, 'http://localhost:3000/'));
    const input = { token: last.searchParams.get('token')!, email: 'bombed@example.org', password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD };
    expect(await (await guest('203.0.113.6')).auth.resetPassword(input)).toEqual({ success: true });

    await createUser(deps.prisma, { email: 'neighbour@example.org' });
    expect(await (await guest('203.0.113.1')).auth.forgotPassword({ email: 'neighbour@example.org' })).toEqual({ sent: true });
    await inbox.next('neighbour@example.org');
  });

  it('counts unknown addresses like known ones, under a hash: no address sits in the rate limits table', async () => {
    for (let i = 1; i <= 5; i += 1) {
      expect(await (await guest(`203.0.113.${20 + i}`)).auth.forgotPassword({ email: 'nobody@example.org' })).toEqual({ sent: true });
    }
    const digest = createHash('sha256').update('nobody@example.org').digest('hex');
    const rows = await deps.prisma.rateLimit.findMany({ where: { key: { contains: digest } } });
    expect(rows).toHaveLength(1);
    expect(rows[0]!.points).toBe(5);
    expect(await deps.prisma.rateLimit.count({ where: { key: { contains: '@' } } })).toBe(0);
  });
});
