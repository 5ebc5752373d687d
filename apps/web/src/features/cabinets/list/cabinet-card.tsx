// One of my cabinets on /cabinet: its name (the link to /cabinet/{id}), my role, the owner, members and shared templates.
import { Crown, FileText, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui';
import type { TCabinetSummary } from '../../../lib/api-types';
import { LocalizedLink } from '../../../lib/locale';

export function CabinetCard({ cabinet }: { cabinet: TCabinetSummary }) {
  const { t } = useTranslation('cabinets');
  const owner = cabinet.myRole === 'owner';
  return (
    <li
      data-testid="cabinet-card"
      className="relative flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition-colors focus-within:ring-3 focus-within:ring-brand-600/30 hover:border-brand-300"
    >
      <div className="flex items-start justify-between gap-3">
        <h3 className="min-w-0 text-lg font-semibold tracking-tight break-words text-slate-900">
          {/* The link covers the whole card (after:), so the card is one target and one tab stop. */}
          <LocalizedLink to={`/cabinet/${cabinet.id}`} className="outline-none after:absolute after:inset-0 after:rounded-2xl hover:text-brand-700">
            {cabinet.name}
          </LocalizedLink>
        </h3>
        <Badge variant={owner ? 'brand' : 'neutral'} className="shrink-0">
          {owner && <Crown className="size-3" aria-hidden="true" />}
          {t(`roles.${cabinet.myRole}`)}
        </Badge>
      </div>
      {cabinet.description && <p className="line-clamp-3 text-sm leading-6 break-words text-slate-600">{cabinet.description}</p>}
      {!owner && <p className="text-sm text-slate-600">{t('card.ownedBy', { name: cabinet.ownerName })}</p>}
      <p className="mt-auto flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
        <span className="inline-flex items-center gap-1.5">
          <Users className="size-4 text-slate-400" aria-hidden="true" />
          {t('card.members', { count: cabinet.memberCount })}
        </span>
        <span className="inline-flex items-center gap-1.5">
          <FileText className="size-4 text-slate-400" aria-hidden="true" />
          {t('card.templates', { count: cabinet.sharedTemplateCount })}
        </span>
      </p>
    </li>
  );
}
