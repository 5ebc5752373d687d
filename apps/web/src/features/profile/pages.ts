// The pages of the profile feature, by route name (routes/page-registry.tsx renders them), loaded when first visited.
import { lazyPage } from '../../routes/lazy-page';
import type { TPageRegistry } from '../../routes/page-registry';

export const PROFILE_PAGES: TPageRegistry = {
  CompleteProfile: lazyPage(() => import('./complete-profile-page').then((module) => module.CompleteProfilePage)),
  Profile: lazyPage(() => import('./profile-page').then((module) => module.ProfilePage), ['auth', 'billing']),
  ProfileSecurity: lazyPage(() => import('./security/security-page').then((module) => module.SecurityPage), ['security']),
  DebugUser: lazyPage(() => import('./debug-user-page').then((module) => module.DebugUserPage)),
};
