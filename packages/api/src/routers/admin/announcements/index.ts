// admin.announcements: administrators only (adminProcedure); see docs/announcements-api.md.
import { router } from '../../../trpc';
import { list } from './list';
import { create } from './create';
import { update } from './update';
import { setActive } from './set-active';
import { deleteAnnouncementProcedure } from './delete';

export const adminAnnouncementsRouter = router({ list, create, update, setActive, delete: deleteAnnouncementProcedure });
