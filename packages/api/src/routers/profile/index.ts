// profile: the practitioner's own account (profile, password, language, notifications, 2FA, deletion).
import { router } from '../../trpc';

export const profileRouter = router({});
