// Completed waiting-room forms without a patient: who answered (when they said), which form, how long ago, and the
// way to the waiting room, where they are assigned.
import { Hourglass, UserPlus, UserRoundCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui';
import { LocalizedLink } from '../../lib/locale';
import { useAgeText, useNow } from '../../lib/use-age-text';
import type { TSubmissionView } from '../../lib/api-types';
import { CardEmpty, Initials, OverviewCard, RowsSkeleton } from './overview-card';

type TList = { items: TSubmissionView[]; total: number };
const WAITING_ROOM = '/forms/pending?status=completed';

function ToAssignRow({ item, ageText }: { item: TSubmissionView; ageText: (at: string) => string }) {
  const { t } = useTranslation('home');
  const name = item.patientName ?? t('anonymous');
  return (
    <li className="flex items-center gap-3 px-4 py-3 sm:px-5" data-testid="to-assign-row">
      <Initials name={item.patientName} />
      <div className="min-w-0 flex-1">
        <span className="block truncate text-sm font-medium text-slate-900">{name}</span>
        <span className="block truncate text-sm text-slate-600">{item.formName}</span>
        {/* On its own line, so that a long form name does not cut it off. */}
        {item.completedAt && (
          <time dateTime={item.completedAt} className="block truncate text-xs text-slate-500">
            {t('waiting.completed', { age: ageText(item.completedAt) })}
          </time>
        )}
      </div>
      <Button asChild variant="outline" size="sm">
        <LocalizedLink to={WAITING_ROOM} aria-label={t('waiting.assignTo', { form: item.formName, name })}>
          <UserPlus aria-hidden="true" />
          <span className="hidden sm:inline">{t('waiting.assign')}</span>
        </LocalizedLink>
      </Button>
    </li>
  );
}

export function ToAssign({ list, className }: { list: TList | null; className?: string }) {
  const { t } = useTranslation('home');
  const ageText = useAgeText(useNow());
  let body;
  if (!list) body = <RowsSkeleton />;
  else if (list.items.length === 0) body = <CardEmpty icon={UserRoundCheck} title={t('waiting.emptyTitle')} text={t('waiting.emptyText')} />;
  else
    body = (
      <ul className="divide-y divide-slate-100">
        {list.items.map((item) => (
          <ToAssignRow key={item.id} item={item} ageText={ageText} />
        ))}
      </ul>
    );
  return (
    <OverviewCard
      id="waiting"
      icon={Hourglass}
      tone="brand"
      title={t('waiting.title')}
      description={t('waiting.description')}
      total={list?.total ?? null}
      shown={list?.items.length ?? 0}
      seeAll={{ to: WAITING_ROOM, label: t('waiting.seeAll') }}
      className={className}
    >
      {body}
    </OverviewCard>
  );
}
