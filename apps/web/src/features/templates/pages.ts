// The pages of the templates feature, by route name (routes/page-registry.tsx renders them).
import type { TPageRegistry } from '../../routes/page-registry';

export const TEMPLATES_PAGES: TPageRegistry = {};
