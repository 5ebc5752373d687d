// submissions.send: a template of mine to one of my patients, by mail or as a link to copy.
import { z } from 'zod';
import { ZDelivery, ZExpiryDate, ZInstructions, ZLocale, ZId, ZReminderDays } from '@praxiform/domain';
import { entitledProcedure } from '../../trpc';
import { sendFormToPatient } from '../../services/submissions/send-form';
import { ZLinkResult } from '../../services/submissions/views';

export const send = entitledProcedure
  .input(
    z.object({
      patientId: ZId,
      templateId: ZId,
      instructions: ZInstructions,
      expiresOn: ZExpiryDate.optional(),
      language: ZLocale.optional(),
      delivery: ZDelivery.default('email'),
      reminderDays: ZReminderDays.optional(),
    }),
  )
  .output(ZLinkResult)
  .mutation(({ ctx, input }) => sendFormToPatient(ctx, ctx.user, input));
