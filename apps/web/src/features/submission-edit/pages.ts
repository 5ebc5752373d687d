// The pages of the submission-edit feature, by route name (routes/page-registry.tsx renders them). PublicForm (the
// /form/{token} route) is the SPA's hand-over to the separate patient page: the registry is how a route gets its page.
import type { TPageRegistry } from '../../routes/page-registry';
import { PublicFormHandoff } from '../../routes/public-form-route';
import { EditSubmissionPage } from './edit-submission-page';

export const SUBMISSION_EDIT_PAGES: TPageRegistry = {
  EditSubmission: EditSubmissionPage,
  PublicForm: PublicFormHandoff,
};
