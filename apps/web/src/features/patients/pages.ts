// The pages of the patients feature, by route name (routes/page-registry.tsx renders them), loaded when first visited.
import { lazyPage } from '../../routes/lazy-page';
import type { TPageRegistry } from '../../routes/page-registry';

export const PATIENTS_PAGES: TPageRegistry = {
  Dashboard: lazyPage(() => import('./dashboard-page').then((module) => module.DashboardPage), ['patients', 'templates']),
  'patient-detail': lazyPage(() => import('./patient-page').then((module) => module.PatientPage), ['patients', 'templates']),
};
