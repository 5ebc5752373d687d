// The request context of every procedure: shared dependencies, the caller's session, request metadata.
import type { PrismaClient } from '@praxiform/db';
import { isLocale, DEFAULT_LOCALE, type TLocale, type TSubscriptionPlan } from '@praxiform/domain';
import type { Logger } from 'pino';
import { validateSessionToken, type TSessionUser } from './auth/session';
import type { Mailer } from './mail/mailer';
import type { TMailOutbox } from './mail/outbox';
import type { TFileStore } from './services/storage/file-store';
import type { TAccessMemo } from './services/access-log/record-access';

export type ApiDeps = {
  prisma: PrismaClient;
  /** The transport the outbox sends with; use cases queue mail (mail/outbox.ts, queueMail), never send it. */
  mailer: Mailer;
  /** Drains the mail outbox; `wake()` after a commit that queued mail. */
  outbox: TMailOutbox;
  logger: Logger;
  /** Public base URL of the app, used in links sent by mail. */
  appUrl: string;
  /** 32 bytes: encrypts secrets at rest (TOTP keys). */
  secretKey: Uint8Array;
  auth: TAuthConfig;
  /** Where uploaded files' bytes live: the local folder or an S3-compatible bucket (docs/files.md, "Storage"). */
  files: TFileStore;
  /** Stripe; null runs the app with trials only (docs/billing-api.md). */
  billing: TBillingConfig | null;
  /**
   * Benchmark only (apps/server/bench/patient-page.ts): true skips the access log's write, to measure what it costs.
   * Never set by the server: every read of patient data is logged (docs/access-log.md).
   */
  accessLogOff?: boolean;
};

/** Stripe's settings (docs/billing-api.md#configuration): all of them, or none and `billing: null`. */
export type TBillingConfig = {
  secretKey: string;
  /** The signing secret of the webhook endpoint (whsec_…). */
  webhookSecret: string;
  /** The Stripe Price of each plan. */
  prices: Record<TSubscriptionPlan, string>;
  /** Another Stripe API base (the local fake server in tests and local runs); null: Stripe's own. */
  apiUrl: string | null;
};

export type TAuthConfig = {
  /** Google sign-in; null hides the button and the endpoint answers GOOGLE_NOT_CONFIGURED. */
  google: { clientId: string; clientSecret: string } | null;
  /** The bot check (reCAPTCHA v3) on login, register and forgot-password; null turns it off (docs/auth-api.md#bot-check). */
  recaptcha: TRecaptchaConfig | null;
};

export type TRecaptchaConfig = {
  /** Public: handed to the SPA at run time (auth.providers), which asks Google for a token with it. */
  siteKey: string;
  secret: string;
  /** Google's siteverify endpoint (tests point it at a local server). */
  verifyUrl: string;
  /** The lowest v3 score (0 = bot … 1 = human) let through. */
  minScore: number;
};

export type Context = ApiDeps & {
  user: TSessionUser | null;
  sessionId: string | null;
  ip: string | null;
  userAgent: string | null;
  locale: TLocale;
  /** The access-log entries this request wrote: one per (kind, patient, submission) and request (docs/access-log.md#kinds). */
  accessMemo: TAccessMemo;
};

/**
 * The authenticated user a use case acts for (the session's user): services take `(deps, actor, input)`, where deps
 * is a Pick of Context (ApiDeps, plus the request's ip, userAgent or locale when the use case needs them).
 */
export type TActor = TSessionUser;

export type RequestInfo = {
  authorization: string | undefined;
  ip: string | undefined;
  userAgent: string | undefined;
  acceptLanguage: string | undefined;
};

export function bearerToken(authorization: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
  return match?.[1] ?? null;
}

/** The interface language a guest's browser asks for first, or the default. */
export function localeFrom(acceptLanguage: string | undefined): TLocale {
  const first = acceptLanguage?.split(',')[0]?.trim().slice(0, 2).toLowerCase();
  return isLocale(first) ? first : DEFAULT_LOCALE;
}

export async function createContext(deps: ApiDeps, request: RequestInfo): Promise<Context> {
  const token = bearerToken(request.authorization);
  const session = token ? await validateSessionToken(deps.prisma, token) : null;
  return {
    ...deps,
    user: session?.user ?? null,
    sessionId: session?.sessionId ?? null,
    ip: request.ip ?? null,
    userAgent: request.userAgent ?? null,
    locale: session?.user.interfaceLanguage ?? localeFrom(request.acceptLanguage),
    // tRPC builds one context per HTTP request (a batch included), a REST route one per request: one memo each.
    accessMemo: new Map(),
  };
}
