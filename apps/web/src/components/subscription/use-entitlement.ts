// Whether the signed-in practitioner may create templates, send forms and create waiting-room forms
// (docs/billing-api.md#states): the session's user carries it (administrators always may). The server refuses with
// SUBSCRIPTION_REQUIRED anyway; the SPA only shows a call to subscribe instead of those actions.
import { useTranslation } from 'react-i18next';
import { useAuth, type TCurrentUser } from '../../lib/auth';
import { errorCodeOf } from '../../lib/errors';
import type { TPageMessageState } from '../lists/page-message';
import { PRICING_PATH } from './subscribe-call';

export function useEntitled(): boolean {
  const { user } = useAuth();
  if (!user) return true;
  // A user without the subscription (a session read before it existed) is left to the server's answer.
  const subscription = user.subscription as TCurrentUser['subscription'] | undefined;
  return user.isAdministrator || subscription?.entitled !== false;
}

/**
 * The page message of a failed action: the text, and, when the server refused it for want of a subscription
 * (SUBSCRIPTION_REQUIRED: duplicating, copying, publishing after the trial), the way to the plans.
 */
export function useFailureMessage(): (text: string, error: unknown) => NonNullable<TPageMessageState> {
  const { t } = useTranslation('common');
  return (text, error) => ({
    tone: 'error',
    text,
    ...(errorCodeOf(error) === 'SUBSCRIPTION_REQUIRED' ? { link: { to: PRICING_PATH, label: t('subscription.gate.action') } } : {}),
  });
}
