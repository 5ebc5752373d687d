// profile.setLanguage: the interface language (also the language of the mails the user receives).
import { z } from 'zod';
import { ZLocale } from '@praxiform/domain';
import { authedProcedure } from '../../trpc';
import { setInterfaceLanguage } from '../../services/profile/preferences';
import { ZUserOutput } from '../../auth/user-view';

export const setLanguage = authedProcedure
  .input(z.object({ language: ZLocale }))
  .output(ZUserOutput)
  .mutation(async ({ ctx, input }) => ({ user: await setInterfaceLanguage(ctx, ctx.user, input) }));
