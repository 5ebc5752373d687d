// The pages of the market feature, by route name (routes/page-registry.tsx renders them).
import type { TPageRegistry } from '../../routes/page-registry';

export const MARKET_PAGES: TPageRegistry = {};
