// The market's view state (filters, sort, search, favorites only, page) ↔ the URL query, so a link reproduces the view.
// The language filter defaults to the interface language (the /fr|/en|/nl prefix): the plain /en/market lists English
// templates; ?language=all lists every language (the interface's first), ?language=nl another one.
import { LOCALES, TEMPLATE_CATEGORIES, type TLocale, type TTemplateType } from '@praxiform/domain';
import { isTemplateType } from '../../lib/use-template-labels';
import { parsePage } from '../../lib/url-view';

export const MARKET_SORTS = ['newest', 'oldest', 'name_asc', 'name_desc'] as const;
export type TMarketSort = (typeof MARKET_SORTS)[number];
export const DEFAULT_MARKET_SORT: TMarketSort = 'newest';
export const MARKET_PAGE_SIZE = 12;

/** Every language, the interface language first (docs/templates-api.md, market.list). */
export const ALL_LANGUAGES = 'all';
export type TMarketLanguage = TLocale | typeof ALL_LANGUAGES;
const MARKET_LANGUAGES: readonly TMarketLanguage[] = [...LOCALES, ALL_LANGUAGES];

export type TMarketView = {
  search: string;
  type: TTemplateType | null;
  category: string | null;
  language: TMarketLanguage;
  sort: TMarketSort;
  favoritesOnly: boolean;
  page: number;
};

function oneOf<T extends string>(values: readonly T[], value: string | null): T | null {
  return value !== null && (values as readonly string[]).includes(value) ? (value as T) : null;
}

/** `locale`: the interface language, the language filter's default. */
export function parseMarketView(params: URLSearchParams, locale: TLocale): TMarketView {
  return {
    search: (params.get('q') ?? '').trim(),
    type: isTemplateType(params.get('type')) ? (params.get('type') as TTemplateType) : null,
    category: oneOf(TEMPLATE_CATEGORIES, params.get('category')),
    language: oneOf(MARKET_LANGUAGES, params.get('language')) ?? locale,
    sort: oneOf(MARKET_SORTS, params.get('sort')) ?? DEFAULT_MARKET_SORT,
    favoritesOnly: params.get('favorites') === '1',
    page: parsePage(params.get('page')),
  };
}

/** Only non-default values are written: the plain /market URL is the default view. */
export function marketViewToParams(view: TMarketView, locale: TLocale): URLSearchParams {
  const params = new URLSearchParams();
  if (view.search) params.set('q', view.search);
  if (view.type) params.set('type', view.type);
  if (view.category) params.set('category', view.category);
  if (view.language !== locale) params.set('language', view.language);
  if (view.sort !== DEFAULT_MARKET_SORT) params.set('sort', view.sort);
  if (view.favoritesOnly) params.set('favorites', '1');
  if (view.page > 1) params.set('page', String(view.page));
  return params;
}

/** The market.list input of a view: the language always said, and the interface's (ranked first with every language). */
export function marketListInput(view: TMarketView, locale: TLocale) {
  return {
    ...(view.search ? { search: view.search } : {}),
    ...(view.type ? { type: view.type } : {}),
    ...(view.category ? { category: view.category } : {}),
    language: view.language,
    interfaceLanguage: locale,
    sort: view.sort,
    ...(view.favoritesOnly ? { favoritesOnly: true } : {}),
    page: view.page,
    pageSize: MARKET_PAGE_SIZE,
  };
}

/** Anything other than the default view (the interface language included: another language or every one). */
export function hasMarketFilters(view: TMarketView, locale: TLocale): boolean {
  return Boolean(view.search || view.type || view.category || view.language !== locale || view.favoritesOnly);
}

/** What "Clear filters" leaves: the sort, and the interface language. */
export function clearedMarketFilters(locale: TLocale): Partial<TMarketView> {
  return { search: '', type: null, category: null, language: locale, favoritesOnly: false };
}
