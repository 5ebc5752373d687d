// The pages of the access-log feature, by route name (routes/page-registry.tsx renders them), loaded when first visited.
import { lazyPage } from '../../routes/lazy-page';
import type { TPageRegistry } from '../../routes/page-registry';

export const ACCESS_LOG_PAGES: TPageRegistry = {
  AccessLog: lazyPage(() => import('./access-log-page').then((module) => module.AccessLogPage), ['security', 'patients', 'templates']),
};
