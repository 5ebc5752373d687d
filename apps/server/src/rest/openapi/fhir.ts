// The OpenAPI operations of the FHIR R4 paths (rest/fhir.ts; docs/fhir.md): FHIR resources are described by their
// resourceType and left open (HL7's specification is their schema); the import's own answer and refusal are snake_case.
import { z } from 'zod';
import { FHIR_UNSUPPORTED_KINDS } from '@praxiform/api';
import { bearer, errorSchema, header, idParameter, jsonAnswer, jsonContent, procedureOutput, refusals, type Components, type TPaths } from './shared';

const FHIR_JSON = 'application/fhir+json';
const R4 = 'https://hl7.org/fhir/R4';

/** A FHIR R4 resource: its resourceType, and whatever else the resource holds (open: the specification is HL7's). */
function resource(book: Components, resourceType: string, extra: z.ZodRawShape = {}): z.ZodObject {
  const schema = z.looseObject({ resourceType: z.literal(resourceType), ...extra });
  return book.name(schema, {
    id: `Fhir${resourceType}`,
    description: `A FHIR R4 ${resourceType}; only \`resourceType\` is checked here, the rest is HL7's specification.`,
    externalDocs: { url: `${R4}/${resourceType.toLowerCase()}.html`, description: `FHIR R4 ${resourceType}` },
  });
}

export function fhirPaths(book: Components): TPaths {
  const questionnaire = resource(book, 'Questionnaire');
  const ZUnsupported = book.name(z.object({ link_id: z.string().nullable(), kind: z.enum(FHIR_UNSUPPORTED_KINDS) }), {
    id: 'FhirUnsupported',
    description: 'A construct a template cannot hold, on the item `link_id` (null: on the Questionnaire itself) (docs/fhir.md#refused)',
  });
  // The procedure's answer (templates.importFhir), its `dropped` in the REST API's snake_case.
  const imported = procedureOutput('templates.importFhir');
  const template = imported instanceof z.ZodObject ? (imported.shape.template as z.ZodType) : undefined;
  if (!template) throw new Error('openapi: templates.importFhir answers no template');
  const practitioner = { 401: 'UNAUTHENTICATED', 403: 'PROFILE_INCOMPLETE' };
  const tags = ['fhir'];
  const read = (what: string, answer: z.ZodType, refused: Record<number, string> = {}) => ({
    200: { description: what, headers: { 'X-Content-Type-Options': header('nosniff') }, content: jsonContent(book.schema(answer), FHIR_JSON) },
    ...refusals(book, { ...practitioner, 404: "NOT_FOUND (someone else's record too)", ...refused }),
  });

  return {
    '/fhir/Questionnaire/{id}': {
      get: {
        tags,
        operationId: 'fhirQuestionnaire',
        summary: 'A template as a FHIR R4 Questionnaire',
        description: 'A template the caller may read, as the template page does (findReadableTemplate); any other is the 404 of an unknown id.',
        externalDocs: { url: `${R4}/questionnaire.html` },
        security: bearer,
        parameters: [idParameter('template')],
        responses: read('The Questionnaire', questionnaire),
      },
    },
    '/fhir/Questionnaire': {
      post: {
        tags,
        operationId: 'fhirImportQuestionnaire',
        summary: 'Import a FHIR R4 Questionnaire as a new private template',
        description:
          'Refused with the list of what a template cannot hold (FHIR_UNSUPPORTED), unless `drop_unsupported=true` confirms dropping it all; the answer lists what was dropped.',
        security: bearer,
        parameters: [
          {
            name: 'drop_unsupported',
            in: 'query',
            required: false,
            description: 'Drop what a template cannot hold instead of refusing; anything but true or false is 422 VALIDATION_FAILED',
            schema: { type: 'string', enum: ['true', 'false'], default: 'false' },
          },
        ],
        requestBody: {
          required: true,
          description: 'The Questionnaire (a JSON body of 1 MB at most)',
          content: { ...jsonContent(book.schema(questionnaire, 'input'), FHIR_JSON), ...jsonContent(book.schema(questionnaire, 'input')) },
        },
        responses: {
          201: jsonAnswer(
            book,
            'The new template, and what was dropped',
            z.object({ success: z.literal(true), data: z.object({ template, dropped: z.array(ZUnsupported) }) }),
            { Location: header('/api/fhir/Questionnaire/{id} of the new template') },
          ),
          ...refusals(
            book,
            {
              ...practitioner,
              402: 'SUBSCRIPTION_REQUIRED: no running trial or subscription',
              422: {
                description:
                  'FHIR_UNSUPPORTED with `unsupported`; FHIR_INVALID (not a Questionnaire, or unreadable; `reason`); VALIDATION_FAILED (`drop_unsupported`, or the template it makes breaks a template rule)',
                schema: errorSchema(book, 422).extend({
                  unsupported: z.array(ZUnsupported).optional().describe('FHIR_UNSUPPORTED: every construct refused'),
                  reason: z.string().optional().describe('FHIR_INVALID: what could not be read'),
                }),
              },
            },
            { body: 'json' },
          ),
        },
      },
    },
    '/fhir/QuestionnaireResponse/{id}': {
      get: {
        tags,
        operationId: 'fhirQuestionnaireResponse',
        summary: 'A completed submission as a FHIR R4 QuestionnaireResponse',
        externalDocs: { url: `${R4}/questionnaireresponse.html` },
        security: bearer,
        parameters: [idParameter('submission')],
        responses: read('The QuestionnaireResponse', resource(book, 'QuestionnaireResponse'), { 409: 'SUBMISSION_NOT_COMPLETED' }),
      },
    },
    '/fhir/Patient/{id}/$everything': {
      get: {
        tags,
        operationId: 'fhirPatientEverything',
        summary: "A patient's record as a FHIR R4 Bundle (type collection)",
        description: 'The Patient, each of their QuestionnaireResponses, then each Questionnaire those answer.',
        externalDocs: { url: `${R4}/patient-operation-everything.html` },
        security: bearer,
        parameters: [idParameter('patient')],
        responses: read('The Bundle', resource(book, 'Bundle', { type: z.literal('collection') })),
      },
    },
  };
}
