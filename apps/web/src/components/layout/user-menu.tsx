// The signed-in user's menu (Radix DropdownMenu): who is signed in, profile, account security, the access log of patient
// data, sign out.
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { ChevronDown, LogOut, ScrollText, ShieldCheck, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useAuth } from '../../lib/auth';
import { fullName } from '../../lib/format';
import { LocalizedLink, localizedPath, useLocale } from '../../lib/locale';

function initials(firstName: string, lastName: string): string {
  return `${firstName.charAt(0)}${lastName.charAt(0)}`.toUpperCase() || '?';
}

const itemClass =
  'flex cursor-pointer items-center gap-2.5 rounded-lg px-2.5 py-2 text-sm text-slate-700 outline-none data-[highlighted]:bg-slate-100 data-[highlighted]:text-slate-900';

export function UserMenu() {
  const { t } = useTranslation();
  const { user, logout } = useAuth();
  const locale = useLocale();
  const navigate = useNavigate();
  if (!user) return null;

  const name = fullName(user);
  const signOut = async () => {
    await logout();
    void navigate(localizedPath(locale, '/login'), { replace: true });
  };

  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className="inline-flex items-center gap-2 rounded-full py-1 pr-2 pl-1 text-sm font-medium text-slate-700 transition-colors hover:bg-slate-100 data-[state=open]:bg-slate-100"
        aria-label={t('layout.userMenu.label', { name })}
      >
        <span
          className="inline-flex size-8 items-center justify-center rounded-full bg-brand-600 text-xs font-semibold text-white"
          aria-hidden="true"
        >
          {initials(user.firstName, user.lastName)}
        </span>
        <span className="hidden max-w-40 truncate sm:inline">{name}</span>
        <ChevronDown className="hidden size-4 text-slate-500 sm:block" aria-hidden="true" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 w-64 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg shadow-slate-900/10"
        >
          <DropdownMenu.Label className="px-2.5 py-2">
            <span className="block text-xs text-slate-500">{t('layout.userMenu.signedInAs')}</span>
            <span className="block truncate text-sm font-medium text-slate-900">{name}</span>
            <span className="block truncate text-xs text-slate-500">{user.email}</span>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-100" />
          <DropdownMenu.Item asChild className={itemClass}>
            <LocalizedLink to="/profile">
              <UserRound className="size-4 text-slate-500" aria-hidden="true" />
              {t('layout.userMenu.profile')}
            </LocalizedLink>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={itemClass}>
            <LocalizedLink to="/profile/security">
              <ShieldCheck className="size-4 text-slate-500" aria-hidden="true" />
              {t('layout.userMenu.security')}
            </LocalizedLink>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={itemClass}>
            <LocalizedLink to="/access-log">
              <ScrollText className="size-4 text-slate-500" aria-hidden="true" />
              {t('layout.userMenu.accessLog')}
            </LocalizedLink>
          </DropdownMenu.Item>
          <DropdownMenu.Item className={itemClass} onSelect={() => void signOut()}>
            <LogOut className="size-4 text-slate-500" aria-hidden="true" />
            {t('layout.userMenu.logout')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
