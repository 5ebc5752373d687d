// The formInvitation mail: the patient receives the link in the submission's language.
import type { TLocale } from '@praxiform/domain';
import type { ApiDeps } from '../../context';
import { renderMail, type TMailParagraph } from '../../mail/render';

export type TInvitation = {
  submissionId: number;
  to: string;
  locale: TLocale;
  patientFirstName: string;
  practitionerName: string;
  formName: string;
  instructions: string | null;
  expiresAt: Date;
  url: string;
};

/** True when the mail left; false (logged, never thrown) so the practitioner can still copy the link. */
export async function mailFormInvitation(deps: Pick<ApiDeps, 'mailer' | 'logger'>, invitation: TInvitation): Promise<boolean> {
  // The expiry is the end of a UTC day: print that day, in the patient's language.
  const expires = new Intl.DateTimeFormat(invitation.locale, { dateStyle: 'long', timeZone: 'UTC' }).format(invitation.expiresAt);
  const paragraphs: TMailParagraph[] = [...(invitation.instructions ? [{ text: invitation.instructions }] : []), { key: 'expires' }];
  try {
    await deps.mailer.send(
      renderMail({
        kind: 'formInvitation',
        to: invitation.to,
        locale: invitation.locale,
        name: invitation.patientFirstName,
        actionUrl: invitation.url,
        vars: { practitioner: invitation.practitionerName, form: invitation.formName, expires },
        paragraphs,
      }),
    );
    return true;
  } catch (error) {
    // Never log the link itself: it is a bearer credential to health data.
    deps.logger.error({ err: error, submissionId: invitation.submissionId }, 'form invitation mail failed');
    return false;
  }
}
