// Starts 2FA set-up: a new random key, sealed at rest, pending until a code from the authenticator app confirms it.
import QRCode from 'qrcode';
import type { ApiDeps, TActor } from '../../context';
import { AppError } from '../../errors';
import { isUniqueViolation } from '../shared/prisma-errors';
import { sealSecret, totpSecretContext } from '../shared/secret-box';
import { generateTotpKey, manualEntryKey, totpKeyUri } from './totp';

export type TTwoFactorSetup = { keyUri: string; manualKey: string; qrSvg: string };

export async function startTwoFactorSetup(
  deps: Pick<ApiDeps, 'prisma' | 'secretKey'>,
  actor: Pick<TActor, 'id' | 'email'>,
): Promise<TTwoFactorSetup> {
  const key = generateTotpKey();
  const secret = sealSecret(deps.secretKey, key, totpSecretContext(actor.id));
  try {
    await deps.prisma.$transaction(async (tx) => {
      // Only a pending key is replaced; with 2FA on, the row stays and the create below hits the unique user id.
      await tx.twoFactor.deleteMany({ where: { userId: actor.id, enabledAt: null } });
      await tx.twoFactor.create({ data: { userId: actor.id, secret } });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('TWO_FACTOR_ALREADY_ENABLED');
    throw error;
  }
  const keyUri = totpKeyUri(actor.email, key);
  const qrSvg = await QRCode.toString(keyUri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { keyUri, manualKey: manualEntryKey(key), qrSvg };
}
