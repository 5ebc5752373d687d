// billing: plans, my subscription, Stripe Checkout and portal, cancel and resume (docs/billing-api.md).
import { router } from '../../trpc';
import { plans } from './plans';
import { status } from './status';
import { checkout } from './checkout';
import { portal } from './portal';
import { cancel } from './cancel';
import { resume } from './resume';

export const billingRouter = router({ plans, status, checkout, portal, cancel, resume });
