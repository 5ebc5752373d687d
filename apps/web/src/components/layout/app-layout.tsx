// Layout of the logged-in app: sidebar on desktop, top bar with a navigation drawer on phones; the announcements
// banner above every page's content (docs/announcements-api.md); the trial badge in the header and the subscription's
// banner above the page (docs/billing-api.md#states).
import { useState, type ReactNode } from 'react';
import { Menu } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { NotificationBell } from '../notifications/notification-bell';
import { AnnouncementBanner } from './announcement-banner';
import { BrandLogo } from './brand-logo';
import { AppNav } from './app-nav';
import { Drawer } from './drawer';
import { LanguageSwitcher } from './language-switcher';
import { SubscriptionBanner, TrialBadge } from './subscription-notices';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';
import { UserMenu } from './user-menu';

export function AppLayout({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const [drawerOpen, setDrawerOpen] = useState(false);

  return (
    <div className="min-h-dvh bg-slate-50">
      <SkipLink />
      <aside className="fixed inset-y-0 left-0 z-20 hidden w-64 flex-col border-r border-slate-200 bg-white lg:flex">
        <div className="flex h-16 items-center border-b border-slate-100 px-5">
          <BrandLogo to="/home" />
        </div>
        <div className="flex-1 overflow-y-auto">
          <AppNav />
        </div>
      </aside>
      <div className="flex min-h-dvh flex-col lg:pl-64">
        <header className="sticky top-0 z-10 flex h-16 items-center gap-3 border-b border-slate-200 bg-white/85 px-4 backdrop-blur sm:px-6 lg:px-8">
          <button
            type="button"
            onClick={() => setDrawerOpen(true)}
            className="-ml-1 inline-flex size-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 lg:hidden"
            aria-label={t('nav.openMenu')}
            aria-expanded={drawerOpen}
          >
            <Menu className="size-5" aria-hidden="true" />
          </button>
          <BrandLogo to="/home" className="lg:hidden" />
          <div className="ml-auto flex items-center gap-1 sm:gap-2">
            <div className="hidden sm:block">
              <TrialBadge />
            </div>
            <NotificationBell />
            <LanguageSwitcher />
            <UserMenu />
          </div>
        </header>
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex flex-1 flex-col px-4 py-6 outline-none sm:px-6 lg:px-8 lg:py-8">
          <div className="mx-auto w-full max-w-6xl flex-1">
            <div className="mb-4 empty:hidden sm:hidden">
              <TrialBadge testId="trial-badge-mobile" />
            </div>
            <SubscriptionBanner />
            <AnnouncementBanner />
            {children ?? <Outlet />}
          </div>
        </main>
      </div>
      <Drawer open={drawerOpen} onOpenChange={setDrawerOpen} title={t('nav.mainNavigation')} header={<BrandLogo to="/home" />}>
        <AppNav onNavigate={() => setDrawerOpen(false)} />
      </Drawer>
    </div>
  );
}
