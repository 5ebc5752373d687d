// market.list: everyone's public templates with filters, text search, sort and pagination, seen by one caller.
import type { Prisma } from '@praxiform/db';
import type { TLocale, TTemplateType } from '@praxiform/domain';
import type { ApiDeps, TActor } from '../../context';
import { matchingTemplateIds } from '../templates/search';
import { templateViewInclude, toSummary, type TTemplateSummary } from '../templates/template-view';

export const MARKET_SORTS = ['name_asc', 'name_desc', 'oldest', 'newest'] as const;
export type TMarketSort = (typeof MARKET_SORTS)[number];

/** The language filter: one language, or every language (the caller's own first). */
export type TMarketLanguage = TLocale | 'all';

export type TMarketListInput = {
  search?: string | undefined;
  type?: TTemplateType | undefined;
  category?: string | undefined;
  /** Without it, the caller's interface language: a practitioner first sees the templates they can send as they are. */
  language?: TMarketLanguage | undefined;
  /** The caller's interface language (the page's, which may differ from the account's): the default filter, and the language ranked first with 'all'. */
  interfaceLanguage?: TLocale | undefined;
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
  actor: Pick<TActor, 'id' | 'interfaceLanguage'>,
  input: TMarketListInput,
): Promise<{ items: TTemplateSummary[]; total: number }> {
  const viewerId = actor.id;
  const search = input.search?.trim();
  const mine = input.interfaceLanguage ?? actor.interfaceLanguage;
  const language = input.language ?? mine;
  const where: Prisma.TemplateWhereInput = {
    isPublic: true,
    ...(input.type ? { type: input.type } : {}),
    ...(input.category ? { category: input.category } : {}),
    ...(language !== 'all' ? { language } : {}),
    ...(input.favoritesOnly ? { favorites: { some: { userId: viewerId } } } : {}),
    ...(search ? { id: { in: await matchingTemplateIds(deps.prisma, search, 'public') } } : {}),
  };
  const skip = (input.page - 1) * input.pageSize;
  const rowsOf = (filter: Prisma.TemplateWhereInput, from: number, take: number) =>
    deps.prisma.template.findMany({ where: filter, include: templateViewInclude(viewerId), orderBy: ORDER_BY[input.sort], skip: from, take });

  if (language !== 'all') {
    const [rows, total] = await Promise.all([rowsOf(where, skip, input.pageSize), deps.prisma.template.count({ where })]);
    return { items: rows.map((row) => toSummary(row, viewerId)), total };
  }
  // Every language: the caller's language first, then the others, the chosen sort within each group. The page is cut
  // across the two groups: the first group's rows from `skip`, then the others' from where the first group ends.
  const first: Prisma.TemplateWhereInput = { AND: [where, { language: mine }] };
  const others: Prisma.TemplateWhereInput = { AND: [where, { language: { not: mine } }] };
  const [firstRows, firstTotal, total] = await Promise.all([
    rowsOf(first, skip, input.pageSize),
    deps.prisma.template.count({ where: first }),
    deps.prisma.template.count({ where }),
  ]);
  const missing = input.pageSize - firstRows.length;
  const otherRows = missing > 0 && total > firstTotal ? await rowsOf(others, Math.max(0, skip - firstTotal), missing) : [];
  return { items: [...firstRows, ...otherRows].map((row) => toSummary(row, viewerId)), total };
}
