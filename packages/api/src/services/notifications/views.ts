// Output schema of the notifications router (docs/forms-api.md): one line of the header panel.
import { z } from 'zod';
import { ZBandView } from '../templates/template-view';

export const ZNotificationView = z.object({
  id: z.number().int(),
  kind: z.enum(['form_completed', 'support_reply', 'cabinet_invite', 'template_shared']),
  submissionId: z.number().int().nullable(),
  /** The ticket a support reply is about. */
  ticketId: z.number().int().nullable(),
  patientId: z.number().int().nullable(),
  patientName: z.string().nullable(),
  formName: z.string().nullable(),
  actorName: z.string().nullable(),
  /** A completed form with an alert answer: a distinct notification (docs/scores.md#alerts). */
  alert: z.boolean(),
  /** The band of the form's score (its current one: the practitioner may have corrected answers), or null. */
  band: ZBandView,
  createdAt: z.string(),
  read: z.boolean(),
});
export type TNotificationView = z.infer<typeof ZNotificationView>;
