// billing.resume: keeps a canceled subscription going, before its period ends (docs/billing-api.md#procedures).
import { profileProcedure } from '../../trpc';
import { resumeSubscription } from '../../services/billing/manage';
import { ZBillingStatus } from '../../services/billing/views';

export const resume = profileProcedure.output(ZBillingStatus).mutation(({ ctx }) => resumeSubscription(ctx, ctx.user));
