// billing.cancel: ends the subscription at the end of its paid period (docs/billing-api.md#procedures).
import { profileProcedure } from '../../trpc';
import { cancelSubscription } from '../../services/billing/manage';
import { ZBillingStatus } from '../../services/billing/views';

export const cancel = profileProcedure.output(ZBillingStatus).mutation(({ ctx }) => cancelSubscription(ctx, ctx.user));
