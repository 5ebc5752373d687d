// What the page does with a refusal of the server, for reading the form and for sending it (docs/forms-api.md).
import { PublicFormError } from './api';

/**
 * The link cannot be used: the page shows this state. The draft is dropped, except for `not-accepting` (a generic link
 * whose practitioner takes no answers for now: the same link may work again later).
 */
export type TDeadLink = 'not-found' | 'expired' | 'used' | 'not-accepting';

export function deadLinkOf(error: unknown): TDeadLink | null {
  if (!(error instanceof PublicFormError)) return null;
  if (error.code === 'FORM_NOT_ACCEPTING') return 'not-accepting';
  if (error.code === 'LINK_ALREADY_USED' || error.code === 'FORM_ALREADY_SUBMITTED' || error.status === 409) return 'used';
  if (error.code === 'LINK_EXPIRED' || error.status === 410) return 'expired';
  if (error.status === 404) return 'not-found';
  return null;
}

/** Whether the draft of this link is of no more use. */
export function dropsDraft(dead: TDeadLink): boolean {
  return dead !== 'not-accepting';
}

/** Key (publicForm namespace, `errors.`) of a failure that leaves the form open to try again. */
export function retryableFailureKey(error: unknown): 'NETWORK_ERROR' | 'RATE_LIMITED' | 'SERVER' {
  if (error instanceof PublicFormError) {
    if (error.status === 0) return 'NETWORK_ERROR';
    if (error.status === 429) return 'RATE_LIMITED';
  }
  return 'SERVER';
}
