// admin: the administration area (/admin/users, /admin/support, /admin/announcements), administrators only; see
// docs/support-admin-api.md.
import { router } from '../../trpc';
import { adminAnnouncementsRouter } from './announcements';
import { adminSupportRouter } from './support';
import { adminUsersRouter } from './users';

export const adminRouter = router({ users: adminUsersRouter, support: adminSupportRouter, announcements: adminAnnouncementsRouter });
