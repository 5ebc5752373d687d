// The formInvitation mail: the patient receives the link in the submission's language.
import type { TLocale } from '@praxiform/domain';
import type { TQueuedMail } from '../../mail/outbox';
import { renderMail, type TMailParagraph } from '../../mail/render';

export type TInvitation = {
  submissionId: number;
  practitionerId: number;
  to: string;
  locale: TLocale;
  patientFirstName: string;
  practitionerName: string;
  formName: string;
  instructions: string | null;
  expiresAt: Date;
  url: string;
};

/** The formInvitation mail of a link, to queue with the link (send-form.ts): the patient's language, never logged. */
export function formInvitationMail(invitation: TInvitation): TQueuedMail {
  // The expiry is the end of a UTC day: print that day, in the patient's language.
  const expires = new Intl.DateTimeFormat(invitation.locale, { dateStyle: 'long', timeZone: 'UTC' }).format(invitation.expiresAt);
  const paragraphs: TMailParagraph[] = [...(invitation.instructions ? [{ text: invitation.instructions }] : []), { key: 'expires' }];
  const mail = renderMail({
    kind: 'formInvitation',
    to: invitation.to,
    locale: invitation.locale,
    name: invitation.patientFirstName,
    actionUrl: invitation.url,
    vars: { practitioner: invitation.practitionerName, form: invitation.formName, expires },
    paragraphs,
  });
  return { ...mail, submissionId: invitation.submissionId, ownerId: invitation.practitionerId };
}
