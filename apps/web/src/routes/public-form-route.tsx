// Public form fill-in routes inside the SPA. The patient's page is its own light document (form.html, served by the
// server for /form/…): a client-side navigation to a form path reloads that URL so the server's page takes over.
// Ids of generic links must be digits only, else the not-found page (docs/product.md#validation).
import { useEffect } from 'react';
import { ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router-dom';
import { CenteredLayout } from '../components/layout/centered-layout';
import { PublicLayout } from '../components/layout/public-layout';
import { buttonClassName } from '../components/ui/button';
import { Card, CardContent } from '../components/ui/card';
import { Spinner } from '../components/ui/spinner';
import { NotFoundPage } from '../features/shell/not-found-page';
import { paramsAreDigits } from './route-params';

/** The path this SPA document was loaded at: if the server answered a form path with the SPA, reloading loops. */
const DOCUMENT_PATH = typeof window === 'undefined' ? null : window.location.pathname;

/** Reload into the form page, unless this very document was already the server's answer for the path. */
export function shouldLoadFormPage(documentPath: string | null, pathname: string): boolean {
  return documentPath !== pathname;
}

/** Hands the URL over to the server's form page; shows a plain link when that cannot happen. */
export function PublicFormHandoff() {
  const { t } = useTranslation('publicForm');
  const { pathname, search, hash } = useLocation();
  const url = `${pathname}${search}${hash}`;
  const reload = shouldLoadFormPage(DOCUMENT_PATH, pathname);
  useEffect(() => {
    if (reload) window.location.replace(url);
  }, [reload, url]);
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-4 text-center">
        {reload ? (
          <p role="status" className="inline-flex items-center gap-2 text-slate-700">
            <Spinner className="size-5 text-brand-600" />
            {t('spa.opening')}
          </p>
        ) : (
          <>
            <h1 className="text-xl font-semibold text-slate-900">{t('spa.openTitle')}</h1>
            <p className="text-sm text-slate-600">{t('spa.openText')}</p>
            <a href={url} className={buttonClassName('primary', 'lg')}>
              <ExternalLink aria-hidden="true" />
              {t('spa.openLink')}
            </a>
          </>
        )}
      </CardContent>
    </Card>
  );
}

export function PublicFormRoute({ digitParams }: { digitParams?: readonly string[] }) {
  const params = useParams();
  if (digitParams && !paramsAreDigits(params, digitParams)) {
    return (
      <PublicLayout>
        <NotFoundPage />
      </PublicLayout>
    );
  }
  return (
    <CenteredLayout>
      <PublicFormHandoff />
    </CenteredLayout>
  );
}
