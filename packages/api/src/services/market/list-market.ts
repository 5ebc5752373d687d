// market.list: everyone's public templates with filters, text search, sort and pagination, seen by one caller.
import type { Prisma } from '@praxiform/db';
import type { TLocale, TTemplateType } from '@praxiform/domain';
import type { ApiDeps, TActor } from '../../context';
import { matchingTemplateIds } from '../templates/search';
import { templateViewInclude, toSummary, type TTemplateSummary } from '../templates/template-view';

export const MARKET_SORTS = ['name_asc', 'name_desc', 'oldest', 'newest'] as const;
export type TMarketSort = (typeof MARKET_SORTS)[number];

export type TMarketListInput = {
  search?: string | undefined;
  type?: TTemplateType | undefined;
  category?: string | undefined;
  language?: TLocale | undefined;
  sort: TMarketSort;
  favoritesOnly: boolean;
  page: number;
  pageSize: number;
};

// The id breaks ties, so pages never overlap or skip a template with the same name or date.
const ORDER_BY: Record<TMarketSort, Prisma.TemplateOrderByWithRelationInput[]> = {
  name_asc: [{ name: 'asc' }, { id: 'asc' }],
  name_desc: [{ name: 'desc' }, { id: 'desc' }],
  oldest: [{ createdAt: 'asc' }, { id: 'asc' }],
  newest: [{ createdAt: 'desc' }, { id: 'desc' }],
};

export async function listMarket(
  deps: Pick<ApiDeps, 'prisma'>,
  actor: Pick<TActor, 'id'>,
  input: TMarketListInput,
): Promise<{ items: TTemplateSummary[]; total: number }> {
  const viewerId = actor.id;
  const search = input.search?.trim();
  const where: Prisma.TemplateWhereInput = {
    isPublic: true,
    ...(input.type ? { type: input.type } : {}),
    ...(input.category ? { category: input.category } : {}),
    ...(input.language ? { language: input.language } : {}),
    ...(input.favoritesOnly ? { favorites: { some: { userId: viewerId } } } : {}),
    ...(search ? { id: { in: await matchingTemplateIds(deps.prisma, search, 'public') } } : {}),
  };
  const [rows, total] = await Promise.all([
    deps.prisma.template.findMany({
      where,
      include: templateViewInclude(viewerId),
      orderBy: ORDER_BY[input.sort],
      skip: (input.page - 1) * input.pageSize,
      take: input.pageSize,
    }),
    deps.prisma.template.count({ where }),
  ]);
  return { items: rows.map((row) => toSummary(row, viewerId)), total };
}
