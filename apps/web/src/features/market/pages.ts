// The pages of the market feature, by route name (routes/page-registry.tsx renders them).
import type { TPageRegistry } from '../../routes/page-registry';
import { MarketPage } from './market-page';

export const MARKET_PAGES: TPageRegistry = {
  Market: MarketPage,
};
