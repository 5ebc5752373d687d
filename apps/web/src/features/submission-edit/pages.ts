// The pages of the submission-edit feature, by route name (routes/page-registry.tsx renders them), loaded when first
// visited. PublicForm (the /form/{token} route) is the SPA's hand-over to the separate patient page: the registry is
// how a route gets its page.
import { lazyPage } from '../../routes/lazy-page';
import type { TPageRegistry } from '../../routes/page-registry';
import { PublicFormHandoff } from '../../routes/public-form-route';

export const SUBMISSION_EDIT_PAGES: TPageRegistry = {
  EditSubmission: lazyPage(() => import('./edit-submission-page').then((module) => module.EditSubmissionPage), ['publicForm']),
  PublicForm: PublicFormHandoff,
};
