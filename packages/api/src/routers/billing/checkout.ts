// billing.checkout: a Stripe Checkout session for a plan; the browser goes to its url (docs/billing-api.md#procedures).
import { z } from 'zod';
import { SUBSCRIPTION_PLANS } from '@praxiform/domain';
import { profileProcedure } from '../../trpc';
import { startCheckout } from '../../services/billing/manage';
import { ZBillingUrl } from '../../services/billing/views';

export const ZCheckoutInput = z.object({ plan: z.enum(SUBSCRIPTION_PLANS) });

export const checkout = profileProcedure
  .input(ZCheckoutInput)
  .output(ZBillingUrl)
  .mutation(({ ctx, input }) => startCheckout(ctx, ctx.user, input));
