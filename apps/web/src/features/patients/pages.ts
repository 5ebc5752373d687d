// The pages of the patients feature, by route name (routes/page-registry.tsx renders them).
import type { TPageRegistry } from '../../routes/page-registry';

export const PATIENTS_PAGES: TPageRegistry = {};
