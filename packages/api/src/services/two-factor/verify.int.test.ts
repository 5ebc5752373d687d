// Second-factor checks against the database: single-use TOTP steps, single-use backup codes, also under concurrency.
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, getTestPrisma } from '@praxiform/db/testing';
import type { PrismaClient } from '@praxiform/db';
import { TEST_SECRET_KEY } from '../../testing';
import { consumeBackupCode, hashBackupCode, replaceBackupCodes } from './backup-codes';
import { sealSecret, totpSecretContext } from '../shared/secret-box';
import { currentTotpStep, generateTotpKey, totpCodeForStep } from './totp';
import { verifySecondFactor, verifyTotpCode } from './verify';

let prisma: PrismaClient;
beforeAll(async () => {
  prisma = await getTestPrisma();
});

async function userWithTwoFactor(enabled = true) {
  const user = await createUser(prisma);
  const key = generateTotpKey();
  await prisma.twoFactor.create({
    data: { userId: user.id, secret: sealSecret(TEST_SECRET_KEY, key, totpSecretContext(user.id)), enabledAt: enabled ? new Date() : null },
  });
  return { user, key };
}

describe('backup codes', () => {
  it('generates ten distinct XXXXX-XXXXX codes stored only as hashes', async () => {
    const { user } = await userWithTwoFactor();
    const codes = await replaceBackupCodes(prisma, user.id);
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[A-Z2-7]{5}-[A-Z2-7]{5}$/);
    const rows = await prisma.twoFactorBackupCode.findMany({ where: { userId: user.id } });
    expect(rows.map((r) => r.codeHash).sort()).toEqual(codes.map(hashBackupCode).sort());
    expect(rows.some((r) => codes.some((c) => r.codeHash.includes(c.replace('-', ''))))).toBe(false);
  });

  it('accepts each code once, with or without dash and in lower case', async () => {
    const { user } = await userWithTwoFactor();
    const [first, second] = await replaceBackupCodes(prisma, user.id);
    expect(await consumeBackupCode(prisma, user.id, first!.toLowerCase())).toBe(true);
    expect(await consumeBackupCode(prisma, user.id, first!)).toBe(false);
    expect(await consumeBackupCode(prisma, user.id, second!.replace('-', ''))).toBe(true);
    expect(await consumeBackupCode(prisma, user.id, 'not a code')).toBe(false);
  });

  it('lets exactly one of many concurrent uses of a code succeed', async () => {
    const { user } = await userWithTwoFactor();
    const [code] = await replaceBackupCodes(prisma, user.id);
    const results = await Promise.all(Array.from({ length: 8 }, () => consumeBackupCode(prisma, user.id, code!)));
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it("does not accept another user's code", async () => {
    const a = await userWithTwoFactor();
    const b = await userWithTwoFactor();
    const [code] = await replaceBackupCodes(prisma, a.user.id);
    await replaceBackupCodes(prisma, b.user.id);
    expect(await consumeBackupCode(prisma, b.user.id, code!)).toBe(false);
    expect(await consumeBackupCode(prisma, a.user.id, code!)).toBe(true);
  });
});

describe('verifySecondFactor', () => {
  it('accepts a current TOTP code once, then refuses its replay', async () => {
    const { user, key } = await userWithTwoFactor();
    const now = Date.now();
    const code = totpCodeForStep(key, currentTotpStep(now));
    expect(await verifySecondFactor({ prisma, secretKey: TEST_SECRET_KEY }, user.id, code, now)).toBe('totp');
    expect(await verifySecondFactor({ prisma, secretKey: TEST_SECRET_KEY }, user.id, code, now)).toBeNull();
    expect((await prisma.twoFactor.findUniqueOrThrow({ where: { userId: user.id } })).lastUsedStep).toBe(currentTotpStep(now));
  });

  it('lets one of two concurrent uses of the same TOTP code succeed', async () => {
    const { user, key } = await userWithTwoFactor();
    const now = Date.now();
    const code = totpCodeForStep(key, currentTotpStep(now));
    const results = await Promise.all([1, 2, 3].map(() => verifySecondFactor({ prisma, secretKey: TEST_SECRET_KEY }, user.id, code, now)));
    expect(results.filter((r) => r === 'totp')).toHaveLength(1);
  });

  it('accepts a backup code once', async () => {
    const { user } = await userWithTwoFactor();
    const [code] = await replaceBackupCodes(prisma, user.id);
    expect(await verifySecondFactor({ prisma, secretKey: TEST_SECRET_KEY }, user.id, ` ${code!} `)).toBe('backup');
    expect(await verifySecondFactor({ prisma, secretKey: TEST_SECRET_KEY }, user.id, code!)).toBeNull();
  });

  it('refuses everything while 2FA is only pending or absent, and wrong codes', async () => {
    const pending = await userWithTwoFactor(false);
    const now = Date.now();
    const code = totpCodeForStep(pending.key, currentTotpStep(now));
    expect(await verifySecondFactor({ prisma, secretKey: TEST_SECRET_KEY }, pending.user.id, code, now)).toBeNull();
    expect(await verifyTotpCode({ prisma, secretKey: TEST_SECRET_KEY }, pending.user.id, code, now)).toBe(false);
    const [backup] = await replaceBackupCodes(prisma, pending.user.id);
    expect(await verifySecondFactor({ prisma, secretKey: TEST_SECRET_KEY }, pending.user.id, backup!)).toBeNull();

    const none = await createUser(prisma);
    expect(await verifySecondFactor({ prisma, secretKey: TEST_SECRET_KEY }, none.id, '123456')).toBeNull();

    const enabled = await userWithTwoFactor();
    const valid = [-1, 0, 1].map((offset) => totpCodeForStep(enabled.key, currentTotpStep(now) + offset));
    const wrong = ['000000', '111111', '222222', '333333'].find((c) => !valid.includes(c))!;
    expect(await verifySecondFactor({ prisma, secretKey: TEST_SECRET_KEY }, enabled.user.id, wrong, now)).toBeNull();
    expect(await verifySecondFactor({ prisma, secretKey: TEST_SECRET_KEY }, enabled.user.id, 'AAAAA-AAAAA', now)).toBeNull();
  });

  it("cannot open a key copied into another user's row", async () => {
    const a = await userWithTwoFactor();
    const b = await userWithTwoFactor();
    const sealedA = (await prisma.twoFactor.findUniqueOrThrow({ where: { userId: a.user.id } })).secret;
    await prisma.twoFactor.update({ where: { userId: b.user.id }, data: { secret: sealedA } });
    const code = totpCodeForStep(a.key, currentTotpStep());
    await expect(verifySecondFactor({ prisma, secretKey: TEST_SECRET_KEY }, b.user.id, code)).rejects.toThrow();
  });
});
