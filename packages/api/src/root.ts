// The root router: one sub-router per domain of the product.
import { router } from './trpc';
import { health } from './routers/health';
import { authRouter } from './routers/auth';
import { profileRouter } from './routers/profile';

export const appRouter = router({
  health,
  auth: authRouter,
  profile: profileRouter,
});

export type AppRouter = typeof appRouter;
