// The not-found page: translated explanation and a way back home.
import { ArrowLeft, Compass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, Container } from '../../components/ui';
import { useAuth } from '../../lib/auth';
import { LocalizedLink } from '../../lib/locale';

export function NotFoundPage() {
  const { t } = useTranslation();
  const { isAuthenticated } = useAuth();
  return (
    <Container size="narrow" className="flex flex-1 flex-col items-center justify-center py-20 text-center sm:py-28">
      <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-600 ring-1 ring-brand-100">
        <Compass className="size-7" aria-hidden="true" />
      </span>
      <p className="mt-6 text-sm font-semibold tracking-wide text-brand-700">{t('notFound.code')}</p>
      <h1 className="mt-2 text-3xl font-semibold tracking-tight text-slate-900 sm:text-4xl">{t('notFound.title')}</h1>
      <p className="mt-4 max-w-md text-base leading-7 text-slate-600">{t('notFound.description')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button asChild size="lg">
          <LocalizedLink to="/">
            <ArrowLeft aria-hidden="true" />
            {t('notFound.backHome')}
          </LocalizedLink>
        </Button>
        {isAuthenticated && (
          <Button asChild size="lg" variant="outline">
            <LocalizedLink to="/dashboard">{t('layout.goToApp')}</LocalizedLink>
          </Button>
        )}
      </div>
    </Container>
  );
}
