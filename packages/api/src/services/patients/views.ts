// Output schemas of the patients router (docs/forms-api.md): what a patient looks like in the SPA.
import { z } from 'zod';
import { LOCALES } from '@praxiform/domain';
import { ZSubmissionView } from '../submissions/views';
import { ZBandView, ZScoreBandView } from '../templates/template-view';

export const ZPatientSummary = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  preferredLanguage: z.enum(LOCALES),
  createdAt: z.string(),
  /** Number of forms sent to the patient (every status). */
  formsCount: z.number().int(),
  /** The latest submission's status and date (sent, completed...), null when none. */
  lastActivity: z.object({ status: z.string(), at: z.string() }).nullable(),
  /** The band of the latest completed form that has one (docs/scores.md#patient-list), null when none. */
  latestBand: ZBandView,
});
export type TPatientSummary = z.infer<typeof ZPatientSummary>;

export const ZPatientDetail = ZPatientSummary.extend({
  address: z.string().nullable(),
  notes: z.string().nullable(),
  updatedAt: z.string(),
});
export type TPatientDetail = z.infer<typeof ZPatientDetail>;

export const ZPatientList = z.object({
  items: z.array(ZPatientSummary),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export const ZDashboardStats = z.object({
  patients: z.number().int(),
  sentForms: z.number().int(),
  privateTemplates: z.number().int(),
  /** Forms completed and waiting for nothing; newest first, at most 5. */
  recentCompletions: z.array(ZSubmissionView),
});

/** patients.scoreTrends (docs/scores.md#trends): one series per scored form answered more than once. */
export const ZScoreTrends = z.object({
  series: z.array(
    z.object({
      /** `template:<id>`, or `name:<form name>` for forms whose template was deleted. */
      templateKey: z.string(),
      templateName: z.string(),
      /** The bands of the latest completion's form, to draw behind the line; `positive` marks a positive screen. */
      bands: z.array(ZScoreBandView),
      /** The highest total the latest completion's form allows (possibleScoreRange). */
      max: z.number().int(),
      /** Oldest first; `positiveScreen` read against that completion's own bands (docs/scores.md#positive-screen). */
      points: z.array(
        z.object({ submissionId: z.number().int(), completedAt: z.string(), score: z.number().int(), band: ZBandView, positiveScreen: z.boolean() }),
      ),
    }),
  ),
});
export type TScoreTrends = z.infer<typeof ZScoreTrends>;
