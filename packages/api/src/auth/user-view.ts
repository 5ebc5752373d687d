// The user as the SPA sees it (TUserView), defined once: the output schema, the stored columns it is built from (one
// list from which the Prisma select and the hand-written SQL of the session check both follow), and toUserView, which
// turns those columns into the view (the subscription's effective state on the clock: docs/billing-api.md#states).
import { z } from 'zod';
import { Prisma } from '@praxiform/db';
import {
  LOCALES,
  SUBSCRIPTION_PLANS,
  SUBSCRIPTION_STATUSES,
  USER_ROLES,
  effectiveStatus,
  isEntitled,
  trialDaysLeft,
  type TLocale,
  type TSubscriptionPlan,
  type TSubscriptionStatus,
  type TUserRole,
} from '@praxiform/domain';

/** The subscription as the SPA sees it: the trial badge, the failed-payment banner, the read-only state. */
export const ZUserSubscription = z.object({
  /** Effective on the clock: a trial or a canceled period past its end is already `expired`. */
  status: z.enum(SUBSCRIPTION_STATUSES),
  plan: z.enum(SUBSCRIPTION_PLANS).nullable(),
  trialEndsAt: z.string().nullable(),
  trialDaysLeft: z.number().int().nullable(),
  currentPeriodEnd: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  paymentFailed: z.boolean(),
  /** May create templates, send forms and create waiting-room forms (administrators always may). */
  entitled: z.boolean(),
  /**
   * The account started without a trial because its address had one on an earlier account
   * (docs/billing-api.md#one-trial-per-address): the welcome page says why and leads to the plans.
   */
  trialAlreadyUsed: z.boolean(),
  /** The first payment awaits Stripe's confirmation (3-D Secure, a SEPA debit): docs/billing-api.md#states. */
  paymentPending: z.boolean(),
});
export type TUserSubscription = z.infer<typeof ZUserSubscription>;

/** Who a user is, as every view of a user starts: mine, an administrator's row, a support ticket's author. */
export const ZUserIdentity = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: z.enum(USER_ROLES),
  isAdministrator: z.boolean(),
});

/** Output schema of every procedure that answers the user: it strips anything else, a secret above all. */
export const ZUserView = ZUserIdentity.extend({
  profileCompleted: z.boolean(),
  interfaceLanguage: z.enum(LOCALES),
  subscription: ZUserSubscription,
  /**
   * The welcome page is still to be shown (once, after the profile is completed): to a running trial, or to an account
   * that started without one (trialAlreadyUsed, status none). profile.markTrialWelcomeSeen clears it.
   */
  trialWelcomePending: z.boolean(),
});
export type TUserView = z.infer<typeof ZUserView>;

export const ZUserOutput = z.object({ user: ZUserView });

/** The stored columns a view is built from: the user's own, and its subscription row (null when it has none). */
export type TUserViewRow = {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  role: TUserRole;
  isAdministrator: boolean;
  profileCompleted: boolean;
  interfaceLanguage: TLocale;
  trialWelcomeSeenAt: Date | null;
  subscription: {
    status: TSubscriptionStatus;
    plan: TSubscriptionPlan | null;
    trialEndsAt: Date | null;
    currentPeriodEnd: Date | null;
    cancelAtPeriodEnd: boolean;
    paymentFailedAt: Date | null;
    trialAlreadyUsed: boolean;
    stripeStatus: string | null;
  } | null;
};

type TUserColumn = Exclude<keyof TUserViewRow, 'subscription'>;
type TSubscriptionColumn = keyof NonNullable<TUserViewRow['subscription']>;

/** Each user column and its SQL on `users u` (enums and citext read as text, as Prisma reads them). */
const USER_VIEW_COLUMNS = {
  id: 'u.id',
  firstName: 'u.first_name',
  lastName: 'u.last_name',
  email: 'u.email::text',
  role: 'u.role::text',
  isAdministrator: 'u.is_administrator',
  profileCompleted: 'u.profile_completed',
  interfaceLanguage: 'u.interface_language::text',
  trialWelcomeSeenAt: 'u.trial_welcome_seen_at',
} as const satisfies Record<TUserColumn, string>;

/** Each subscription column and its SQL on `subscriptions sub` (USER_VIEW_JOIN), aliased `subscription.<key>`. */
const SUBSCRIPTION_COLUMNS = {
  status: 'sub.status::text',
  plan: 'sub.plan::text',
  trialEndsAt: 'sub.trial_ends_at',
  currentPeriodEnd: 'sub.current_period_end',
  cancelAtPeriodEnd: 'sub.cancel_at_period_end',
  paymentFailedAt: 'sub.payment_failed_at',
  trialAlreadyUsed: 'sub.trial_already_used',
  stripeStatus: 'sub.stripe_status',
} as const satisfies Record<TSubscriptionColumn, string>;

const SUBSCRIPTION_PREFIX = 'subscription.';

/** The Prisma select of the view's columns (the subscription as a relation). */
export const USER_VIEW_SELECT = {
  ...(Object.fromEntries(Object.keys(USER_VIEW_COLUMNS).map((key) => [key, true])) as { [K in TUserColumn]: true }),
  subscription: {
    select: Object.fromEntries(Object.keys(SUBSCRIPTION_COLUMNS).map((key) => [key, true])) as { [K in TSubscriptionColumn]: true },
  },
};

/**
 * `u.id AS "id", ..., sub.status::text AS "subscription.status", ...`: the view's columns in hand-written SQL on
 * `users u` joined with USER_VIEW_JOIN; toUserView reads such a row back with fromUserViewSql.
 */
export const USER_VIEW_SQL = Prisma.raw(
  [
    ...Object.entries(USER_VIEW_COLUMNS).map(([key, column]) => `${column} AS "${key}"`),
    ...Object.entries(SUBSCRIPTION_COLUMNS).map(([key, column]) => `${column} AS "${SUBSCRIPTION_PREFIX}${key}"`),
  ].join(', '),
);

/** The join USER_VIEW_SQL needs after `users u`: the user's subscription row, if any (one per user, unique). */
export const USER_VIEW_JOIN = Prisma.raw('LEFT JOIN subscriptions sub ON sub.user_id = u.id');

/** A row of USER_VIEW_SQL (flat `subscription.<key>` columns, all null without a subscription) as stored columns. */
export function fromUserViewSql(row: Record<string, unknown>): TUserViewRow {
  const user: Record<string, unknown> = {};
  const subscription: Record<string, unknown> = {};
  for (const key of Object.keys(USER_VIEW_COLUMNS)) user[key] = row[key];
  for (const key of Object.keys(SUBSCRIPTION_COLUMNS)) subscription[key] = row[`${SUBSCRIPTION_PREFIX}${key}`];
  return { ...user, subscription: subscription.status == null ? null : subscription } as TUserViewRow;
}

const iso = (value: Date | null): string | null => (value === null ? null : value.toISOString());

/** The view of stored columns as of `now`. */
export function toUserView(row: TUserViewRow, now: Date = new Date()): TUserView {
  const { subscription: stored, trialWelcomeSeenAt, ...user } = row;
  const status = effectiveStatus(stored, now);
  const subscription: TUserSubscription = {
    status,
    plan: stored?.plan ?? null,
    trialEndsAt: iso(stored?.trialEndsAt ?? null),
    trialDaysLeft: trialDaysLeft(stored, now),
    currentPeriodEnd: iso(stored?.currentPeriodEnd ?? null),
    cancelAtPeriodEnd: stored?.cancelAtPeriodEnd ?? false,
    paymentFailed: stored?.paymentFailedAt != null,
    entitled: row.isAdministrator || isEntitled(stored, now),
    trialAlreadyUsed: stored?.trialAlreadyUsed ?? false,
    paymentPending: stored?.stripeStatus === 'incomplete' && status !== 'active' && status !== 'canceled',
  };
  const welcome = status === 'trial' || (status === 'none' && subscription.trialAlreadyUsed);
  return { ...user, subscription, trialWelcomePending: trialWelcomeSeenAt === null && welcome };
}
