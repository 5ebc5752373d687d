// The pages of the administration area (docs/product.md#routes), administrators only, loaded when first visited.
import { lazyPage } from '../../routes/lazy-page';
import type { TPageRegistry } from '../../routes/page-registry';

export const ADMIN_PAGES: TPageRegistry = {
  'admin-users': lazyPage(() => import('./users/admin-users-page').then((module) => module.AdminUsersPage), ['admin', 'patients', 'templates']),
  'admin-support': lazyPage(
    () => import('./support/admin-support-page').then((module) => module.AdminSupportPage),
    ['adminSupport', 'support', 'patients', 'templates'],
  ),
  'admin-support-ticket': lazyPage(
    () => import('./support/admin-ticket-page').then((module) => module.AdminTicketPage),
    ['adminSupport', 'support', 'admin'],
  ),
  'admin-announcements': lazyPage(
    () => import('./announcements/admin-announcements-page').then((module) => module.AdminAnnouncementsPage),
    ['announcements'],
  ),
  'admin-mails': lazyPage(() => import('./mails/admin-mails-page').then((module) => module.AdminMailsPage), ['admin', 'patients']),
};
