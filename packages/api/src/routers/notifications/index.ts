// notifications: the panel of the app header (completed forms, shared templates); see docs/forms-api.md.
import { router } from '../../trpc';
import { list } from './list';
import { markRead } from './mark-read';

export const notificationsRouter = router({ list, markRead });
