// The pages of the market feature, by route name (routes/page-registry.tsx renders them), loaded when first visited.
import { lazyPage } from '../../routes/lazy-page';
import type { TPageRegistry } from '../../routes/page-registry';

export const MARKET_PAGES: TPageRegistry = {
  Market: lazyPage(() => import('./market-page').then((module) => module.MarketPage), ['market', 'templates']),
};
