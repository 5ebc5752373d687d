// support: a practitioner's tickets (/support); see docs/support-admin-api.md.
import { router } from '../../trpc';

export const supportRouter = router({});
