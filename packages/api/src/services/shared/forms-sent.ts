// "Forms sent" (isFormSent, packages/domain/src/forms-sent.ts; docs/product.md#entities), written once as SQL: the
// dashboard (patients.stats), the profile (profile.get: /debug/user and the account deletion list) and the admin pages
// (admin.users.get and admin.users.stats) all count with it.
import { Prisma, queryOf } from '@praxiform/db';
import type { DbClient } from './db-client';

/** isFormSent as a condition on the rows of `submissions s`. */
export const FORM_SENT_SQL = Prisma.sql`(s.patient_id IS NOT NULL AND (s.sent_at IS NOT NULL OR s.opened_at IS NOT NULL OR s.completed_at IS NOT NULL))`;

/** How many forms a practitioner sent. */
export async function countFormsSent(db: DbClient, practitionerId: number): Promise<number> {
  const [row] = await queryOf(db)<{ count: number }>(
    Prisma.sql`SELECT count(*)::int AS count FROM submissions s WHERE s.practitioner_id = ${practitionerId} AND ${FORM_SENT_SQL}`,
  );
  return row?.count ?? 0;
}
