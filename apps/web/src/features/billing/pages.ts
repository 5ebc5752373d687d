// The subscription pages of the app (docs/billing-api.md): the return from Stripe Checkout and the welcome to the trial.
import { lazyPage } from '../../routes/lazy-page';
import type { TPageRegistry } from '../../routes/page-registry';

export const BILLING_PAGES: TPageRegistry = {
  SubscriptionSuccess: lazyPage(() => import('./subscription-success-page').then((module) => module.SubscriptionSuccessPage), ['billing']),
  WelcomeTrial: lazyPage(() => import('./welcome-trial-page').then((module) => module.WelcomeTrialPage), ['billing']),
};
