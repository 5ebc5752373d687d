// The pages of the templates feature, by route name (routes/page-registry.tsx renders them).
import type { TPageRegistry } from '../../routes/page-registry';
import { TemplatesPage } from './templates-page';

export const TEMPLATES_PAGES: TPageRegistry = {
  Templates: TemplatesPage,
};
