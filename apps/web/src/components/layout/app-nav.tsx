// The logged-in navigation list (sidebar and drawer share it), with the admin section for administrators.
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useAuth } from '../../lib/auth';
import { LocalizedLink } from '../../lib/locale';
import { stripLocalePrefix } from '../../lib/locale-core';
import { cn } from '../ui';
import { ADMIN_NAV, MAIN_NAV, isNavItemActive, type TNavItem } from './app-nav-items';

function NavEntry({ item, active, onNavigate }: { item: TNavItem; active: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const Icon = item.icon;
  return (
    <li>
      <LocalizedLink
        to={item.to}
        onClick={onNavigate}
        aria-current={active ? 'page' : undefined}
        className={cn(
          'group flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition-colors',
          active ? 'bg-brand-50 text-brand-800' : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
        )}
      >
        <Icon className={cn('size-[18px] shrink-0', active ? 'text-brand-600' : 'text-slate-400 group-hover:text-slate-600')} aria-hidden="true" />
        {t(item.label)}
      </LocalizedLink>
    </li>
  );
}

export function AppNav({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const path = stripLocalePrefix(useLocation().pathname);
  const activeOf = (item: TNavItem) => isNavItemActive(path, item);

  return (
    <nav aria-label={t('nav.mainNavigation')} className="flex flex-col gap-6 px-3 py-4">
      <ul className="space-y-1">
        {MAIN_NAV.map((item) => (
          <NavEntry key={item.to} item={item} active={activeOf(item)} onNavigate={onNavigate} />
        ))}
      </ul>
      {user?.isAdministrator && <AdminNav activeOf={activeOf} onNavigate={onNavigate} />}
    </nav>
  );
}

/** Loads the admin namespace, where an entry's label may live (admin:nav.*), for administrators only; no wait meanwhile. */
const ADMIN_TEXTS = { useSuspense: false };

function AdminNav({ activeOf, onNavigate }: { activeOf: (item: TNavItem) => boolean; onNavigate?: () => void }) {
  const { t, ready } = useTranslation(['common', 'admin'], ADMIN_TEXTS);
  return (
    <div>
      <h2 className="px-3 pb-2 text-xs font-semibold tracking-wide text-slate-500 uppercase">{t('nav.admin')}</h2>
      <ul className="space-y-1">
        {ADMIN_NAV.filter((item) => ready || !item.label.includes(':')).map((item) => (
          <NavEntry key={item.to} item={item} active={activeOf(item)} onNavigate={onNavigate} />
        ))}
      </ul>
    </div>
  );
}
