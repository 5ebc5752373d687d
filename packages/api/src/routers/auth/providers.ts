// auth.providers: which sign-in options the login and register pages show, and the bot check's public site key (handed
// at run time, so one build serves any configuration; docs/auth-api.md#bot-check).
import { z } from 'zod';
import { publicProcedure } from '../../trpc';

export const providers = publicProcedure
  .output(z.object({ google: z.boolean(), recaptchaSiteKey: z.string().nullable() }))
  .query(({ ctx }) => ({ google: ctx.auth.google !== null, recaptchaSiteKey: ctx.auth.recaptcha?.siteKey ?? null }));
