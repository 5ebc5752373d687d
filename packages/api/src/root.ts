// The root router: one sub-router per domain of the product.
import { router } from './trpc';
import { health } from './routers/health';
import { authRouter } from './routers/auth';
import { profileRouter } from './routers/profile';
import { templatesRouter } from './routers/templates';
import { marketRouter } from './routers/market';
import { patientsRouter } from './routers/patients';
import { submissionsRouter } from './routers/submissions';
import { notificationsRouter } from './routers/notifications';
import { cabinetsRouter } from './routers/cabinets';
import { supportRouter } from './routers/support';
import { adminRouter } from './routers/admin';
import { billingRouter } from './routers/billing';
import { mailRouter } from './routers/mail';

export const appRouter = router({
  health,
  auth: authRouter,
  profile: profileRouter,
  templates: templatesRouter,
  market: marketRouter,
  patients: patientsRouter,
  submissions: submissionsRouter,
  notifications: notificationsRouter,
  cabinets: cabinetsRouter,
  support: supportRouter,
  admin: adminRouter,
  billing: billingRouter,
  mail: mailRouter,
});

export type AppRouter = typeof appRouter;
