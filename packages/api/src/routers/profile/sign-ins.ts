// profile.signIns: the caller's sign-ins and failed attempts of the last 90 days, newest first
// (docs/access-log.md#sessions).
import { ZSignInsInput, ZSignInsPage } from '@praxiform/domain';
import { authedProcedure } from '../../trpc';
import { listSignIns } from '../../services/sessions/sign-ins';

export const signIns = authedProcedure
  .input(ZSignInsInput)
  .output(ZSignInsPage)
  .query(({ ctx, input }) => listSignIns(ctx, ctx.user, input));
