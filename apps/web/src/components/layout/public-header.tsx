// Header of the public site: logo, pricing and FAQ links, language menu, sign-in and free-trial calls to action.
import { useState } from 'react';
import { Menu } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { useAuth } from '../../lib/auth';
import { LocalizedLink, localizedPath, useLocale } from '../../lib/locale';
import { Button, Container, cn } from '../ui';
import { BrandLogo } from './brand-logo';
import { LazyDrawer } from './lazy-drawer';
import { LanguageSwitcher } from './language-switcher';
import { useHydrated } from './use-hydrated';

const LINKS = [
  { to: '/subscription/pricing', label: 'nav.pricing' },
  { to: '/faq', label: 'nav.faq' },
] as const;

export function PublicHeader() {
  const { t } = useTranslation();
  const locale = useLocale();
  // Signed out while hydrating a prerendered page (use-hydrated.ts).
  const hydrated = useHydrated();
  const isAuthenticated = useAuth().isAuthenticated && hydrated;
  const [menuOpen, setMenuOpen] = useState(false);
  const close = () => setMenuOpen(false);

  const linkClass = ({ isActive }: { isActive: boolean }) =>
    cn(
      'rounded-lg px-3 py-2 text-sm font-medium transition-colors hover:bg-slate-100 hover:text-slate-900',
      isActive ? 'text-brand-700' : 'text-slate-600',
    );

  return (
    <header className="sticky top-0 z-30 border-b border-slate-200/80 bg-white/85 backdrop-blur supports-[backdrop-filter]:bg-white/70">
      <Container className="flex h-16 items-center gap-4">
        <BrandLogo />
        <nav aria-label={t('nav.siteNavigation')} className="ml-6 hidden items-center gap-1 md:flex">
          {LINKS.map((link) => (
            <NavLink key={link.to} to={localizedPath(locale, link.to)} className={linkClass}>
              {t(link.label)}
            </NavLink>
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-2">
          <LanguageSwitcher />
          <div className="hidden items-center gap-2 md:flex">
            {isAuthenticated ? (
              <Button asChild>
                <LocalizedLink to="/dashboard">{t('layout.goToApp')}</LocalizedLink>
              </Button>
            ) : (
              <>
                <Button asChild variant="ghost">
                  <LocalizedLink to="/login">{t('layout.signIn')}</LocalizedLink>
                </Button>
                <Button asChild>
                  <LocalizedLink to="/register">{t('layout.freeTrial')}</LocalizedLink>
                </Button>
              </>
            )}
          </div>
          <button
            type="button"
            onClick={() => setMenuOpen(true)}
            className="inline-flex size-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 md:hidden"
            aria-label={t('nav.openMenu')}
            aria-expanded={menuOpen}
          >
            <Menu className="size-5" aria-hidden="true" />
          </button>
        </div>
      </Container>
      <LazyDrawer open={menuOpen} onOpenChange={setMenuOpen} title={t('nav.siteNavigation')} side="right" header={<BrandLogo />}>
        <nav aria-label={t('nav.siteNavigation')} className="flex flex-col gap-1 p-4">
          {LINKS.map((link) => (
            <LocalizedLink
              key={link.to}
              to={link.to}
              onClick={close}
              className="rounded-lg px-3 py-2.5 text-base font-medium text-slate-700 hover:bg-slate-100"
            >
              {t(link.label)}
            </LocalizedLink>
          ))}
        </nav>
        <div className="flex flex-col gap-2 border-t border-slate-200 p-4">
          {isAuthenticated ? (
            <Button asChild size="lg">
              <LocalizedLink to="/dashboard" onClick={close}>
                {t('layout.goToApp')}
              </LocalizedLink>
            </Button>
          ) : (
            <>
              <Button asChild size="lg">
                <LocalizedLink to="/register" onClick={close}>
                  {t('layout.freeTrial')}
                </LocalizedLink>
              </Button>
              <Button asChild size="lg" variant="outline">
                <LocalizedLink to="/login" onClick={close}>
                  {t('layout.signIn')}
                </LocalizedLink>
              </Button>
            </>
          )}
        </div>
      </LazyDrawer>
    </header>
  );
}
