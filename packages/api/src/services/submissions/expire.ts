// Open links past their expiry become `expired` in the database (docs/forms-api.md, "Submission statuses").
import { OPEN_SUBMISSION_STATUSES } from '@praxiform/domain';
import type { DbClient } from '../shared/db-client';

/**
 * One UPDATE scoped to the practitioner, run at the start of every read path of the practitioner's side so lists,
 * counts and filters agree with what the patient's link answers. Returns how many rows changed.
 */
export async function expireStaleSubmissions(db: DbClient, { practitionerId }: { practitionerId: number }, now = new Date()): Promise<number> {
  const { count } = await db.submission.updateMany({
    where: { practitionerId, status: { in: [...OPEN_SUBMISSION_STATUSES] }, expiresAt: { lt: now } },
    data: { status: 'expired' },
  });
  return count;
}
