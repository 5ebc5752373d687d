// The OpenAPI document of the documented REST paths (docs/auth-api.md#rest), served at GET /api/openapi.json. The user's
// schema is ZRestUser's, converted: the document cannot drift from what the adapters answer.
import { z } from 'zod';
import { LOCALES, PROFESSIONS, USER_ROLES } from '@praxiform/domain';
import { ZRestUser } from './user';

/** A zod schema as a JSON Schema (2020-12, the dialect of OpenAPI 3.1), without its `$schema` line. */
function schemaOf(schema: z.ZodType): Record<string, unknown> {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io: 'output' }) as Record<string, unknown>;
  return rest;
}

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const json = (schema: unknown) => ({ content: { 'application/json': { schema } } });
const body = (schema: z.ZodType) => ({ required: true, ...json(schemaOf(schema)) });
const ok = (description: string, schema: z.ZodType) => ({ description, ...json(schemaOf(schema)) });
const success = z.literal(true);
const errors = {
  '4XX': {
    description:
      "Refused: `code` is the stable error code (packages/domain/src/errors.ts), `errors` the field errors keyed by the body's snake_case keys",
    ...json(ref('Error')),
  },
};
const userAnswer = (description: string) => ({
  description,
  ...json({
    type: 'object',
    required: ['success', 'data'],
    properties: {
      success: { const: true },
      data: { type: 'object', required: ['user'], properties: { user: ref('User') }, additionalProperties: false },
    },
    additionalProperties: false,
  }),
});
const bearer = [{ bearer: [] }];

const ZError = z.object({
  success: z.literal(false),
  code: z.string(),
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});

export function restOpenApiDocument() {
  return {
    openapi: '3.1.0',
    info: {
      title: 'Praxiform REST API',
      version: '1',
      description:
        'The documented /api paths (snake_case bodies and answers). The SPA itself speaks tRPC (/api/trpc, camelCase); see docs/auth-api.md#rest.',
    },
    servers: [{ url: '/api' }],
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      schemas: { User: schemaOf(ZRestUser), Error: schemaOf(ZError) },
    },
    paths: {
      '/login': {
        post: {
          requestBody: body(z.object({ email: z.string(), password: z.string(), recaptcha_token: z.string().optional() })),
          responses: {
            200: {
              description: 'Signed in (`data.user`, `data.token`), or the second step of two-factor sign-in is required',
              ...json({
                oneOf: [
                  {
                    type: 'object',
                    required: ['success', 'data'],
                    properties: {
                      success: { const: true },
                      data: {
                        type: 'object',
                        required: ['user', 'token'],
                        properties: { user: ref('User'), token: { type: 'string' } },
                        additionalProperties: false,
                      },
                    },
                    additionalProperties: false,
                  },
                  schemaOf(z.object({ success, data: z.object({ two_factor_required: z.literal(true), pending_token: z.string() }) })),
                ],
              }),
            },
            403: {
              description: 'EMAIL_NOT_VERIFIED (with `error: "email_not_verified"` and the email) or ACCOUNT_BLOCKED',
              ...json(schemaOf(ZError.extend({ error: z.literal('email_not_verified').optional(), email: z.string().optional() }))),
            },
            ...errors,
          },
        },
      },
      '/register': {
        post: {
          requestBody: body(
            z.object({
              first_name: z.string(),
              last_name: z.string(),
              email: z.string(),
              password: z.string(),
              password_confirmation: z.string(),
              language: z.enum(LOCALES),
              accept_terms: z.literal(true),
              recaptcha_token: z.string().optional(),
            }),
          ),
          responses: { 201: ok('Registered; a verification mail was sent', z.object({ success, data: z.object({ email: z.string() }) })), ...errors },
        },
      },
      '/complete-profile': {
        post: {
          security: bearer,
          requestBody: body(
            z.object({
              profession: z.enum(PROFESSIONS),
              custom_profession: z.string().nullable().optional(),
              specialties: z.array(z.string()).optional(),
              registration_number: z.string().nullable().optional(),
              work_address: z.string().nullable().optional(),
              phone: z.string().nullable().optional(),
            }),
          ),
          responses: { 200: userAnswer('The completed profile: the same shape as GET /me'), ...errors },
        },
      },
      '/email/resend-verification': {
        post: {
          requestBody: body(z.object({ email: z.string() })),
          responses: { 200: ok('Sent (also for an unknown address)', z.object({ success })), ...errors },
        },
      },
      '/logout': { post: { security: bearer, responses: { 200: ok('Signed out', z.object({ success })), ...errors } } },
      '/me': { get: { security: bearer, responses: { 200: userAnswer('The signed-in user'), ...errors } } },
      '/forgot-password': {
        post: {
          requestBody: body(z.object({ email: z.string(), recaptcha_token: z.string().optional() })),
          responses: { 200: ok('The same answer whether the address exists or not', z.object({ success })), ...errors },
        },
      },
      '/reset-password': {
        post: {
          requestBody: body(z.object({ token: z.string(), email: z.string(), password: z.string(), password_confirmation: z.string() })),
          responses: { 200: ok('Password changed; every session is revoked', z.object({ success })), ...errors },
        },
      },
      '/auth/google': {
        get: {
          parameters: [{ name: 'language', in: 'query', required: false, schema: { enum: [...LOCALES] } }],
          responses: { 200: ok("Google's authorization URL", z.object({ success, redirect_url: z.string() })), ...errors },
        },
      },
      '/user/update-role': {
        post: {
          security: bearer,
          requestBody: body(z.object({ role: z.enum(USER_ROLES) })),
          responses: {
            200: ok(
              'The new role, or `success: false` with ROLE_NOT_ALLOWED when the subscription does not entitle it',
              z.union([
                z.object({ success, role: z.enum(USER_ROLES) }),
                z.object({ success: z.literal(false), code: z.literal('ROLE_NOT_ALLOWED') }),
              ]),
            ),
            ...errors,
          },
        },
      },
    },
  };
}
