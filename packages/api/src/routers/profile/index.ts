// profile: the practitioner's own account (profile, address change, password, language, notifications, role, 2FA, deletion, the
// welcome-to-trial page seen, the sessions and sign-ins of Profile → Security).
// No procedure takes a user id: each acts on ctx.user only, so nobody can reach another account through it.
import { router } from '../../trpc';
import { options } from './options';
import { completeProfile } from './complete-profile';
import { get } from './get';
import { update } from './update';
import { requestEmailChange } from './request-email-change';
import { cancelEmailChange } from './cancel-email-change';
import { changePassword } from './change-password';
import { setLanguage } from './set-language';
import { setEmailNotifications } from './set-email-notifications';
import { setAlertEmails } from './set-alert-emails';
import { deleteAccount } from './delete-account';
import { updateRole } from './update-role';
import { markTrialWelcomeSeen } from './mark-trial-welcome-seen';
import { twoFactorRouter } from './two-factor';
import { sessions } from './sessions';
import { revokeSession } from './revoke-session';
import { revokeOtherSessions } from './revoke-other-sessions';
import { signIns } from './sign-ins';
import { setNewDeviceEmails } from './set-new-device-emails';

export const profileRouter = router({
  options,
  completeProfile,
  get,
  update,
  requestEmailChange,
  cancelEmailChange,
  changePassword,
  setLanguage,
  setEmailNotifications,
  setAlertEmails,
  deleteAccount,
  updateRole,
  markTrialWelcomeSeen,
  twoFactor: twoFactorRouter,
  sessions,
  revokeSession,
  revokeOtherSessions,
  signIns,
  setNewDeviceEmails,
});
