// Output schema of the notifications router (docs/forms-api.md): one line of the header panel.
import { z } from 'zod';

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
  createdAt: z.string(),
  read: z.boolean(),
});
export type TNotificationView = z.infer<typeof ZNotificationView>;
