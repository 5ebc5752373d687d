// billing: plans, my subscription, Stripe Checkout and portal, cancel and resume (docs/billing-api.md).
import { z } from 'zod';
import { SUBSCRIPTION_PLANS } from '@praxiform/domain';
import { profileProcedure, publicProcedure, router } from '../../trpc';
import { listPlans } from '../../services/billing/plans';
import { getBillingStatus } from '../../services/billing/status';
import { cancelSubscription, openPortal, resumeSubscription, startCheckout } from '../../services/billing/manage';
import { ZBillingPlans, ZBillingStatus, ZBillingUrl } from '../../services/billing/views';

export const ZCheckoutInput = z.object({ plan: z.enum(SUBSCRIPTION_PLANS) });

export const billingRouter = router({
  /** Public: the pricing page shows it before login. */
  plans: publicProcedure.output(ZBillingPlans).query(({ ctx }) => listPlans(ctx)),
  status: profileProcedure.output(ZBillingStatus).query(({ ctx }) => getBillingStatus(ctx, ctx.user)),
  checkout: profileProcedure
    .input(ZCheckoutInput)
    .output(ZBillingUrl)
    .mutation(({ ctx, input }) => startCheckout(ctx, ctx.user, input)),
  portal: profileProcedure.output(ZBillingUrl).mutation(({ ctx }) => openPortal(ctx, ctx.user)),
  cancel: profileProcedure.output(ZBillingStatus).mutation(({ ctx }) => cancelSubscription(ctx, ctx.user)),
  resume: profileProcedure.output(ZBillingStatus).mutation(({ ctx }) => resumeSubscription(ctx, ctx.user)),
});
