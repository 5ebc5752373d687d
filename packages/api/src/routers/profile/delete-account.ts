// profile.deleteAccount: after typing SUPPRIMER / DELETE / VERWIJDER, removes the account and its private data.
import { z } from 'zod';
import { ZLocale } from '@praxiform/domain';
import { authedProcedure } from '../../trpc';
import { deleteAccount as deleteAccountService } from '../../services/profile/delete-account';
import { ZSuccess } from '../outputs';

export const deleteAccount = authedProcedure
  .input(z.object({ confirmation: z.string().max(50), locale: ZLocale }))
  .output(ZSuccess)
  .mutation(async ({ ctx, input }) => {
    await deleteAccountService(ctx, ctx.user, input);
    return { success: true as const };
  });
