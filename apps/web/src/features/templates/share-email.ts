// Checks of the share-to-a-user form before the call: an email is required and valid, only a private form can be sent.
import { ZEmail } from '@praxiform/domain';
import type { TTemplateSummary } from '../../lib/api-types';

/** i18n key under templates:share.errors, or null when the request may go. */
export type TShareProblem = 'noForm' | 'alreadyPublic' | 'emailRequired' | 'emailInvalid';

export function shareProblem(template: Pick<TTemplateSummary, 'isPublic' | 'publicCopyId'> | null, email: string): TShareProblem | null {
  if (!template) return 'noForm';
  if (template.isPublic) return 'alreadyPublic';
  if (!email.trim()) return 'emailRequired';
  return ZEmail.safeParse(email).success ? null : 'emailInvalid';
}
