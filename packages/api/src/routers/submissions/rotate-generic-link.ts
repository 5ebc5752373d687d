// submissions.rotateGenericLink: replace the generic link of one of my templates; every copy of the old one stops working.
import { z } from 'zod';
import { ZId } from '@praxiform/domain';
import { profileProcedure } from '../../trpc';
import { rotateGenericLink as rotate } from '../../services/links/rotate-generic-link';

// Not entitledProcedure: an owner whose subscription ended may still kill a leaked link (docs/forms-api.md#generic-link-rotation).
export const rotateGenericLink = profileProcedure
  .input(z.object({ templateId: ZId }))
  .output(z.object({ url: z.string(), urlWithoutIdentity: z.string() }))
  .mutation(({ ctx, input }) => rotate(ctx, ctx.user, input));
