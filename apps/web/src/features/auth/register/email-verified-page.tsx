// /email-verified: the address is confirmed in a browser that did not register (the one that did is signed in by the
// link, verify-email-page.tsx); the next step is to sign in once (or to open the app when already signed in).
import { CircleCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { Button } from '../../../components/ui';
import { useAuth } from '../../../lib/auth';
import { LocalizedLink } from '../../../lib/locale';
import { AuthCard } from '../common/auth-card';
import { homePathFor } from '../sign-in/sign-in-result';

export function EmailVerifiedPage() {
  const { t } = useTranslation(['auth', 'common']);
  const { isAuthenticated, user } = useAuth();
  const state = useLocation().state as { status?: unknown; email?: unknown } | null;
  const already = state?.status === 'already_verified';
  // The login form opens with the address filled in.
  const email = typeof state?.email === 'string' ? state.email : undefined;
  return (
    <AuthCard
      icon={<CircleCheck />}
      tone="success"
      title={t('auth:emailVerified.title')}
      subtitle={t(already ? 'auth:emailVerified.alreadyText' : 'auth:emailVerified.text')}
    >
      <Button asChild size="lg" className="w-full">
        {isAuthenticated ? (
          <LocalizedLink to={homePathFor(user ?? undefined)}>{t('auth:emailVerified.continue')}</LocalizedLink>
        ) : (
          <LocalizedLink to="/login" state={email ? { email } : undefined}>
            {t('auth:links.login')}
          </LocalizedLink>
        )}
      </Button>
    </AuthCard>
  );
}
