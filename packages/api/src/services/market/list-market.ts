// market.list: everyone's public templates with filters, text search, sort and pagination, seen by one caller.
// One statement finds the page's ids and the total (filters, search, language groups, sort, page), one findMany
// reads those rows with what a summary shows: the cost stays the page's, not the matches'
// (apps/server/bench/README.md, "Cost as data grows").
import { Prisma } from '@praxiform/db';
import type { TLocale, TTemplateType } from '@praxiform/domain';
import type { ApiDeps, TActor } from '../../context';
import { templateTextMatch } from '../templates/search';
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

// The id breaks ties, so pages never overlap or skip a template with the same name or date. Names sort under the
// column's ICU collation (migration 20261121230000_template_name_collation): case and accents do not push a name after Z.
const ORDER_BY: Record<TMarketSort, Prisma.Sql> = {
  name_asc: Prisma.sql`t.name ASC, t.id ASC`,
  name_desc: Prisma.sql`t.name DESC, t.id DESC`,
  oldest: Prisma.sql`t.created_at ASC, t.id ASC`,
  newest: Prisma.sql`t.created_at DESC, t.id DESC`,
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
  const conditions = [
    Prisma.sql`t.is_public = true`,
    ...(input.type ? [Prisma.sql`t.type = ${input.type}::template_type`] : []),
    ...(input.category ? [Prisma.sql`t.category = ${input.category}`] : []),
    ...(language !== 'all' ? [Prisma.sql`t.language = ${language}::locale`] : []),
    ...(input.favoritesOnly ? [Prisma.sql`EXISTS (SELECT 1 FROM template_favorites f WHERE f.template_id = t.id AND f.user_id = ${viewerId})`] : []),
    ...(search ? [templateTextMatch(search)] : []),
  ];
  const where = Prisma.join(conditions, ' AND ');
  // Every language: the caller's language first (false sorts before true), then the others, the chosen sort within
  // each group; the page is cut across the two groups.
  const groups = language === 'all' ? Prisma.sql`(t.language <> ${mine}::locale), ` : Prisma.empty;
  const skip = (input.page - 1) * input.pageSize;
  const page = await deps.prisma.$queryRaw<{ id: number; total: bigint }[]>`
    SELECT t.id, count(*) OVER () AS total FROM templates t
    WHERE ${where}
    ORDER BY ${groups}${ORDER_BY[input.sort]}
    LIMIT ${input.pageSize} OFFSET ${skip}`;
  // A page past the last one has no row to carry the total: counted apart, only then.
  const total =
    page[0] !== undefined
      ? Number(page[0].total)
      : skip === 0
        ? 0
        : Number((await deps.prisma.$queryRaw<{ total: bigint }[]>`SELECT count(*) AS total FROM templates t WHERE ${where}`)[0]?.total ?? 0);
  if (page.length === 0) return { items: [], total };
  const ids = page.map((row) => row.id);
  const rows = await deps.prisma.template.findMany({ where: { id: { in: ids } }, include: templateViewInclude(viewerId) });
  const byId = new Map(rows.map((row) => [row.id, row]));
  // A template deleted between the two statements is left out rather than shown half.
  const items = ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toSummary(row, viewerId)] : [];
  });
  return { items, total };
}
