// Names of the SPA's routes: they key the page titles (common:pages.<name>) and may carry a locale prefix (fr-Home).
import { LOCALES } from '@praxiform/domain';

export const ROUTE_NAMES = [
  // Public
  'Landing',
  'Faq',
  'Cgv',
  'Cgu',
  'Rgpd',
  'Privacy',
  'SubscriptionPricing',
  'GoogleCallback',
  'OAuthSuccess',
  'VerifyEmail',
  'VerifyTwoFactor',
  'EmailVerified',
  'PublicForm',
  // Guest only
  'login',
  'register',
  'ForgotPassword',
  'ResetPassword',
  // Login only
  'CompleteProfile',
  'DebugUser',
  // Login and complete profile
  'Home',
  'Dashboard',
  'Profile',
  'PendingForms',
  'Support',
  'Templates',
  'Market',
  'Cabinet',
  'CabinetDetail',
  'SubscriptionSuccess',
  'patient-detail',
  'CreateTemplate',
  'EditTemplate',
  'CreatePublicTemplate',
  'EditPublicTemplate',
  'CreateForm',
  'EditForm',
  'CreatePendingForm',
  'EditSubmission',
  // Administrators
  'admin-users',
  'admin-support',
  'admin-support-ticket',
  'admin-announcements',
] as const;

export type TRouteName = (typeof ROUTE_NAMES)[number];

const LOCALE_PREFIX = new RegExp(`^(?:${LOCALES.join('|')})-`);

/** 'fr-Home' → 'Home'; names without a locale prefix (including 'admin-users') are returned as they are. */
export function stripRouteNamePrefix(name: string): string {
  return name.replace(LOCALE_PREFIX, '');
}

export function isRouteName(name: string): name is TRouteName {
  return (ROUTE_NAMES as readonly string[]).includes(name);
}
