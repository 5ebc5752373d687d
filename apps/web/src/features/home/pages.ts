// The pages of the home feature, by route name (routes/page-registry.tsx renders them), loaded when first visited.
import { lazyPage } from '../../routes/lazy-page';
import type { TPageRegistry } from '../../routes/page-registry';

export const HOME_PAGES: TPageRegistry = {
  Home: lazyPage(() => import('./home-page').then((module) => module.HomePage), ['home', 'templates']),
};
