// Whether the signed-in practitioner may create templates, send forms and create waiting-room forms
// (docs/billing-api.md#states): the session's user carries it (administrators always may). The server refuses with
// SUBSCRIPTION_REQUIRED anyway; the SPA only shows a call to subscribe instead of those actions.
import { useAuth, type TCurrentUser } from '../../lib/auth';

export function useEntitled(): boolean {
  const { user } = useAuth();
  if (!user) return true;
  // A user without the subscription (a session read before it existed) is left to the server's answer.
  const subscription = user.subscription as TCurrentUser['subscription'] | undefined;
  return user.isAdministrator || subscription?.entitled !== false;
}
