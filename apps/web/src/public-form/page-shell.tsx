// The frame of the public form page: product header, a single readable column, and a footer with the legal links.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PRODUCT_NAME, type TLocale } from '@praxiform/domain';
import { cn } from '../components/ui/cn';
import { BrandMark } from './brand-mark';

const MAIN_ID = 'form-main';

/** Legal pages open in a new tab: the form (and its draft) stays where it is. */
export function LegalLink({
  locale,
  page,
  className,
  children,
}: {
  locale: TLocale;
  page: 'rgpd' | 'privacy';
  className?: string;
  children: ReactNode;
}) {
  return (
    <a
      href={`/${locale}/${page}`}
      target="_blank"
      rel="noopener noreferrer"
      className={cn('font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800', className)}
    >
      {children}
    </a>
  );
}

export function PageShell({ locale, children }: { locale: TLocale; children: ReactNode }) {
  const { t } = useTranslation('publicForm');
  return (
    <div className="flex min-h-dvh flex-col bg-gradient-to-b from-brand-50/70 via-slate-50 to-slate-50">
      <header className="border-b border-slate-200/70 bg-white/80">
        <div className="mx-auto flex h-14 w-full max-w-2xl items-center gap-2.5 px-4">
          <BrandMark />
          <span className="text-lg font-semibold tracking-tight text-slate-900">{PRODUCT_NAME}</span>
        </div>
      </header>
      {/* At least a screen high: the footer starts below the fold, so it does not jump when the form replaces the
          loading state (the large viewport unit: it does not change as a phone's address bar shows and hides). */}
      <main id={MAIN_ID} tabIndex={-1} className="mx-auto min-h-lvh w-full max-w-2xl flex-1 px-4 py-6 outline-none sm:py-10">
        {children}
      </main>
      <footer className="border-t border-slate-200/70 bg-white/60">
        <div className="mx-auto flex w-full max-w-2xl flex-col gap-2 px-4 py-6 text-sm text-slate-600 sm:flex-row sm:items-center sm:justify-between">
          <p>
            <span className="font-semibold text-slate-800">{PRODUCT_NAME}</span>
            <span aria-hidden="true"> · </span>
            <span>{t('page.footerTagline')}</span>
          </p>
          <p className="flex flex-wrap gap-x-5">
            <LegalLink locale={locale} page="rgpd" className="inline-flex min-h-11 items-center">
              {t('page.rgpd')}
            </LegalLink>
            <LegalLink locale={locale} page="privacy" className="inline-flex min-h-11 items-center">
              {t('page.privacy')}
            </LegalLink>
          </p>
        </div>
      </footer>
    </div>
  );
}
