// Output schemas of the login procedures: a session with the user (auth/user-view.ts), or a pending 2FA login.
import { z } from 'zod';
import { ZUserView } from '../../auth/user-view';

export const ZAuthenticated = z.object({ status: z.literal('authenticated'), token: z.string(), user: ZUserView });

export const ZLoginResult = z.discriminatedUnion('status', [
  ZAuthenticated,
  z.object({ status: z.literal('two_factor_required'), pendingToken: z.string() }),
]);
