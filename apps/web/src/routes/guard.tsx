// Route guard: lets the page render, waits (spinner) while the session loads, or redirects (docs/product.md#routes).
import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { PageLoader } from '../components/layout/page-loader';
import { useAuth } from '../lib/auth';
import { guardDecision, type TGuardKind } from '../lib/auth-state';
import { localizedPath, useLocale } from '../lib/locale';

export function Guard({ kind, children }: { kind: TGuardKind; children?: ReactNode }) {
  const { token, user } = useAuth();
  const locale = useLocale();
  const location = useLocation();
  const decision = guardDecision(kind, token, user);
  if (decision.kind === 'wait') return <PageLoader />;
  if (decision.kind === 'redirect') {
    // The login page can send the user back to where they were going.
    const state = decision.to === '/login' ? { from: `${location.pathname}${location.search}${location.hash}` } : undefined;
    return <Navigate to={localizedPath(locale, decision.to)} replace state={state} />;
  }
  return children ?? <Outlet />;
}
