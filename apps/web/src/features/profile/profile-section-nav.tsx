// In-page navigation of the profile cards: a sticky list on large screens (phones simply scroll the cards).
import { CreditCard, KeyRound, MonitorSmartphone, Settings2, ShieldCheck, Trash2, UserRound, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../components/ui';

export type TSectionLink = { id: string; labelKey: string; icon: LucideIcon; danger?: boolean };

export const PROFILE_SECTIONS: readonly TSectionLink[] = [
  { id: 'information', labelKey: 'nav.information', icon: UserRound },
  { id: 'subscription', labelKey: 'billing:section.title', icon: CreditCard },
  { id: 'password', labelKey: 'nav.password', icon: KeyRound },
  { id: 'preferences', labelKey: 'nav.preferences', icon: Settings2 },
  { id: 'two-factor', labelKey: 'nav.twoFactor', icon: ShieldCheck },
  { id: 'security', labelKey: 'nav.security', icon: MonitorSmartphone },
  { id: 'danger-zone', labelKey: 'nav.dangerZone', icon: Trash2, danger: true },
];

export function ProfileSectionNav({ sections }: { sections: readonly TSectionLink[] }) {
  const { t } = useTranslation('profile');
  return (
    <nav aria-label={t('nav.label')} className="hidden lg:sticky lg:top-24 lg:block">
      <ul className="flex flex-col gap-0.5">
        {sections.map(({ id, labelKey, icon: Icon, danger }) => (
          <li key={id}>
            <a
              href={`#${id}`}
              className={cn(
                'flex items-center gap-2.5 rounded-lg px-3 py-2 text-sm font-medium transition-colors',
                danger ? 'text-red-700 hover:bg-red-50' : 'text-slate-600 hover:bg-white hover:text-slate-900',
              )}
            >
              <Icon className="size-4 shrink-0" aria-hidden="true" />
              {t(labelKey)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
