// The OpenAPI operations of the account paths (rest/auth.ts, rest/profile.ts; docs/auth-api.md#rest): snake_case bodies
// converted from the very schemas of the tRPC procedures these adapters call, the user as ZRestUser.
import { z } from 'zod';
import { LOCALES } from '@praxiform/domain';
import { GOOGLE_COOKIES } from '../auth';
import { ZRestUser } from '../user';
import {
  bearer,
  errorSchema,
  header,
  jsonAnswer,
  jsonBody,
  procedureInput,
  procedureOutput,
  refusals,
  snakeCased,
  type Components,
  type TPaths,
} from './shared';

const success = z.literal(true);
const ZOk = z.object({ success });

export function accountPaths(book: Components): TPaths {
  const user = book.name(ZRestUser, {
    id: 'User',
    description: 'The REST user (docs/auth-api.md#the-rest-user): snake_case, every field present; ISO 8601 instants.',
  });
  const ZUserAnswer = z.object({ success, data: z.object({ user }) });
  const unauthenticated = 'UNAUTHENTICATED: no session, or an expired, revoked or blocked one';
  const validation = 'VALIDATION_FAILED: `errors` names the snake_case fields';

  return {
    '/login': {
      post: {
        tags: ['auth'],
        operationId: 'login',
        summary: 'Sign in with email and password',
        requestBody: jsonBody(book, snakeCased(procedureInput('auth.login'))),
        responses: {
          200: jsonAnswer(
            book,
            'Signed in (`data.user`, `data.token`: the Bearer token), or the second step of two-factor sign-in is required (tRPC auth.verifyTwoFactor)',
            z.union([
              z.object({ success, data: z.object({ user, token: z.string() }) }),
              z.object({ success, data: z.object({ two_factor_required: z.literal(true), pending_token: z.string() }) }),
            ]),
          ),
          ...refusals(
            book,
            {
              401: 'INVALID_CREDENTIALS',
              403: {
                description: 'EMAIL_NOT_VERIFIED (this shape: no `message`, `error` and the address), or ACCOUNT_BLOCKED (the envelope)',
                schema: z.union([
                  z.object({
                    success: z.literal(false),
                    code: z.literal('EMAIL_NOT_VERIFIED'),
                    error: z.literal('email_not_verified'),
                    email: z.string(),
                  }),
                  errorSchema(book, 403),
                ]),
              },
              422: `${validation}; BOT_CHECK_FAILED`,
              429: 'ACCOUNT_LOCKED after repeated failures, RATE_LIMITED per IP (`retryAfterSeconds`)',
            },
            { body: 'json' },
          ),
        },
      },
    },
    '/register': {
      post: {
        tags: ['auth'],
        operationId: 'register',
        summary: 'Create a trial account; a verification mail is sent',
        requestBody: jsonBody(book, snakeCased(procedureInput('auth.register'))),
        responses: {
          201: jsonAnswer(book, 'Registered; the verification mail is queued', z.object({ success, data: z.object({ email: z.string() }) })),
          ...refusals(
            book,
            { 409: 'EMAIL_ALREADY_USED', 422: `${validation} (password rules, password_confirmation); BOT_CHECK_FAILED`, 429: 'RATE_LIMITED per IP' },
            { body: 'json' },
          ),
        },
      },
    },
    '/complete-profile': {
      post: {
        tags: ['profile'],
        operationId: 'completeProfile',
        summary: 'Complete the profile (profession, specialties, practice); afterwards the app opens',
        security: bearer,
        requestBody: jsonBody(
          book,
          // null on the wire is "not given", like an absent key (rest/profile.ts).
          snakeCased(procedureInput('profile.completeProfile'), (field, key) => (key === 'profession' ? field : field.nullable())),
        ),
        responses: {
          200: jsonAnswer(book, 'The completed profile: the same shape as GET /me', ZUserAnswer),
          ...refusals(
            book,
            { 401: unauthenticated, 422: `${validation} (specialties of the profession, custom_profession with other)` },
            { body: 'json' },
          ),
        },
      },
    },
    '/email/resend-verification': {
      post: {
        tags: ['auth'],
        operationId: 'resendVerification',
        summary: 'Send the email-verification link again',
        requestBody: jsonBody(book, snakeCased(procedureInput('auth.resendVerification').pick({ email: true }))),
        responses: {
          200: jsonAnswer(book, 'Sent (the same answer for an unknown or already verified address)', ZOk),
          ...refusals(book, { 422: validation, 429: 'RATE_LIMITED per IP' }, { body: 'json' }),
        },
      },
    },
    '/logout': {
      post: {
        tags: ['auth'],
        operationId: 'logout',
        summary: "Revoke the request's session",
        security: bearer,
        responses: { 200: jsonAnswer(book, 'Signed out', ZOk), ...refusals(book, { 401: unauthenticated }) },
      },
    },
    '/me': {
      get: {
        tags: ['auth'],
        operationId: 'me',
        summary: 'The signed-in user',
        security: bearer,
        responses: { 200: jsonAnswer(book, 'The signed-in user', ZUserAnswer), ...refusals(book, { 401: unauthenticated }) },
      },
    },
    '/forgot-password': {
      post: {
        tags: ['auth'],
        operationId: 'forgotPassword',
        summary: 'Mail a password-reset link',
        requestBody: jsonBody(book, snakeCased(procedureInput('auth.forgotPassword'))),
        responses: {
          200: jsonAnswer(book, 'The same answer whether the address exists or not', ZOk),
          ...refusals(book, { 422: `${validation}; BOT_CHECK_FAILED`, 429: 'RATE_LIMITED per IP' }, { body: 'json' }),
        },
      },
    },
    '/reset-password': {
      post: {
        tags: ['auth'],
        operationId: 'resetPassword',
        summary: 'Set a new password with the mailed token; every session is revoked',
        requestBody: jsonBody(book, snakeCased(procedureInput('auth.resetPassword'))),
        responses: {
          200: jsonAnswer(book, 'Password changed', ZOk),
          ...refusals(
            book,
            {
              404: 'LINK_INVALID: unknown or used token, or another address',
              410: 'LINK_EXPIRED',
              422: `${validation} (password rules, password_confirmation)`,
            },
            { body: 'json' },
          ),
        },
      },
    },
    '/auth/google': {
      get: {
        tags: ['auth'],
        operationId: 'googleAuthorization',
        summary: "Start Google sign-in: Google's authorization URL, and the state cookies of the callback",
        parameters: [
          {
            name: 'language',
            in: 'query',
            required: false,
            description: "The new account's language; else the Accept-Language header's",
            schema: { type: 'string', enum: [...LOCALES] },
          },
        ],
        responses: {
          200: jsonAnswer(
            book,
            "Google's authorization URL; three HttpOnly cookies (path /api/auth/google, 10 minutes) hold state, PKCE verifier and language",
            z.object({ success, redirect_url: z.string() }),
            {
              'Set-Cookie': header(Object.values(GOOGLE_COOKIES).join(', ')),
            },
          ),
          ...refusals(book, { 503: 'GOOGLE_NOT_CONFIGURED; SERVICE_UNAVAILABLE' }),
        },
      },
    },
    '/auth/google/callback': {
      post: {
        tags: ['auth'],
        operationId: 'googleCallback',
        summary: "Finish Google sign-in with Google's code and state; the state cookies are used once and cleared",
        description:
          "The answer is the tRPC procedure auth.login's (camelCase, `status`), not the snake_case one of POST /login: the SPA's callback page reads it.",
        parameters: Object.values(GOOGLE_COOKIES).map((name) => ({
          name,
          in: 'cookie',
          required: false,
          description: 'Set by GET /auth/google; without it the answer is 401 GOOGLE_AUTH_FAILED',
          schema: { type: 'string' },
        })),
        requestBody: jsonBody(
          book,
          z.object({
            code: z.string().describe("Google's authorization code (cut to 2048 characters)"),
            state: z.string().describe('The state Google sends back (cut to 512 characters); it must equal the cookie'),
          }),
        ),
        responses: {
          200: jsonAnswer(book, 'Signed in (`token`, `user`), or a pending two-factor login (`pendingToken`)', procedureOutput('auth.login')),
          ...refusals(
            book,
            {
              401: 'GOOGLE_AUTH_FAILED: no or wrong state, or Google refused the code',
              403: 'ACCOUNT_BLOCKED; GOOGLE_ACCOUNT_UNVERIFIED',
              503: 'GOOGLE_NOT_CONFIGURED; SERVICE_UNAVAILABLE',
            },
            { body: 'json' },
          ),
        },
      },
    },
    '/user/update-role': {
      post: {
        tags: ['profile'],
        operationId: 'updateRole',
        summary: 'Switch to a role the subscription entitles',
        security: bearer,
        requestBody: jsonBody(book, procedureInput('profile.updateRole')),
        responses: {
          200: jsonAnswer(
            book,
            'The new role, or `success: false` with ROLE_NOT_ALLOWED when the subscription does not entitle it (a refusal answered 200)',
            procedureOutput('profile.updateRole'),
          ),
          ...refusals(book, { 401: unauthenticated, 422: validation }, { body: 'json' }),
        },
      },
    },
  };
}
