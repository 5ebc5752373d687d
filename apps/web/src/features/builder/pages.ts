// The pages of the builder feature, by route name (routes/page-registry.tsx renders them).
import type { TPageRegistry } from '../../routes/page-registry';

export const BUILDER_PAGES: TPageRegistry = {};
