// Output schemas of the submissions router (docs/forms-api.md).
import { z } from 'zod';
import { LOCALES, SUBMISSION_STATUSES, ZAnswers, ZField, ZMailDelivery } from '@praxiform/domain';
import { ZBandView, ZScoreBandView } from '../templates/template-view';

export const ZSubmissionView = z.object({
  id: z.number().int(),
  formName: z.string(),
  templateId: z.number().int().nullable(),
  patientId: z.number().int().nullable(),
  /** "Firstname Lastname" of the patient, else of the identity given through a generic link, else null. */
  patientName: z.string().nullable(),
  status: z.enum(SUBMISSION_STATUSES),
  language: z.enum(LOCALES),
  instructions: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  openedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  scoringEnabled: z.boolean(),
  score: z.number().int().nullable(),
  /** Highest reachable score of the snapshot (computeScore's max), null without scoring. */
  scoreMax: z.number().int().nullable(),
  /** The band the score fell in at completion (label in the form's language, level), null without one (docs/scores.md). */
  band: ZBandView,
  /**
   * The score falls in a band of the form's snapshot marked positive (PHQ-9 / GAD-7 from 10 up, or a practitioner's own
   * marked band): a positive screen (docs/scores.md#positive-screen). False without scoring, score or such a band.
   */
  positiveScreen: z.boolean(),
  /** An answer of this form was an alert option (docs/scores.md#alerts). */
  alert: z.boolean(),
  viaGenericLink: z.boolean(),
  /**
   * The link's reminder mail (docs/forms-api.md#reminders): the days before the expiry it was asked for (0: none), when
   * it is due (null: none to come) and when it went to the patient (null: not yet, or none).
   */
  reminder: z.object({ days: z.number().int(), dueAt: z.string().nullable(), sentAt: z.string().nullable() }),
  respondent: z.object({ firstName: z.string().nullable(), lastName: z.string().nullable(), email: z.string().nullable() }).nullable(),
});
export type TSubmissionView = z.infer<typeof ZSubmissionView>;

/** One submission with its form (every field, practitioner-only included) and answers: patient page and edit mode. */
export const ZSubmissionDetail = ZSubmissionView.extend({
  fields: z.array(ZField),
  answers: ZAnswers.nullable(),
  consentAt: z.string().nullable(),
  /** The fields answered with an alert option, to highlight. */
  alertFieldIds: z.array(z.string()),
  /** The bands of the form when it was sent, to list next to the score, each with its positive-screen mark. */
  bands: z.array(ZScoreBandView),
});
export type TSubmissionDetail = z.infer<typeof ZSubmissionDetail>;

/** A link just created (send, resend, anonymous form): the only time the token is known, since only its hash is stored. */
export const ZLinkResult = z.object({ submission: ZSubmissionView, url: z.string(), mail: ZMailDelivery.nullable() });

/** An open link of a patient, with the address a resend mails it to. */
export const ZExpiringSubmission = ZSubmissionView.extend({ patientEmail: z.string() });

/**
 * The home overview (submissions.overview): three bounded lists, each with the total it was cut from, and the clock
 * they were computed with (the database's, in UTC) and the start of the practitioner's day in their time zone.
 */
export const ZSubmissionsOverview = z.object({
  now: z.string(),
  dayStart: z.string(),
  timeZone: z.string(),
  completedToday: z.object({ items: z.array(ZSubmissionView), total: z.number().int() }),
  waitingRoom: z.object({ items: z.array(ZSubmissionView), total: z.number().int() }),
  expiringSoon: z.object({ items: z.array(ZExpiringSubmission), total: z.number().int(), withinDays: z.number().int() }),
});
export type TSubmissionsOverview = z.infer<typeof ZSubmissionsOverview>;
