// submissions.resend: a new link (the old one stops working) with a new expiry.
import { z } from 'zod';
import { ZDelivery, ZExpiryDate, ZId, ZReminderDays } from '@praxiform/domain';
import { entitledProcedure } from '../../trpc';
import { resendForm } from '../../services/submissions/send-form';
import { ZLinkResult } from '../../services/submissions/views';

export const resend = entitledProcedure
  .input(z.object({ id: ZId, expiresOn: ZExpiryDate.optional(), delivery: ZDelivery.default('email'), reminderDays: ZReminderDays.optional() }))
  .output(ZLinkResult)
  .mutation(({ ctx, input }) => resendForm(ctx, ctx.user, input));
