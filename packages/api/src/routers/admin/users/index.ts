// admin.users: administrators only (adminProcedure); see docs/support-admin-api.md.
import { router } from '../../../trpc';

export const adminUsersRouter = router({});
