// auth.providers: which sign-in options the login and register pages show.
import { z } from 'zod';
import { publicProcedure } from '../../trpc';

export const providers = publicProcedure
  .output(z.object({ google: z.boolean(), recaptchaSiteKeyRequired: z.boolean() }))
  .query(({ ctx }) => ({ google: ctx.auth.google !== null, recaptchaSiteKeyRequired: ctx.auth.recaptchaSecret !== null }));
