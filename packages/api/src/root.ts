// The root router: one sub-router per domain of the product.
import { router } from './trpc';
import { health } from './routers/health';
import { authRouter } from './routers/auth';

export const appRouter = router({
  health,
  auth: authRouter,
});

export type AppRouter = typeof appRouter;
