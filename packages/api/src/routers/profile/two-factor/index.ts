// profile.twoFactor: set-up, enabling, disabling and backup codes of the authenticator-app second factor.
import { router } from '../../../trpc';
import { setup } from './setup';
import { enable } from './enable';
import { disable } from './disable';
import { regenerateBackupCodes } from './regenerate-backup-codes';

export const twoFactorRouter = router({ setup, enable, disable, regenerateBackupCodes });
