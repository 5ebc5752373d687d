// auth.me: the current user, without any secret.
import { z } from 'zod';
import { authedProcedure } from '../../trpc';
import { toAuthUser } from '../../services/auth/auth-user';
import { ZAuthUser } from './outputs';

export const ZMeOutput = z.object({ user: ZAuthUser });

export const me = authedProcedure.output(ZMeOutput).query(({ ctx }) => ({ user: toAuthUser(ctx.user) }));
