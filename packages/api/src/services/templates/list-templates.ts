// templates.list: my private templates, newest updated first, with the count of each type for the filter tabs.
import { TEMPLATE_TYPES, type TTemplateType } from '@praxiform/domain';
import type { Prisma } from '@praxiform/db';
import type { ApiDeps, TActor } from '../../context';
import { matchingTemplateIds } from './search';
import { templateViewInclude, toSummary, type TTemplateSummary } from './template-view';

export type TListTemplatesInput = { search?: string | undefined; type?: TTemplateType | undefined; page: number; pageSize: number };

export async function listMyTemplates(
  deps: Pick<ApiDeps, 'prisma'>,
  actor: Pick<TActor, 'id'>,
  input: TListTemplatesInput,
): Promise<{ items: TTemplateSummary[]; total: number; counts: Record<TTemplateType, number> }> {
  const viewerId = actor.id;
  const search = input.search?.trim();
  const base: Prisma.TemplateWhereInput = {
    ownerId: viewerId,
    isPublic: false,
    ...(search ? { id: { in: await matchingTemplateIds(deps.prisma, search, { ownerId: viewerId }) } } : {}),
  };
  const where: Prisma.TemplateWhereInput = { ...base, ...(input.type ? { type: input.type } : {}) };
  // A fixed number of statements whatever the page size: rows (+ one per included relation), total, counts by type.
  const [rows, total, byType] = await Promise.all([
    deps.prisma.template.findMany({
      where,
      include: templateViewInclude(viewerId),
      orderBy: [{ updatedAt: 'desc' }, { id: 'desc' }],
      skip: (input.page - 1) * input.pageSize,
      take: input.pageSize,
    }),
    deps.prisma.template.count({ where }),
    // Counts ignore the type filter (they label the type tabs) but follow the search.
    deps.prisma.template.groupBy({ by: ['type'], where: base, _count: { _all: true } }),
  ]);
  const counts = Object.fromEntries(TEMPLATE_TYPES.map((t) => [t, 0])) as Record<TTemplateType, number>;
  for (const group of byType) counts[group.type] = group._count._all;
  return { items: rows.map((row) => toSummary(row, viewerId)), total, counts };
}
