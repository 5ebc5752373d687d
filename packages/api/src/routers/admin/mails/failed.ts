// admin.mails.failed: a page of the mails that failed for good, newest failure first, of one kind or all (docs/mail.md).
import { ZAdminFailedMails, ZAdminFailedMailsInput } from '@praxiform/domain';
import { adminProcedure } from '../../../trpc';
import { listFailedMails } from '../../../services/admin/failed-mails';

export const failed = adminProcedure
  .input(ZAdminFailedMailsInput)
  .output(ZAdminFailedMails)
  .query(({ ctx, input }) => listFailedMails(ctx, ctx.user, input));
