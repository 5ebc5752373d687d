// billing.status: my subscription from its stored row, read through the domain's rules (docs/billing-api.md#states).
import { effectiveStatus, isEntitled, trialCarriedUntil, trialDaysLeft, type TSubscriptionState } from '@praxiform/domain';
import type { ApiDeps, TActor } from '../../context';
import type { DbClient } from '../shared/db-client';
import type { TBillingStatus } from './views';

export const subscriptionSelect = {
  status: true,
  plan: true,
  trialEndsAt: true,
  currentPeriodEnd: true,
  cancelAtPeriodEnd: true,
  paymentFailedAt: true,
  stripeCustomerId: true,
  stripeSubscriptionId: true,
  trialAlreadyUsed: true,
  stripeStatus: true,
} as const;

export type TSubscriptionRow = TSubscriptionState & {
  paymentFailedAt: Date | null;
  stripeCustomerId: string | null;
  stripeSubscriptionId: string | null;
  trialAlreadyUsed: boolean;
  stripeStatus: string | null;
};

export async function findSubscription(db: DbClient, userId: number): Promise<TSubscriptionRow | null> {
  return db.subscription.findUnique({ where: { userId }, select: subscriptionSelect });
}

const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

/** The status object of a row (null: no subscriptions row, status none). Pure. */
export function billingStatusOf(
  row: TSubscriptionRow | null,
  options: { configured: boolean; isAdministrator: boolean },
  now: Date = new Date(),
): TBillingStatus {
  const status = effectiveStatus(row, now);
  return {
    configured: options.configured,
    status,
    plan: row?.plan ?? null,
    trialEndsAt: iso(row?.trialEndsAt ?? null),
    trialDaysLeft: trialDaysLeft(row, now),
    currentPeriodEnd: iso(row?.currentPeriodEnd ?? null),
    cancelAtPeriodEnd: row?.cancelAtPeriodEnd ?? false,
    paymentFailed: row?.paymentFailedAt != null,
    entitled: options.isAdministrator || isEntitled(row, now),
    canResume: status === 'canceled' && row?.stripeSubscriptionId != null,
    hasCustomer: row?.stripeCustomerId != null,
    trialAlreadyUsed: row?.trialAlreadyUsed ?? false,
    paymentPending: row?.stripeStatus === 'incomplete' && status !== 'active' && status !== 'canceled',
    trialCarriedUntil: iso(trialCarriedUntil(row, now)),
  };
}

export async function getBillingStatus(
  deps: Pick<ApiDeps, 'prisma' | 'billing'>,
  actor: Pick<TActor, 'id' | 'isAdministrator'>,
  now: Date = new Date(),
): Promise<TBillingStatus> {
  const row = await findSubscription(deps.prisma, actor.id);
  return billingStatusOf(row, { configured: deps.billing !== null, isAdministrator: actor.isAdministrator }, now);
}
