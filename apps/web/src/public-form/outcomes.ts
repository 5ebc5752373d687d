// What the page does with a refusal of the server, for reading the form and for sending it (docs/forms-api.md).
import { PublicFormError } from './api';

/** The link can no longer be used: the page shows this state and the draft is dropped. */
export type TDeadLink = 'not-found' | 'expired' | 'used';

export function deadLinkOf(error: unknown): TDeadLink | null {
  if (!(error instanceof PublicFormError)) return null;
  if (error.code === 'LINK_ALREADY_USED' || error.code === 'FORM_ALREADY_SUBMITTED' || error.status === 409) return 'used';
  if (error.code === 'LINK_EXPIRED' || error.status === 410) return 'expired';
  if (error.status === 404) return 'not-found';
  return null;
}

/** Key (publicForm namespace, `errors.`) of a failure that leaves the form open to try again. */
export function retryableFailureKey(error: unknown): 'NETWORK_ERROR' | 'RATE_LIMITED' | 'SERVER' {
  if (error instanceof PublicFormError) {
    if (error.status === 0) return 'NETWORK_ERROR';
    if (error.status === 429) return 'RATE_LIMITED';
  }
  return 'SERVER';
}
