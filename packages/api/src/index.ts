// The API package: routers, their context, the mailer and the services the server composes.
export { appRouter, type AppRouter } from './root';
export { createContext, bearerToken, type ApiDeps, type Context, type RequestInfo } from './context';
export { createCallerFactory } from './trpc';
export { AppError, appCodeOf } from './errors';
export { createLogger, redactUrl, LOG_REDACT_PATHS } from './logger';
export { createOutboxMailer, createSmtpMailer, type Mailer, type MailMessage } from './mail/mailer';
export { renderMail, MAIL_KINDS, type TMailKind } from './mail/render';
export { checkDatabase } from './services/health/check-database';
export { createSession, validateSessionToken } from './auth/session';
export { createGoogleAuthorization, finishGoogleLogin } from './services/auth/google';
export { storeImage, findReadableFile, FILE_URL_PREFIX } from './services/files/stored-files';
