// Shown when rendering a route throws: a calm message and a reload button instead of a blank page.
import { RefreshCw, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui';

export function RouteErrorPage() {
  const { t } = useTranslation();
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center bg-slate-50 px-4 text-center">
      <span className="inline-flex size-12 items-center justify-center rounded-xl bg-red-50 text-red-600 ring-1 ring-red-100">
        <TriangleAlert className="size-6" aria-hidden="true" />
      </span>
      <h1 className="mt-5 text-2xl font-semibold text-slate-900">{t('routeError.title')}</h1>
      <p className="mt-3 max-w-md text-sm leading-6 text-slate-600">{t('routeError.description')}</p>
      <Button className="mt-6" onClick={() => window.location.reload()}>
        <RefreshCw aria-hidden="true" />
        {t('routeError.reload')}
      </Button>
    </main>
  );
}
