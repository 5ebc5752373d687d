// The pages of the templates feature, by route name (routes/page-registry.tsx renders them), loaded when first visited.
import { lazyPage } from '../../routes/lazy-page';
import type { TPageRegistry } from '../../routes/page-registry';

export const TEMPLATES_PAGES: TPageRegistry = {
  Templates: lazyPage(() => import('./templates-page').then((module) => module.TemplatesPage), ['templates']),
};
