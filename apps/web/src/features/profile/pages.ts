// The pages of the profile feature, by route name (routes/page-registry.tsx renders them).
import type { TPageRegistry } from '../../routes/page-registry';

export const PROFILE_PAGES: TPageRegistry = {};
