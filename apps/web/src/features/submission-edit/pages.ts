// The pages of the submission-edit feature, by route name (routes/page-registry.tsx renders them).
import type { TPageRegistry } from '../../routes/page-registry';

export const SUBMISSION_EDIT_PAGES: TPageRegistry = {};
