// The pages of the administration area (docs/product.md#routes), administrators only, loaded when first visited.
import { lazyPage } from '../../routes/lazy-page';
import type { TPageRegistry } from '../../routes/page-registry';

export const ADMIN_PAGES: TPageRegistry = {
  'admin-users': lazyPage(() => import('./users/admin-users-page').then((module) => module.AdminUsersPage), ['admin', 'patients', 'templates']),
};
