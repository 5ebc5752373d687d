// The pages of the accounts feature, by route name (routes/page-registry.tsx renders them).
import type { TPageRegistry } from '../../routes/page-registry';

export const AUTH_PAGES: TPageRegistry = {};
