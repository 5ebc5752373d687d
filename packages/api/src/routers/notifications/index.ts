// notifications: the panel of the app header (completed forms, shared templates; docs/forms-api.md) and the
// announcements banner (docs/announcements-api.md).
import { router } from '../../trpc';
import { list } from './list';
import { markRead } from './mark-read';
import { announcements } from './announcements';
import { dismissAnnouncement } from './dismiss-announcement';

export const notificationsRouter = router({ list, markRead, announcements, dismissAnnouncement });
