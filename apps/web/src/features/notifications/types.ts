// The notification shape of notifications.list (docs/forms-api.md), inferred from the server router.
import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@praxiform/api';

export type TNotificationView = inferRouterOutputs<AppRouter>['notifications']['list']['items'][number];
