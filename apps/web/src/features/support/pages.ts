// The pages of the support feature (docs/product.md#routes), loaded when first visited.
import { lazyPage } from '../../routes/lazy-page';
import type { TPageRegistry } from '../../routes/page-registry';

export const SUPPORT_PAGES: TPageRegistry = {
  Support: lazyPage(() => import('./support-page').then((module) => module.SupportPage), ['support']),
};
