// The pages of the profile feature, by route name (routes/page-registry.tsx renders them).
import type { TPageRegistry } from '../../routes/page-registry';
import { CompleteProfilePage } from './complete-profile-page';
import { ProfilePage } from './profile-page';

export const PROFILE_PAGES: TPageRegistry = {
  CompleteProfile: CompleteProfilePage,
  Profile: ProfilePage,
};
