// billing.status: my subscription, its effective status and what I may do with it (docs/billing-api.md#procedures).
import { profileProcedure } from '../../trpc';
import { getBillingStatus } from '../../services/billing/status';
import { ZBillingStatus } from '../../services/billing/views';

export const status = profileProcedure.output(ZBillingStatus).query(({ ctx }) => getBillingStatus(ctx, ctx.user));
