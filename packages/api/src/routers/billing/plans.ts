// billing.plans: the plans with the amounts of their Stripe Prices; public, for the pricing page (docs/billing-api.md).
import { publicProcedure } from '../../trpc';
import { listPlans } from '../../services/billing/plans';
import { ZBillingPlans } from '../../services/billing/views';

export const plans = publicProcedure.output(ZBillingPlans).query(({ ctx }) => listPlans(ctx));
