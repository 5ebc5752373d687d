// Which component renders each named route; a name no feature claims yet shows the honest "coming soon" page. Pages are
// lazy (routes/lazy-page.ts): importing a feature's pages.ts loads none of its screens.
import type { ComponentType } from 'react';
import { PUBLIC_PAGES } from '../features/public/pages';
import { AUTH_PAGES } from '../features/auth/pages';
import { PROFILE_PAGES } from '../features/profile/pages';
import { TEMPLATES_PAGES } from '../features/templates/pages';
import { MARKET_PAGES } from '../features/market/pages';
import { BUILDER_PAGES } from '../features/builder/pages';
import { HOME_PAGES } from '../features/home/pages';
import { PATIENTS_PAGES } from '../features/patients/pages';
import { WAITING_ROOM_PAGES } from '../features/waiting-room/pages';
import { SUBMISSION_EDIT_PAGES } from '../features/submission-edit/pages';
import { CABINETS_PAGES } from '../features/cabinets/pages';
import { SUPPORT_PAGES } from '../features/support/pages';
import { ADMIN_PAGES } from '../features/admin/pages';
import { BILLING_PAGES } from '../features/billing/pages';
import { ACCESS_LOG_PAGES } from '../features/access-log/pages';
import type { TRouteName } from './route-names';

export type TPageRegistry = Partial<Record<TRouteName, ComponentType>>;

export const PAGE_REGISTRY: TPageRegistry = {
  ...PUBLIC_PAGES,
  ...AUTH_PAGES,
  ...PROFILE_PAGES,
  ...TEMPLATES_PAGES,
  ...MARKET_PAGES,
  ...BUILDER_PAGES,
  ...HOME_PAGES,
  ...PATIENTS_PAGES,
  ...WAITING_ROOM_PAGES,
  ...SUBMISSION_EDIT_PAGES,
  ...CABINETS_PAGES,
  ...SUPPORT_PAGES,
  ...ADMIN_PAGES,
  ...BILLING_PAGES,
  ...ACCESS_LOG_PAGES,
};
