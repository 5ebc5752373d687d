// market.list: public templates of everyone, filtered (type, category, language, favourites), searched, sorted, paged.
// The language filter defaults to the caller's interface language; 'all' lists every language, the caller's first.
import { z } from 'zod';
import { LOCALES, TEMPLATE_LIMITS, TEMPLATE_TYPES, ZPage, ZSearch } from '@praxiform/domain';
import { profileProcedure } from '../../trpc';
import { listMarket, MARKET_SORTS } from '../../services/market/list-market';
import { ZTemplateSummary } from '../../services/templates/template-view';

export const list = profileProcedure
  .input(
    z
      .object({
        search: ZSearch,
        type: z.enum(TEMPLATE_TYPES).optional(),
        category: z.string().trim().max(TEMPLATE_LIMITS.categoryMax).optional(),
        language: z.union([z.enum(LOCALES), z.literal('all')]).optional(),
        interfaceLanguage: z.enum(LOCALES).optional(),
        sort: z.enum(MARKET_SORTS).default('newest'),
        favoritesOnly: z.boolean().default(false),
        ...ZPage,
      })
      .default({ sort: 'newest', favoritesOnly: false, page: 1, pageSize: 20 }),
  )
  .output(z.object({ items: z.array(ZTemplateSummary), total: z.number().int() }))
  .query(({ ctx, input }) => listMarket(ctx, ctx.user, input));
