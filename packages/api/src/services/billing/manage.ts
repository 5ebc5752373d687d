// billing.checkout, billing.portal, billing.cancel and billing.resume (docs/billing-api.md#procedures).
import type { TSubscriptionPlan } from '@praxiform/domain';
import type { ApiDeps, Context, TActor } from '../../context';
import { AppError } from '../../errors';
import type { TBillingStatus } from './views';

type TDeps = Pick<ApiDeps, 'prisma' | 'billing' | 'logger' | 'appUrl'> & Pick<Context, 'ip' | 'locale'>;

function requireBilling(deps: Pick<ApiDeps, 'billing'>) {
  if (!deps.billing) throw new AppError('PAYMENTS_NOT_CONFIGURED');
  return deps.billing;
}

export async function startCheckout(
  deps: TDeps,
  _actor: Pick<TActor, 'id' | 'email'>,
  _input: { plan: TSubscriptionPlan },
): Promise<{ url: string }> {
  requireBilling(deps);
  throw new AppError('PAYMENT_SESSION_FAILED');
}

export async function openPortal(deps: TDeps, _actor: Pick<TActor, 'id'>): Promise<{ url: string }> {
  requireBilling(deps);
  throw new AppError('PAYMENT_SESSION_FAILED');
}

export async function cancelSubscription(deps: TDeps, _actor: Pick<TActor, 'id' | 'isAdministrator'>): Promise<TBillingStatus> {
  requireBilling(deps);
  throw new AppError('SUBSCRIPTION_NOT_CANCELABLE');
}

export async function resumeSubscription(deps: TDeps, _actor: Pick<TActor, 'id' | 'isAdministrator'>): Promise<TBillingStatus> {
  requireBilling(deps);
  throw new AppError('SUBSCRIPTION_NOT_RESUMABLE');
}
