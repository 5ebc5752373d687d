// The market's filters and sort ↔ URL query: a link reproduces the view, unknown values fall back to the defaults, and
// the language filter defaults to the interface language (the /fr|/en|/nl prefix), every language being ?language=all.
import { describe, expect, it } from 'vitest';
import {
  clearedMarketFilters,
  DEFAULT_MARKET_SORT,
  hasMarketFilters,
  MARKET_PAGE_SIZE,
  marketListInput,
  marketViewToParams,
  parseMarketView,
  type TMarketView,
} from './market-query';

const DEFAULT_VIEW: TMarketView = {
  search: '',
  type: null,
  category: null,
  language: 'fr',
  sort: DEFAULT_MARKET_SORT,
  favoritesOnly: false,
  page: 1,
};

describe('market view ↔ URL query', () => {
  it('is the default view without a query, and writes nothing for it', () => {
    expect(parseMarketView(new URLSearchParams(), 'fr')).toEqual(DEFAULT_VIEW);
    expect(marketViewToParams(DEFAULT_VIEW, 'fr').toString()).toBe('');
    expect(hasMarketFilters(DEFAULT_VIEW, 'fr')).toBe(false);
  });

  it('filters on the interface language by default; every language and another one are written', () => {
    expect(parseMarketView(new URLSearchParams(), 'en').language).toBe('en');
    expect(parseMarketView(new URLSearchParams('language=all'), 'en').language).toBe('all');
    expect(marketViewToParams({ ...DEFAULT_VIEW, language: 'all' }, 'fr').toString()).toBe('language=all');
    expect(marketViewToParams({ ...DEFAULT_VIEW, language: 'nl' }, 'fr').toString()).toBe('language=nl');
    expect(marketViewToParams({ ...DEFAULT_VIEW, language: 'nl' }, 'nl').toString()).toBe('');
    expect(hasMarketFilters({ ...DEFAULT_VIEW, language: 'all' }, 'fr')).toBe(true);
    expect(hasMarketFilters({ ...DEFAULT_VIEW, language: 'en' }, 'en')).toBe(false);
    expect(clearedMarketFilters('nl')).toMatchObject({ language: 'nl' });
  });

  it('round-trips every filter, the sort, favorites only and the page', () => {
    const view: TMarketView = {
      search: 'dent',
      type: 'anamnese',
      category: 'dentistry',
      language: 'nl',
      sort: 'name_desc',
      favoritesOnly: true,
      page: 2,
    };
    const params = marketViewToParams(view, 'fr');
    expect(params.toString()).toBe('q=dent&type=anamnese&category=dentistry&language=nl&sort=name_desc&favorites=1&page=2');
    expect(parseMarketView(params, 'fr')).toEqual(view);
    expect(hasMarketFilters(view, 'fr')).toBe(true);
  });

  it.each(['name_asc', 'name_desc', 'oldest', 'newest'] as const)('keeps the sort %s', (sort) => {
    expect(parseMarketView(marketViewToParams({ ...DEFAULT_VIEW, sort }, 'fr'), 'fr').sort).toBe(sort);
  });

  it('falls back on unknown values', () => {
    expect(parseMarketView(new URLSearchParams('type=x&category=astrology&language=de&sort=random&favorites=yes&page=0'), 'fr')).toEqual(
      DEFAULT_VIEW,
    );
  });

  it('builds the market.list input with only the filters set, the language always', () => {
    expect(marketListInput(DEFAULT_VIEW, 'fr')).toEqual({
      language: 'fr',
      interfaceLanguage: 'fr',
      sort: 'newest',
      page: 1,
      pageSize: MARKET_PAGE_SIZE,
    });
    expect(marketListInput({ ...DEFAULT_VIEW, language: 'all', category: 'cardiology', favoritesOnly: true, sort: 'oldest' }, 'en')).toEqual({
      category: 'cardiology',
      language: 'all',
      interfaceLanguage: 'en',
      favoritesOnly: true,
      sort: 'oldest',
      page: 1,
      pageSize: MARKET_PAGE_SIZE,
    });
  });
});
