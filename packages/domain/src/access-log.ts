// The access log of patient data and the account's own sign-ins (docs/access-log.md): the shapes the procedures,
// the REST CSV and the screens share.
import { z } from 'zod';
import { ZId, ZPage } from './inputs';
import { USER_ROLES } from './enums';
import { isCalendarDay } from './dates';

/** What kind of read or export of patient data an entry records (docs/access-log.md#kinds). */
export const ACCESS_KINDS = [
  'patient_viewed',
  'patient_list_viewed',
  'submission_viewed',
  'pdf_exported',
  'fhir_exported',
  'picture_viewed',
] as const;
export const ZAccessKind = z.enum(ACCESS_KINDS);
export type TAccessKind = z.infer<typeof ZAccessKind>;

/**
 * The kinds that are views: one visit of a page makes several requests (the patient page reads the patient, then their
 * forms; the home page and the bell refresh every minute), and is one entry. The same view (actor, kind, patient,
 * submission, IP) is written once per two-minute slot (docs/access-log.md#kinds). An export is written every time.
 */
export const ACCESS_VIEW_KINDS: readonly TAccessKind[] = ['patient_viewed', 'patient_list_viewed', 'submission_viewed', 'picture_viewed'];
/** The length of a view's slot, in seconds. */
export const ACCESS_VIEW_SLOT_SECONDS = 120;

/** How long entries are kept unless ACCESS_LOG_RETENTION_MONTHS says otherwise (CNIL: 6 to 12 months). */
export const ACCESS_LOG_RETENTION_MONTHS_DEFAULT = 12;
/** How far back the Security page lists sign-ins and failed attempts. */
export const SIGN_IN_HISTORY_DAYS = 90;

const ZDay = z.string().refine(isCalendarDay, { message: 'DATE_INVALID' });

/** patients.accessHistory: one patient's entries, newest first. */
export const ZPatientAccessHistoryInput = z.object({ patientId: ZId, ...ZPage });
export type TPatientAccessHistoryInput = z.infer<typeof ZPatientAccessHistoryInput>;

/** patients.accessLog (and GET /api/access-log.csv): every entry about my patients, by patient and days (UTC, inclusive). */
export const ZAccessLogInput = z.object({
  patientId: ZId.optional(),
  from: ZDay.optional(),
  to: ZDay.optional(),
  ...ZPage,
});
export type TAccessLogInput = z.infer<typeof ZAccessLogInput>;

/** One entry as the practitioner sees it: never the data read, only who, what, when, from where. */
export const ZAccessEntry = z.object({
  id: z.string(),
  kind: ZAccessKind,
  at: z.string(),
  /** Who read: "me", another user of the app (a colleague has no path today, but an entry may outlive its actor), or an administrator. */
  actor: z.object({
    self: z.boolean(),
    isAdministrator: z.boolean(),
    role: z.enum(USER_ROLES),
    /** "First Last" of the actor; null once their account is deleted. */
    name: z.string().nullable(),
  }),
  patient: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  submissionId: z.number().int().nullable(),
  ip: z.string().nullable(),
  /** "Firefox 132 · Windows" read from the User-Agent; null when unknown. */
  device: z.string().nullable(),
});
export type TAccessEntry = z.infer<typeof ZAccessEntry>;

export const ZAccessPage = z.object({
  items: z.array(ZAccessEntry),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TAccessPage = z.infer<typeof ZAccessPage>;

/** profile.sessions: the account's active sessions, the current one first. */
export const ZActiveSession = z.object({
  /** An opaque public id of the session (not its token nor its stored hash). */
  id: z.string(),
  current: z.boolean(),
  /** "Chrome 131", "Safari 18"...; null when unknown. */
  browser: z.string().nullable(),
  /** "macOS", "Android 15", "iPhone"...; null when unknown. */
  os: z.string().nullable(),
  /** desktop | mobile | tablet | null */
  deviceType: z.enum(['desktop', 'mobile', 'tablet']).nullable(),
  ip: z.string().nullable(),
  /** No offline city database is shipped: always null today (docs/access-log.md#sessions). */
  city: z.string().nullable(),
  firstSeenAt: z.string(),
  lastSeenAt: z.string(),
});
export type TActiveSession = z.infer<typeof ZActiveSession>;

/** profile.revokeSession: sign out one of my sessions (the current one too: it then ends, as auth.logout does). */
export const ZRevokeSessionInput = z.object({ id: z.string().min(1).max(100) });

/** profile.signIns: sign-ins and failed attempts of the last 90 days, newest first. */
export const SIGN_IN_OUTCOMES = ['success', 'failure', 'locked', 'blocked', 'two_factor_failure'] as const;
export const ZSignInEvent = z.object({
  id: z.number().int(),
  at: z.string(),
  outcome: z.enum(SIGN_IN_OUTCOMES),
  /** password | google | two_factor */
  method: z.enum(['password', 'google', 'two_factor']).nullable(),
  ip: z.string().nullable(),
  browser: z.string().nullable(),
  os: z.string().nullable(),
});
export type TSignInEvent = z.infer<typeof ZSignInEvent>;
export const ZSignInsInput = z.object({ ...ZPage }).default({ page: 1, pageSize: 20 });
export const ZSignInsPage = z.object({
  items: z.array(ZSignInEvent),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

/** profile.setNewDeviceEmails */
export const ZNewDeviceEmailsInput = z.object({ enabled: z.boolean() });
