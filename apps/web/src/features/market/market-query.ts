// The market's view state (filters, sort, search, favorites only, page) ↔ the URL query, so a link reproduces the view.
import { LOCALES, TEMPLATE_CATEGORIES, type TLocale, type TTemplateType } from '@praxiform/domain';
import { isTemplateType } from '../../lib/use-template-labels';
import { parsePage } from '../../lib/url-view';

export const MARKET_SORTS = ['newest', 'oldest', 'name_asc', 'name_desc'] as const;
export type TMarketSort = (typeof MARKET_SORTS)[number];
export const DEFAULT_MARKET_SORT: TMarketSort = 'newest';
export const MARKET_PAGE_SIZE = 12;

export type TMarketView = {
  search: string;
  type: TTemplateType | null;
  category: string | null;
  language: TLocale | null;
  sort: TMarketSort;
  favoritesOnly: boolean;
  page: number;
};

function oneOf<T extends string>(values: readonly T[], value: string | null): T | null {
  return value !== null && (values as readonly string[]).includes(value) ? (value as T) : null;
}

export function parseMarketView(params: URLSearchParams): TMarketView {
  return {
    search: (params.get('q') ?? '').trim(),
    type: isTemplateType(params.get('type')) ? (params.get('type') as TTemplateType) : null,
    category: oneOf(TEMPLATE_CATEGORIES, params.get('category')),
    language: oneOf(LOCALES, params.get('language')),
    sort: oneOf(MARKET_SORTS, params.get('sort')) ?? DEFAULT_MARKET_SORT,
    favoritesOnly: params.get('favorites') === '1',
    page: parsePage(params.get('page')),
  };
}

/** Only non-default values are written: the plain /market URL is the default view. */
export function marketViewToParams(view: TMarketView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.search) params.set('q', view.search);
  if (view.type) params.set('type', view.type);
  if (view.category) params.set('category', view.category);
  if (view.language) params.set('language', view.language);
  if (view.sort !== DEFAULT_MARKET_SORT) params.set('sort', view.sort);
  if (view.favoritesOnly) params.set('favorites', '1');
  if (view.page > 1) params.set('page', String(view.page));
  return params;
}

/** The market.list input of a view. */
export function marketListInput(view: TMarketView) {
  return {
    ...(view.search ? { search: view.search } : {}),
    ...(view.type ? { type: view.type } : {}),
    ...(view.category ? { category: view.category } : {}),
    ...(view.language ? { language: view.language } : {}),
    sort: view.sort,
    ...(view.favoritesOnly ? { favoritesOnly: true } : {}),
    page: view.page,
    pageSize: MARKET_PAGE_SIZE,
  };
}

export function hasMarketFilters(view: TMarketView): boolean {
  return Boolean(view.search || view.type || view.category || view.language || view.favoritesOnly);
}
