// submissions.createAnonymous: a waiting-room link of one of my templates, without a patient.
import { z } from 'zod';
import { ZExpiryDate, ZInstructions, ZLocale, ZId } from '@praxiform/domain';
import { entitledProcedure } from '../../trpc';
import { createAnonymousForm } from '../../services/waiting-room/waiting-room';
import { ZLinkResult } from '../../services/submissions/views';

export const createAnonymous = entitledProcedure
  .input(z.object({ templateId: ZId, instructions: ZInstructions, expiresOn: ZExpiryDate.optional(), language: ZLocale.default('fr') }))
  .output(ZLinkResult)
  .mutation(({ ctx, input }) => createAnonymousForm(ctx, ctx.user, input));
