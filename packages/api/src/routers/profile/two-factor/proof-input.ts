// Input of the 2FA changes that need re-authentication: the password, or a TOTP code for accounts without one.
import { z } from 'zod';
import { PASSWORD_MAX } from '@praxiform/domain';

export const ZTwoFactorProofInput = z.object({
  password: z.string().max(PASSWORD_MAX).optional(),
  code: z.string().trim().max(20).optional(),
});
