// The API package: routers, their context, the mailer and the services the server composes.
export { appRouter, type AppRouter } from './root';
export {
  createContext,
  bearerToken,
  localeFrom,
  type ApiDeps,
  type TBillingConfig,
  type TRecaptchaConfig,
  type Context,
  type RequestInfo,
} from './context';
export { createCallerFactory } from './trpc';
export { AppError, appCodeOf } from './errors';
export { createLogger, redactUrl, LOG_REDACT_PATHS } from './logger';
export { createOutboxMailer, createSmtpMailer, MailDeliveryError, type Mailer, type MailMessage } from './mail/mailer';
export { createMailOutbox, queueMail, type TMailOutbox } from './mail/outbox';
export { renderMail, MAIL_KINDS, type TMailKind } from './mail/render';
export { checkDatabase } from './services/health/check-database';
export { isDatabaseUnavailable } from './services/shared/prisma-errors';
export { handleStripeWebhook } from './services/billing/webhook';
export { checkPlanPrices } from './services/billing/plans';
export { createSession, validateSessionToken } from './auth/session';
export { createGoogleAuthorization, finishGoogleLogin } from './services/auth/google';
export { storeImage, writeStoredImage, findReadableFile, openStoredFile, FILE_URL_PREFIX, type TUploadBody } from './services/files/stored-files';
export { StorageError, type TFileStore } from './services/storage/file-store';
export { createLocalFileStore } from './services/storage/local-store';
export { createS3FileStore, type TS3Config } from './services/storage/s3-store';
export { sweepOrphanedFiles, sweepUnattachedUploads } from './services/files/sweep-uploads';
export { sweepSubscriptions, type TSubscriptionSweep } from './services/subscriptions/sweep';
export { sendLinkReminders } from './services/submissions/link-reminders';
export { loadPublicForm } from './services/public-forms/load-public-form';
export { loadPublicImage } from './services/public-forms/public-image';
export { GENERIC_LINK_SUBMIT_LIMIT, GENERIC_SUBMIT_LIMIT, submitPublicForm, type TSubmitResult } from './services/public-forms/submit-public-form';
export { checkPublicUpload, storePublicUpload } from './services/public-forms/store-public-upload';
export { genericLinkPaths } from './services/links/generic-link';
export type { TPublicLink, TRespondent } from './services/links/public-link';
export type { TPublicForm } from './services/public-forms/views';
export { renderSubmissionPdf, renderPatientPdf, type TPdfExport } from './services/exports/render-pdf';
export { exportTemplateQuestionnaire } from './services/fhir/fhir-templates';
export { exportPatientEverything, exportSubmissionResponse } from './services/fhir/fhir-records';
export { FHIR_UNSUPPORTED_KINDS, type TFhirUnsupported } from './services/fhir/fhir-profile';
export { recordAccess, recordSubmissionAccess, type TAccessActor } from './services/access-log/record-access';
export { recordPictureAccess } from './services/access-log/picture-access';
export { accessCsv, ACCESS_CSV_COLUMNS, ACCESS_CSV_MAX_ROWS } from './services/access-log/access-csv';
export { purgeAccessLog } from './services/access-log/purge';
// The hot paths' SQL, for the benchmark's bare baseline (apps/server/bench/bare-app.ts), which runs the very same text.
export { sessionUserSql } from './auth/session';
export { patientListSql } from './services/patients/patient-rows';
export { accessEntrySql } from './services/access-log/record-access';
export {
  publicFormSql,
  markOpenedSql,
  lockTokenSubmissionSql,
  completeSubmissionSql,
  completionNotificationSql,
} from './services/public-forms/statements';
