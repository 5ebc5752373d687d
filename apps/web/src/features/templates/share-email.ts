// Checks of the share-to-a-user form before the call: only a private form can be sent (said before the email is looked
// at), and the email is required and valid, checked with the shared rule (ZEmail) through the form kit.
import { ZEmailInput } from '@praxiform/domain';
import type { TTemplateSummary } from '../../lib/api-types';

/** The form's one field: the recipient's email. */
export const ZShareEmail = ZEmailInput.pick({ email: true });

/** i18n key under templates:share.errors when the template cannot be sent, or null. */
export type TTemplateProblem = 'noForm' | 'alreadyPublic';

export function templateProblem(template: Pick<TTemplateSummary, 'isPublic' | 'publicCopyId'> | null): TTemplateProblem | null {
  if (!template) return 'noForm';
  if (template.isPublic) return 'alreadyPublic';
  return null;
}

/** The email's error code as this form words it (its own sentences under templates:share.errors), else undefined. */
export function emailErrorKey(code: string | undefined): 'emailRequired' | 'emailInvalid' | undefined {
  if (code === 'REQUIRED') return 'emailRequired';
  if (code === 'EMAIL_INVALID') return 'emailInvalid';
  return undefined;
}
