// The submission edit mode works on, as submissions.get answers it (inferred from the server router).
import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@praxiform/api';

export type TSubmissionDetail = inferRouterOutputs<AppRouter>['submissions']['get']['submission'];
