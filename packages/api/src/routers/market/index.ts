// market: see docs/templates-api.md.
import { router } from '../../trpc';

export const marketRouter = router({});
