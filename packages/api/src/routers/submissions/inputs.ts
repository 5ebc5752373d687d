// Input pieces of the submissions procedures.
import { ZExpiryDate } from '@praxiform/domain';
import { isCalendarDay } from '../../services/submissions/link';

/** YYYY-MM-DD and a day that exists (2026-02-31 is refused as DATE_INVALID rather than read as March 3). */
export const ZExpiresOn = ZExpiryDate.refine(isCalendarDay, {
  message: 'DATE_INVALID',
  // Only once the format passed: one DATE_INVALID issue, not two, for "31/12/2030".
  when: (payload) => payload.issues.length === 0,
});
