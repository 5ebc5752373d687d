// admin.support: administrators only (adminProcedure); see docs/support-admin-api.md.
import { router } from '../../../trpc';

export const adminSupportRouter = router({});
