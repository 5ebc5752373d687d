// admin.mails: administrators only (adminProcedure); the mails that failed for good (docs/mail.md).
import { router } from '../../../trpc';
import { failed } from './failed';
import { resend } from './resend';

export const adminMailsRouter = router({ failed, resend });
