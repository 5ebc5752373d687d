// admin.users: administrators only (adminProcedure); see docs/admin-users-api.md.
import { router } from '../../../trpc';
import { block } from './block';
import { deleteUser } from './delete';
import { get } from './get';
import { list } from './list';
import { setRole } from './set-role';
import { stats } from './stats';
import { unblock } from './unblock';

export const adminUsersRouter = router({ list, get, stats, setRole, block, unblock, delete: deleteUser });
