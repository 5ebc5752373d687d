// patients.list: my patients by name, searched accent- and case-insensitively; two SQL statements whatever the page size.
import { Prisma } from '@praxiform/db';
import type { Context } from '../../context';
import { countPatients, patientSearchSql, selectPatientRows } from './patient-rows';
import type { TPatientSummary } from './views';

export async function listPatients(
  ctx: Pick<Context, 'prisma'> & { user: { id: number } },
  input: { search?: string | undefined; page: number; pageSize: number },
): Promise<{ items: TPatientSummary[]; total: number; page: number; pageSize: number }> {
  const search = patientSearchSql(input.search);
  const where = search ? Prisma.sql`p.owner_id = ${ctx.user.id} AND ${search}` : Prisma.sql`p.owner_id = ${ctx.user.id}`;
  const [rows, total] = await Promise.all([
    selectPatientRows(ctx.prisma, where, { limit: input.pageSize, offset: (input.page - 1) * input.pageSize }),
    countPatients(ctx.prisma, ctx.user.id, search),
  ]);
  // The list never carries address or notes: only the patient page does.
  const items = rows.map(({ address: _address, notes: _notes, updatedAt: _updatedAt, ...summary }) => summary);
  return { items, total, page: input.page, pageSize: input.pageSize };
}
