// admin: the administration area (/admin/users, /admin/support, /admin/announcements, /admin/mails), administrators
// only; see docs/support-admin-api.md and docs/mail.md.
import { router } from '../../trpc';
import { adminAnnouncementsRouter } from './announcements';
import { adminMailsRouter } from './mails';
import { adminSupportRouter } from './support';
import { adminUsersRouter } from './users';

export const adminRouter = router({
  users: adminUsersRouter,
  support: adminSupportRouter,
  announcements: adminAnnouncementsRouter,
  mails: adminMailsRouter,
});
