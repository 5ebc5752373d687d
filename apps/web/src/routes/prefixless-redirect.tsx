// Catch-all outside the locale trees: adds the stored or detected locale, or shows not-found for a foreign prefix.
import { Navigate, useLocation } from 'react-router-dom';
import { PublicLayout } from '../components/layout/public-layout';
import { NotFoundPage } from '../features/shell/not-found-page';
import { detectBrowserLocale } from '../lib/locale-core';
import { prefixlessDecision } from './route-params';

export function PrefixlessRedirect() {
  const { pathname, search, hash } = useLocation();
  const decision = prefixlessDecision(detectBrowserLocale(), pathname, search, hash);
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  return (
    <PublicLayout>
      <NotFoundPage />
    </PublicLayout>
  );
}
