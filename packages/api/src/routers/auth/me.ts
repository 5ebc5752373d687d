// auth.me: the current user, without any secret (the output schema leaves out `blocked` and every other column).
import { authedProcedure } from '../../trpc';
import { ZUserOutput } from '../../auth/user-view';

export const me = authedProcedure.output(ZUserOutput).query(({ ctx }) => ({ user: ctx.user }));
