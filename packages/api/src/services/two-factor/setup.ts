// Starts 2FA set-up: a new random key, sealed at rest, pending until a code from the authenticator app confirms it.
import QRCode from 'qrcode';
import { Prisma, type PrismaClient } from '@praxiform/db';
import { AppError } from '../../errors';
import { sealSecret, totpSecretContext } from './secret-box';
import { generateTotpKey, manualEntryKey, totpKeyUri } from './totp';

export type TTwoFactorSetup = { keyUri: string; manualKey: string; qrSvg: string };

export async function startTwoFactorSetup(prisma: PrismaClient, secretKey: Uint8Array, user: { id: number; email: string }): Promise<TTwoFactorSetup> {
  const key = generateTotpKey();
  const secret = sealSecret(secretKey, key, totpSecretContext(user.id));
  try {
    await prisma.$transaction(async (tx) => {
      // Only a pending key is replaced; with 2FA on, the row stays and the create below hits the unique user id.
      await tx.twoFactor.deleteMany({ where: { userId: user.id, enabledAt: null } });
      await tx.twoFactor.create({ data: { userId: user.id, secret } });
    });
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') throw new AppError('TWO_FACTOR_ALREADY_ENABLED');
    throw error;
  }
  const keyUri = totpKeyUri(user.email, key);
  const qrSvg = await QRCode.toString(keyUri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { keyUri, manualKey: manualEntryKey(key), qrSvg };
}
