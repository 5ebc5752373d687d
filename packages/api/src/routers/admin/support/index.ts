// admin.support: administrators only (adminProcedure); see docs/support-api.md.
import { router } from '../../../trpc';
import { list } from './list';
import { get } from './get';
import { reply } from './reply';
import { resolve } from './resolve';
import { close } from './close';
import { reopen } from './reopen';

export const adminSupportRouter = router({ list, get, reply, resolve, close, reopen });
