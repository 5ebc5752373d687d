// templates.importFhir: a FHIR R4 Questionnaire becomes a new private template of mine (docs/fhir.md#import); what a
// template cannot hold is refused with its list (FHIR_UNSUPPORTED) unless I confirmed dropping it.
import { z } from 'zod';
import { entitledProcedure } from '../../trpc';
import { FHIR_UNSUPPORTED_KINDS } from '../../services/fhir/fhir-profile';
import { importTemplateQuestionnaire } from '../../services/fhir/fhir-templates';

export const importFhir = entitledProcedure
  .input(z.object({ questionnaire: z.unknown(), dropUnsupported: z.boolean().default(false) }))
  .output(
    z.object({
      template: z.object({ id: z.number().int(), name: z.string() }),
      dropped: z.array(z.object({ linkId: z.string().nullable(), kind: z.enum(FHIR_UNSUPPORTED_KINDS) })),
    }),
  )
  .mutation(({ ctx, input }) => importTemplateQuestionnaire(ctx, ctx.user, input));
