// billing.portal: a Stripe customer portal session (cards, invoices) (docs/billing-api.md#procedures).
import { profileProcedure } from '../../trpc';
import { openPortal } from '../../services/billing/manage';
import { ZBillingUrl } from '../../services/billing/views';

export const portal = profileProcedure.output(ZBillingUrl).mutation(({ ctx }) => openPortal(ctx, ctx.user));
