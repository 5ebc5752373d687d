// The pages of the patients feature, by route name (routes/page-registry.tsx renders them).
import { createElement } from 'react';
import type { TPageRegistry } from '../../routes/page-registry';
import { DashboardPage } from './dashboard-page';
import { PatientPage } from './patient-page';

function HomePage() {
  return createElement(DashboardPage, { routeName: 'Home' });
}

function PatientsDashboardPage() {
  return createElement(DashboardPage, { routeName: 'Dashboard' });
}

export const PATIENTS_PAGES: TPageRegistry = {
  Home: HomePage,
  Dashboard: PatientsDashboardPage,
  'patient-detail': PatientPage,
};
