// profile.requestEmailChange: the new address becomes pending; a link mailed to it confirms it (docs/auth-api.md#changing-the-address).
import { z } from 'zod';
import { ZMailDelivery, ZRequestEmailChangeInput } from '@praxiform/domain';
import { identityCheckedProcedure } from './identity-checked-procedure';
import { requestEmailChange as requestEmailChangeService, ZPendingEmail } from '../../services/profile/email-change';

export const requestEmailChange = identityCheckedProcedure
  .input(ZRequestEmailChangeInput)
  .output(z.object({ pendingEmail: ZPendingEmail, mail: ZMailDelivery }))
  .mutation(({ ctx, input }) => requestEmailChangeService(ctx, ctx.user, input));
