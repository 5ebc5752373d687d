// The pages of the cabinets feature (shared practices, docs/product.md#routes), loaded when first visited.
import { lazyPage } from '../../routes/lazy-page';
import type { TPageRegistry } from '../../routes/page-registry';

export const CABINETS_PAGES: TPageRegistry = {
  Cabinet: lazyPage(() => import('./list/cabinets-page').then((module) => module.CabinetsPage), ['cabinets']),
  CabinetDetail: lazyPage(() => import('./detail/cabinet-page').then((module) => module.CabinetPage), ['cabinets', 'cabinet', 'templates']),
};
