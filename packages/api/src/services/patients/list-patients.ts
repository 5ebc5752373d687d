// patients.list: my patients by name, searched accent- and case-insensitively; two SQL statements whatever the page size.
import { sqlOf } from '@praxiform/db';
import type { TScoreBandLevel } from '@praxiform/domain';
import type { ApiDeps, TActor } from '../../context';
import { patientListSql, queryPatientRows } from './patient-rows';
import type { TPatientSummary } from './views';

export async function listPatients(
  deps: Pick<ApiDeps, 'prisma'>,
  actor: Pick<TActor, 'id'>,
  input: { search?: string | undefined; band?: TScoreBandLevel | undefined; page: number; pageSize: number },
): Promise<{ items: TPatientSummary[]; total: number; page: number; pageSize: number }> {
  const page = { limit: input.pageSize, offset: (input.page - 1) * input.pageSize };
  const statements = patientListSql(actor.id, input.search, page, input.band);
  const { query } = sqlOf(deps.prisma);
  const [rows, counted] = await Promise.all([queryPatientRows(query, statements.rows), query<{ total: number }>(statements.count)]);
  // The list never carries address or notes: only the patient page does.
  const items = rows.map(({ address: _address, notes: _notes, updatedAt: _updatedAt, ...summary }) => summary);
  return { items, total: counted[0]?.total ?? 0, page: input.page, pageSize: input.pageSize };
}
