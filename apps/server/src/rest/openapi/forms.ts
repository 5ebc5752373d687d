// The OpenAPI operations of the form and file paths: the public form of token and generic links (rest/public-forms.ts;
// docs/forms-api.md "Public form REST"), stored pictures (rest/files.ts; docs/files.md) and PDF exports (rest/exports.ts).
// These answers are camelCase, as the routes send them.
import { z } from 'zod';
import type { TPublicForm, storeImage } from '@praxiform/api';
import {
  ANSWER_ISSUES,
  GENERIC_LINK_PLACEHOLDERS,
  LOCALES,
  PROFESSIONS,
  UPLOAD_IMAGE_TYPES,
  ZAnswers,
  ZField,
  ZFieldOption,
  ZTemplateFields,
} from '@praxiform/domain';
import {
  bearer,
  binaryContent,
  errorSchema,
  header,
  idParameter,
  jsonAnswer,
  jsonBody,
  optionalBearer,
  pathParameter,
  refusals,
  type Components,
  type TJson,
  type TPaths,
  type TResponse,
} from './shared';

const ZPublicForm = z.object({
  formName: z.string(),
  practitionerName: z.string().describe('"First Last" of the practitioner behind the link'),
  practitionerProfession: z.enum(PROFESSIONS).nullable(),
  practitionerCustomProfession: z.string().nullable().describe('What the practitioner typed when the profession is `other`, else null'),
  instructions: z.string().nullable().describe("The practitioner's message typed when sending; null for generic links"),
  patientInstructions: z.string().nullable(),
  language: z.enum(LOCALES),
  fields: ZTemplateFields.describe(
    "The fields the patient sees (practitioner-only ones removed), without the options' `points` and `alert`; pictures' `imageUrl` point at this link's images route",
  ),
  expiresAt: z.string().nullable().describe('ISO 8601; null for generic links, which do not expire'),
  respondent: z
    .object({ firstName: z.string().nullable(), lastName: z.string().nullable(), email: z.string().nullable() })
    .nullable()
    .describe('The identity a generic link carries; null otherwise'),
});
type TExactly<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
/** The schema is TPublicForm (@praxiform/api), no more and no less: a change of the view fails the typecheck here. */
const _publicFormIsExact: TExactly<z.output<typeof ZPublicForm>, TPublicForm> = true;

const ZStoredImage = z.object({ fileId: z.uuid(), url: z.string().describe('/api/files/{fileId}') });
const _storedImageIsExact: TExactly<z.output<typeof ZStoredImage>, Awaited<ReturnType<typeof storeImage>>> = true;

const PUBLIC_HEADERS = {
  'Cache-Control': header('no-store, on every answer under /public-forms'),
  'Referrer-Policy': header('no-referrer'),
};

/** The bytes of a stored picture, of the type its bytes were recognised as on upload. */
function pictureAnswer(description: string, cacheControl: string): TResponse {
  return {
    description,
    headers: { 'Cache-Control': header(cacheControl), 'Content-Disposition': header('inline'), 'X-Content-Type-Options': header('nosniff') },
    content: binaryContent(UPLOAD_IMAGE_TYPES),
  };
}

const uploadBody = (who: string): TJson => ({
  required: true,
  description: `${who}. The raw bytes of a JPEG, PNG, GIF or WebP picture, 5 MB at most; the declared Content-Type must start with image/, the real type is read from the bytes (SVG, other types and image/markup polyglots: 422 FILE_TYPE_NOT_ALLOWED).`,
  content: binaryContent(UPLOAD_IMAGE_TYPES),
});

type TLinkKind = 'token' | 'generic';

const LINKS: Record<TLinkKind, { path: string; parameters: TJson[]; operation: string; what: string }> = {
  token: {
    path: '/public-forms/{token}',
    operation: '',
    what: "a sent form's link",
    parameters: [
      pathParameter('token', 'The link token of one sent form; anything that is not 48 to 128 of these characters is 404 LINK_INVALID', {
        type: 'string',
        pattern: '^[A-Za-z0-9_-]{48,128}$',
      }),
    ],
  },
  generic: {
    path: '/public-forms/generic/{templateId}/{userId}/{params}',
    operation: 'Generic',
    what: "a practitioner's generic link",
    parameters: [
      pathParameter('templateId', 'The template of the generic link', { type: 'string', pattern: '^[1-9][0-9]{0,9}$' }),
      pathParameter('userId', 'Its owner, the practitioner', { type: 'string', pattern: '^[1-9][0-9]{0,9}$' }),
      pathParameter(
        'params',
        'The rest of the signed link, several path segments (Express 5 wildcard `*params`; an OpenAPI path parameter cannot ' +
          'say so): `{signature}`, or `{firstName}/{lastName}/{email}/{signature}` when a mailing tool substituted the ' +
          `placeholders ${GENERIC_LINK_PLACEHOLDERS.join(', ')} (left as they are, they count as absent). Each segment is ` +
          "percent-encoded on its own; the slashes between them are not. The signature is the server's HMAC of the " +
          "template, the owner and the link's version: any other is 404 LINK_INVALID.",
        { type: 'string' },
      ),
    ],
  },
};

function publicFormPaths(book: Components, kind: TLinkKind): TPaths {
  const { path, parameters, operation, what } = LINKS[kind];
  const generic = kind === 'generic';
  const publicForm = book.name(ZPublicForm, {
    id: 'PublicForm',
    description: "The form as the patient's page receives it (TPublicForm of @praxiform/api)",
  });
  const notAccepting = generic ? { 403: "FORM_NOT_ACCEPTING: the link's owner may not take new answers now (no running trial or subscription)" } : {};
  const closed = generic ? {} : { 410: 'LINK_EXPIRED' };
  const unknown = { 404: 'LINK_INVALID: not a link this server issued (or a generic link of an empty or deleted template)' };
  const tags = ['public-forms'];
  const description = `No login: ${what} is the credential. Every answer carries Cache-Control: no-store and Referrer-Policy: no-referrer.`;
  return {
    [path]: {
      get: {
        tags,
        operationId: `getPublicForm${operation}`,
        summary: `The form of ${what}`,
        description: `${description}${generic ? '' : ' The first read marks the form opened.'}`,
        parameters,
        responses: {
          200: jsonAnswer(book, 'The form', z.object({ form: publicForm }), PUBLIC_HEADERS),
          ...refusals(book, { ...notAccepting, ...unknown, ...(generic ? {} : { 410: 'LINK_EXPIRED; LINK_ALREADY_USED (answered already)' }) }),
        },
      },
      post: {
        tags,
        operationId: `submitPublicForm${operation}`,
        summary: generic ? 'Submit answers: each post is a new submission in the waiting room' : 'Submit the answers of the sent form (once)',
        description,
        parameters,
        requestBody: jsonBody(
          book,
          z.object({
            answers: ZAnswers.optional().describe('Answers keyed by field id'),
            consent: z.literal(true).describe('The patient consented'),
          }),
        ),
        responses: {
          201: jsonAnswer(
            book,
            'Submitted; `showCrisisMessage`: the thank-you page shows the crisis lines (docs/scores.md#crisis-message). Never a score.',
            z.object({ success: z.literal(true), showCrisisMessage: z.boolean() }),
            PUBLIC_HEADERS,
          ),
          ...refusals(
            book,
            {
              ...notAccepting,
              ...unknown,
              ...(generic ? {} : { 409: 'FORM_ALREADY_SUBMITTED' }),
              ...closed,
              422: {
                description: 'CONSENT_REQUIRED; ANSWERS_INVALID with `errors`: field id → answer issue codes',
                schema: errorSchema(book, 422).extend({ errors: z.record(z.string(), z.array(z.enum(ANSWER_ISSUES))).optional() }),
              },
              ...(generic ? { 429: 'RATE_LIMITED: 20 posts an hour per IP, 60 an hour per link (`retryAfterSeconds`)' } : {}),
            },
            { body: 'json' },
          ),
        },
      },
    },
    [`${path}/files`]: {
      post: {
        tags,
        operationId: `uploadPublicFormPicture${operation}`,
        summary: 'Upload a picture for an image-upload answer (its `fileId` goes in the answers)',
        description: `${description} Size, rate limit and an open link are checked before the body is read.`,
        parameters,
        requestBody: uploadBody('A photo the patient attaches'),
        responses: {
          201: jsonAnswer(book, 'Stored, pending until an answer uses it', z.object({ fileId: z.uuid() }), PUBLIC_HEADERS),
          ...refusals(
            book,
            {
              ...notAccepting,
              ...unknown,
              ...(generic ? {} : { 409: 'FORM_ALREADY_SUBMITTED' }),
              ...closed,
              422: 'FILE_TYPE_NOT_ALLOWED',
              429: 'RATE_LIMITED: 60 uploads an hour per IP (`retryAfterSeconds`); UPLOAD_LIMIT_REACHED: 20 unused pictures or 60 MB per link (`maxCount`, `maxBytes`)',
            },
            { body: 'upload' },
          ),
        },
      },
    },
    [`${path}/images/{fileId}`]: {
      get: {
        tags,
        operationId: `getPublicFormPicture${operation}`,
        summary: 'The picture of an image field the patient sees, through the link',
        description: `${description} The form's \`imageUrl\` points here: a private template's pictures are otherwise readable by their owner only.`,
        parameters: [...parameters, pathParameter('fileId', 'The stored file', { type: 'string', format: 'uuid' })],
        responses: {
          200: pictureAnswer('The picture', 'no-store'),
          ...refusals(book, {
            ...notAccepting,
            404: 'LINK_INVALID; NOT_FOUND: a file no field of this form shows (practitioner-only pictures included)',
            ...(generic ? {} : { 410: 'LINK_EXPIRED; LINK_ALREADY_USED' }),
          }),
        },
      },
    },
  };
}

export function formPaths(book: Components): TPaths {
  book.name(ZField, { id: 'Field', description: 'A question of a form (packages/domain/src/template-fields.ts)' });
  book.name(ZFieldOption, { id: 'FieldOption', description: 'An option of a choice field; `children` are shown when it is chosen' });
  const practitioner = { 401: 'UNAUTHENTICATED', 403: 'PROFILE_INCOMPLETE' };
  const pdf: TResponse = {
    description: 'The PDF',
    headers: {
      'Content-Disposition': header('attachment; filename="..."'),
      'Cache-Control': header('no-store'),
      'X-Content-Type-Options': header('nosniff'),
    },
    content: binaryContent(['application/pdf']),
  };
  return {
    ...publicFormPaths(book, 'token'),
    ...publicFormPaths(book, 'generic'),
    '/files': {
      post: {
        tags: ['files'],
        operationId: 'uploadPicture',
        summary: "Upload a picture for the practitioner's templates",
        description: 'The session is checked before the body is read (docs/files.md).',
        security: bearer,
        requestBody: uploadBody('A picture for an image field'),
        responses: {
          201: jsonAnswer(book, 'Stored; `url` is what a template field may carry as `imageUrl`', ZStoredImage),
          ...refusals(book, { ...practitioner, 422: 'FILE_TYPE_NOT_ALLOWED' }, { body: 'upload' }),
        },
      },
    },
    '/files/{id}': {
      get: {
        tags: ['files'],
        operationId: 'getPicture',
        summary: 'A stored picture the caller may read',
        description:
          "Its uploader; for a template's picture whoever may read the template (guests: public templates' pictures); a support ticket's, its practitioner and administrators. Anything else is the 404 of an unknown id.",
        security: optionalBearer,
        parameters: [pathParameter('id', 'The stored file', { type: 'string' })],
        responses: {
          200: pictureAnswer("The picture (a patient's photo is never cached; a template's for an hour)", 'private, max-age=3600, or no-store'),
          ...refusals(book, { 404: 'NOT_FOUND' }),
        },
      },
    },
    '/submissions/{id}/pdf': {
      get: {
        tags: ['exports'],
        operationId: 'submissionPdf',
        summary: 'One completed submission as a PDF',
        security: bearer,
        parameters: [idParameter('submission')],
        responses: {
          200: pdf,
          ...refusals(book, { ...practitioner, 404: "NOT_FOUND (someone else's submission too)", 409: 'SUBMISSION_NOT_COMPLETED' }),
        },
      },
    },
    '/patients/{id}/pdf': {
      get: {
        tags: ['exports'],
        operationId: 'patientPdf',
        summary: "A patient's file as a PDF: details, notes and every completed submission",
        security: bearer,
        parameters: [idParameter('patient')],
        responses: { 200: pdf, ...refusals(book, { ...practitioner, 404: "NOT_FOUND (someone else's patient too)" }) },
      },
    },
  };
}
