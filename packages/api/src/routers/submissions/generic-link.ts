// submissions.genericLink: the generic link of one of my templates, with the PRENOM, NOM and EMAIL placeholders and its security token.
import { z } from 'zod';
import { ZId } from '@praxiform/domain';
import { entitledProcedure } from '../../trpc';
import { genericLinkUrls } from '../../services/links/generic-link';

export const genericLink = entitledProcedure
  .input(z.object({ templateId: ZId }))
  .output(z.object({ url: z.string(), urlWithoutIdentity: z.string() }))
  .query(({ ctx, input }) => genericLinkUrls(ctx, ctx.user, input));
