// The market's filters and sort ↔ URL query: a link reproduces the view, unknown values fall back to the defaults.
import { describe, expect, it } from 'vitest';
import {
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
  language: null,
  sort: DEFAULT_MARKET_SORT,
  favoritesOnly: false,
  page: 1,
};

describe('market view ↔ URL query', () => {
  it('is the default view without a query, and writes nothing for it', () => {
    expect(parseMarketView(new URLSearchParams())).toEqual(DEFAULT_VIEW);
    expect(marketViewToParams(DEFAULT_VIEW).toString()).toBe('');
    expect(hasMarketFilters(DEFAULT_VIEW)).toBe(false);
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
    const params = marketViewToParams(view);
    expect(params.toString()).toBe('q=dent&type=anamnese&category=dentistry&language=nl&sort=name_desc&favorites=1&page=2');
    expect(parseMarketView(params)).toEqual(view);
    expect(hasMarketFilters(view)).toBe(true);
  });

  it.each(['name_asc', 'name_desc', 'oldest', 'newest'] as const)('keeps the sort %s', (sort) => {
    expect(parseMarketView(marketViewToParams({ ...DEFAULT_VIEW, sort })).sort).toBe(sort);
  });

  it('falls back on unknown values', () => {
    expect(parseMarketView(new URLSearchParams('type=x&category=astrology&language=de&sort=random&favorites=yes&page=0'))).toEqual(DEFAULT_VIEW);
  });

  it('builds the market.list input with only the filters set', () => {
    expect(marketListInput(DEFAULT_VIEW)).toEqual({ sort: 'newest', page: 1, pageSize: MARKET_PAGE_SIZE });
    expect(marketListInput({ ...DEFAULT_VIEW, category: 'cardiology', favoritesOnly: true, sort: 'oldest' })).toEqual({
      category: 'cardiology',
      favoritesOnly: true,
      sort: 'oldest',
      page: 1,
      pageSize: MARKET_PAGE_SIZE,
    });
  });
});
