// Layout of the focused pages (sign-in, patient forms, verifications): logo, language menu and a centred column.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { PRODUCT_NAME } from '@praxiform/domain';
import { LocalizedLink } from '../../lib/locale';
import { Container } from '../ui';
import { BrandLogo } from './brand-logo';
import { HydrateLater, KeepPrerendered } from './keep-prerendered';
import { LanguageSwitcher } from './language-switcher';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

export function CenteredLayout({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col bg-gradient-to-b from-brand-50/70 via-slate-50 to-slate-50">
      <SkipLink />
      <HydrateLater>
        <header>
          <Container className="flex h-16 items-center justify-between">
            <BrandLogo />
            <LanguageSwitcher />
          </Container>
        </header>
      </HydrateLater>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex flex-1 flex-col items-center px-4 py-10 outline-none sm:py-16">
        <div className="w-full max-w-lg">{children ?? <Outlet />}</div>
      </main>
      <KeepPrerendered>
        <footer className="py-6">
          <Container className="flex flex-wrap items-center justify-center gap-x-5 gap-y-2 text-xs text-slate-500">
            <span>{t('layout.footer.copyright', { year: new Date().getFullYear(), product: PRODUCT_NAME })}</span>
            <LocalizedLink to="/cgu" className="hover:text-brand-700">
              {t('pages.Cgu')}
            </LocalizedLink>
            <LocalizedLink to="/privacy" className="hover:text-brand-700">
              {t('pages.Privacy')}
            </LocalizedLink>
          </Container>
        </footer>
      </KeepPrerendered>
    </div>
  );
}
