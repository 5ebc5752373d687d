// REST adapters of docs/product.md#rest-api for authentication: same procedures as tRPC, snake_case bodies, documented shapes.
import { Router, type Request, type Response } from 'express';
import { TRPCError } from '@trpc/server';
import { AppError, createGoogleAuthorization, finishGoogleLogin, localeFrom, type ApiDeps } from '@praxiform/api';
import { DEFAULT_LOCALE, isLocale, type TLocale } from '@praxiform/domain';
import { callerFor, callerForSession, route } from './caller';
import { restUserOf } from './user';

type TBody = Record<string, unknown>;

function bodyOf(req: Request): TBody {
  return typeof req.body === 'object' && req.body !== null && !Array.isArray(req.body) ? (req.body as TBody) : {};
}

const snakeCase = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** Field errors name the REST body's snake_case fields (password_confirmation), not the procedure's camelCase ones. */
async function withSnakeCaseFields<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof TRPCError && !(error instanceof AppError) && error.cause && 'issues' in error.cause && Array.isArray(error.cause.issues)) {
      const issues = (error.cause.issues as { path: PropertyKey[]; message: string }[]).map((issue) => ({
        ...issue,
        path: issue.path.map((part) => (typeof part === 'string' ? snakeCase(part) : part)),
      }));
      throw new TRPCError({ code: error.code, message: error.message, cause: Object.assign(new Error(error.message), { issues }) });
    }
    throw error;
  }
}

export function createAuthRestRouter(deps: ApiDeps): Router {
  const rest = Router();

  rest.post(
    '/login',
    route(async (req, res) => {
      const body = bodyOf(req);
      const caller = await callerFor(deps, req);
      try {
        const result = await withSnakeCaseFields(
          caller.auth.login({
            email: body.email as string,
            password: body.password as string,
            recaptchaToken: body.recaptcha_token as string | undefined,
          }),
        );
        if (result.status !== 'authenticated') {
          res.json({ success: true, data: { two_factor_required: true, pending_token: result.pendingToken } });
          return;
        }
        // The documented snake_case user (./user.ts), read through the session the login just opened.
        const user = await restUserOf(await callerForSession(deps, req, result.token));
        res.json({ success: true, data: { user, token: result.token } });
      } catch (error) {
        // The SPA's documented condition for an unverified email (docs/product.md#errors): `error: 'email_not_verified'` and the email.
        if (error instanceof AppError && error.appCode === 'EMAIL_NOT_VERIFIED') {
          res.status(403).json({ success: false, code: 'EMAIL_NOT_VERIFIED', error: 'email_not_verified', email: error.details?.email });
          return;
        }
        throw error;
      }
    }),
  );

  rest.post(
    '/register',
    route(async (req, res) => {
      const body = bodyOf(req);
      const caller = await callerFor(deps, req);
      const result = await withSnakeCaseFields(
        caller.auth.register({
          firstName: body.first_name as string,
          lastName: body.last_name as string,
          email: body.email as string,
          password: body.password as string,
          passwordConfirmation: body.password_confirmation as string,
          language: body.language as TLocale,
          acceptTerms: body.accept_terms as true,
          recaptchaToken: body.recaptcha_token as string | undefined,
        }),
      );
      res.status(201).json({ success: true, data: { email: result.email } });
    }),
  );

  rest.post(
    '/email/resend-verification',
    route(async (req, res) => {
      const caller = await callerFor(deps, req);
      await withSnakeCaseFields(caller.auth.resendVerification({ email: bodyOf(req).email as string }));
      res.json({ success: true });
    }),
  );

  rest.post(
    '/logout',
    route(async (req, res) => {
      await (await callerFor(deps, req)).auth.logout();
      res.json({ success: true });
    }),
  );

  rest.get(
    '/me',
    route(async (req, res) => {
      const user = await restUserOf(await callerFor(deps, req));
      res.json({ success: true, data: { user } });
    }),
  );

  rest.post(
    '/forgot-password',
    route(async (req, res) => {
      const body = bodyOf(req);
      const caller = await callerFor(deps, req);
      await withSnakeCaseFields(
        caller.auth.forgotPassword({ email: body.email as string, recaptchaToken: body.recaptcha_token as string | undefined }),
      );
      res.json({ success: true });
    }),
  );

  rest.post(
    '/reset-password',
    route(async (req, res) => {
      const body = bodyOf(req);
      const caller = await callerFor(deps, req);
      await withSnakeCaseFields(
        caller.auth.resetPassword({
          token: body.token as string,
          email: body.email as string,
          password: body.password as string,
          passwordConfirmation: body.password_confirmation as string,
        }),
      );
      res.json({ success: true });
    }),
  );

  rest.get(
    '/auth/google',
    route(async (req, res) => {
      const { url, state, codeVerifier } = createGoogleAuthorization(deps);
      const language = isLocale(req.query.language) ? req.query.language : localeFrom(req.headers['accept-language']);
      setGoogleCookies(res, deps.appUrl, { state, codeVerifier, language });
      res.set('Cache-Control', 'no-store').json({ success: true, redirect_url: url });
    }),
  );

  rest.post(
    '/auth/google/callback',
    route(async (req, res) => {
      const body = bodyOf(req);
      const cookies = readCookies(req.headers.cookie);
      // Used once, whatever the outcome: a replayed callback finds no state.
      clearGoogleCookies(res, deps.appUrl);
      const language = cookies[GOOGLE_COOKIES.language];
      const result = await finishGoogleLogin(contextOf(deps, req), {
        code: typeof body.code === 'string' ? body.code.slice(0, 2048) : '',
        state: typeof body.state === 'string' ? body.state.slice(0, 512) : '',
        storedState: cookies[GOOGLE_COOKIES.state],
        codeVerifier: cookies[GOOGLE_COOKIES.codeVerifier],
        language: isLocale(language) ? language : DEFAULT_LOCALE,
      });
      res.set('Cache-Control', 'no-store').json(result);
    }),
  );

  return rest;
}

/** Google sign-in has no tRPC procedure (it is bound to the browser's cookies), so it calls the service with this context. */
function contextOf(deps: ApiDeps, req: Request) {
  return { ...deps, ip: req.ip ?? null, userAgent: req.headers['user-agent'] ?? null };
}

/** State, PKCE verifier and language live 10 minutes, only on the Google paths, out of reach of scripts. */
export const GOOGLE_COOKIES = {
  state: 'praxiform_google_state',
  codeVerifier: 'praxiform_google_verifier',
  language: 'praxiform_google_language',
} as const;
const GOOGLE_COOKIE_PATH = '/api/auth/google';
const GOOGLE_COOKIE_MAX_AGE_MS = 10 * 60 * 1000;

function googleCookieOptions(appUrl: string) {
  return { httpOnly: true, sameSite: 'lax', path: GOOGLE_COOKIE_PATH, secure: appUrl.startsWith('https://') } as const;
}

function setGoogleCookies(res: Response, appUrl: string, values: { state: string; codeVerifier: string; language: TLocale }): void {
  const options = { ...googleCookieOptions(appUrl), maxAge: GOOGLE_COOKIE_MAX_AGE_MS };
  res.cookie(GOOGLE_COOKIES.state, values.state, options);
  res.cookie(GOOGLE_COOKIES.codeVerifier, values.codeVerifier, options);
  res.cookie(GOOGLE_COOKIES.language, values.language, options);
}

function clearGoogleCookies(res: Response, appUrl: string): void {
  for (const name of Object.values(GOOGLE_COOKIES)) res.clearCookie(name, googleCookieOptions(appUrl));
}

/** A tiny Cookie header parser: name=value pairs, values URL-decoded when they can be. */
export function readCookies(header: string | undefined): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const part of (header ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index < 1) continue;
    const name = part.slice(0, index).trim();
    const raw = part
      .slice(index + 1)
      .trim()
      .replace(/^"(.*)"$/, '$1');
    let value = raw;
    try {
      value = decodeURIComponent(raw);
    } catch {
      // A malformed escape stays as it was; it will simply not match.
    }
    if (!(name in cookies)) cookies[name] = value;
  }
  return cookies;
}
