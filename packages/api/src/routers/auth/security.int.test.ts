// Measured security properties: session token entropy and hashing, argon2id parameters and the event loop, no secret in any answer.
import { beforeAll, describe, expect, it } from 'vitest';
import { hashPassword, hashToken } from '@praxiform/db';
import { createTestCaller, createTestDeps } from '../../testing';
import type { ApiDeps } from '../../context';
import { openSecret, totpSecretContext } from '../../services/shared/secret-box';
import { callerWithToken, enableTwoFactor, registerInput, STRONG_PASSWORD } from './testing/helpers';

let deps: ApiDeps & { sent: { text: string }[] };
beforeAll(async () => {
  deps = await createTestDeps();
});
const guest = () => createTestCaller(deps, undefined, { ip: '192.0.2.99' });

describe('security of the account flows', () => {
  it('gives a session token of 128+ random bits and stores only its SHA-256', async () => {
    await (await guest()).auth.register(registerInput('entropy@example.org'));
    await deps.prisma.user.update({ where: { email: 'entropy@example.org' }, data: { emailVerifiedAt: new Date() } });
    const tokens = new Set<string>();
    for (let i = 0; i < 3; i += 1) {
      const result = await (await guest()).auth.login({ email: 'entropy@example.org', password: STRONG_PASSWORD });
      if (result.status !== 'authenticated') throw new Error('expected a session');
      expect(result.token).toMatch(/^[a-z2-7]+$/);
      expect(result.token.length * 5).toBeGreaterThanOrEqual(128); // base32: 5 bits per character
      tokens.add(result.token);
      const rows = await deps.prisma.session.findMany({ where: { id: result.token } });
      expect(rows).toHaveLength(0);
      expect(await deps.prisma.session.findUnique({ where: { id: hashToken(result.token) } })).not.toBeNull();
    }
    expect(tokens.size).toBe(3);
    const dump = JSON.stringify(await deps.prisma.session.findMany());
    for (const token of tokens) expect(dump).not.toContain(token);
  });

  it('hashes passwords with argon2id, m >= 19456 KiB and t >= 2, read back from the stored hash', async () => {
    const user = await deps.prisma.user.findUniqueOrThrow({ where: { email: 'entropy@example.org' } });
    const match = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(user.passwordHash ?? '');
    expect(match).not.toBeNull();
    expect(Number(match![1])).toBeGreaterThanOrEqual(19456);
    expect(Number(match![2])).toBeGreaterThanOrEqual(2);
  });

  it('keeps the event loop running while four hashes are computed', async () => {
    let ticks = 0;
    let last = performance.now();
    let longestGap = 0;
    const timer = setInterval(() => {
      const now = performance.now();
      longestGap = Math.max(longestGap, now - last);
      last = now;
      ticks += 1;
    }, 2);
    const started = performance.now();
    await Promise.all([1, 2, 3, 4].map((i) => hashPassword(`Password-${i}`)));
    const elapsed = performance.now() - started;
    clearInterval(timer);
    // Hashing on the main thread would leave no tick at all while it runs.
    expect(ticks).toBeGreaterThanOrEqual(5);
    expect(longestGap).toBeLessThan(Math.max(100, elapsed / 2));
  });

  it('never answers with a password hash, a token hash, a TOTP secret or a backup code', async () => {
    const answers: unknown[] = [];
    const keep = async <T>(promise: Promise<T>): Promise<T> => {
      const value = await promise;
      answers.push(value);
      return value;
    };
    const caught = async (promise: Promise<unknown>) =>
      answers.push(await promise.catch((error: { message: string; cause?: unknown }) => ({ ...error, message: error.message })));

    await keep((await guest()).auth.register(registerInput('leak@example.org')));
    const verifyToken = deps.sent.at(-1)!.text.match(/verify-email\/(\S+)/)![1]!;
    await keep((await guest()).auth.verifyEmail({ token: verifyToken }));
    await caught((await guest()).auth.resendVerification({ email: 'leak@example.org' }));
    const user = await deps.prisma.user.findUniqueOrThrow({ where: { email: 'leak@example.org' } });
    const plain = await keep((await guest()).auth.login({ email: 'leak@example.org', password: STRONG_PASSWORD }));
    if (plain.status !== 'authenticated') throw new Error('expected a session');
    await keep((await callerWithToken(deps, plain.token)).auth.me());
    const { key, backupCodes, currentCode } = await enableTwoFactor(deps.prisma, deps.secretKey, user.id);
    const pending = await keep((await guest()).auth.login({ email: 'leak@example.org', password: STRONG_PASSWORD }));
    if (pending.status !== 'two_factor_required') throw new Error('expected 2FA');
    await caught((await guest()).auth.verifyTwoFactor({ pendingToken: pending.pendingToken, code: '000000' }));
    const pendingRow = await deps.prisma.pendingTwoFactorLogin.findUniqueOrThrow({ where: { tokenHash: hashToken(pending.pendingToken) } });
    const session = await keep((await guest()).auth.verifyTwoFactor({ pendingToken: pending.pendingToken, code: currentCode() }));
    await keep((await guest()).auth.forgotPassword({ email: 'leak@example.org' }));
    const resetToken = new URL(deps.sent.at(-1)!.text.match(/https?:\/\/\S+reset-password\S+/)![0]).searchParams.get('token')!;
    const resetRow = await deps.prisma.passwordResetToken.findFirstOrThrow({ where: { userId: user.id } });
    await keep(
      (await guest()).auth.resetPassword({
        token: resetToken,
        email: 'leak@example.org',
        password: 'Autre-Mot2passe',
        passwordConfirmation: 'Autre-Mot2passe',
      }),
    );
    await caught((await guest()).auth.login({ email: 'leak@example.org', password: 'wrong' }));
    await keep((await guest()).auth.providers());
    await caught((await callerWithToken(deps, session.token)).auth.logout());

    const stored = await deps.prisma.user.findUniqueOrThrow({
      where: { id: user.id },
      include: { twoFactor: true, twoFactorBackupCodes: true, emailVerificationTokens: true },
    });
    const secrets = [
      user.passwordHash!,
      stored.passwordHash!,
      hashToken(plain.token),
      hashToken(session.token),
      hashToken(verifyToken),
      pendingRow.tokenHash,
      resetRow.tokenHash,
      ...stored.emailVerificationTokens.map((t) => t.tokenHash),
      Buffer.from(key).toString('hex'),
      Buffer.from(key).toString('base64'),
      Buffer.from(stored.twoFactor!.secret).toString('base64'),
      Buffer.from(openSecret(deps.secretKey, stored.twoFactor!.secret, totpSecretContext(user.id))).toString('hex'),
      ...backupCodes,
      ...backupCodes.map((code) => code.replace('-', '')),
      ...stored.twoFactorBackupCodes.map((c) => c.codeHash),
    ];
    const json = JSON.stringify(answers);
    expect(answers.length).toBe(13);
    for (const secret of secrets) {
      expect(secret.length).toBeGreaterThanOrEqual(10);
      expect(json).not.toContain(secret);
    }
    expect(json).not.toMatch(/passwordHash|tokenHash|codeHash|"secret"/);
  });
});
