// Today's completions: who answered which form and when, its score with its band and the alert (docs/scores.md), each
// opening the patient's file (or the waiting room) and the answers.
import { CheckCircle2, ClipboardList, Inbox } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui';
import { useLocale } from '../../lib/locale';
import { LocalizedLink } from '../../lib/locale';
import { scoreText } from '../../lib/format';
import type { TSubmissionView } from '../../lib/api-types';
import { AlertBadge, BandBadge } from '../../components/scores/band-badge';
import { CardEmpty, Initials, OverviewCard, ROW_LINK_CLASS, RowsSkeleton } from './overview-card';

type TList = { items: TSubmissionView[]; total: number };

function CompletionRow({ item, onAnswers }: { item: TSubmissionView; onAnswers: (item: TSubmissionView) => void }) {
  const { t } = useTranslation('home');
  const locale = useLocale();
  const name = item.patientName ?? t('anonymous');
  const time = item.completedAt ? new Intl.DateTimeFormat(locale, { timeStyle: 'short' }).format(new Date(item.completedAt)) : null;
  const score = scoreText(item);
  return (
    <li className="flex items-center gap-3 px-4 py-3 sm:px-5" data-testid="completed-today-row">
      <Initials name={item.patientName} />
      {/* The time and score: under the form's name on phones, where a column of their own would cut the names short. */}
      <div className="flex min-w-0 flex-1 flex-col gap-0.5 sm:flex-row sm:items-center sm:gap-3">
        <LocalizedLink to={item.patientId === null ? '/forms/pending?status=completed' : `/patients/${item.patientId}`} className={ROW_LINK_CLASS}>
          <span className="row-title block truncate text-sm font-medium text-slate-900">{name}</span>
          <span className="block truncate text-sm text-slate-600">{item.formName}</span>
        </LocalizedLink>
        <span className="flex shrink-0 flex-wrap items-center gap-x-2 text-xs text-slate-500 sm:flex-col sm:items-end sm:gap-0.5">
          {time && item.completedAt && <time dateTime={item.completedAt}>{t('completed.at', { time })}</time>}
          {score && <span className="font-medium text-slate-700 tabular-nums">{t('completed.score', { score })}</span>}
          {(item.alert || item.band) && (
            <span className="flex flex-wrap items-center gap-1">
              {item.alert && <AlertBadge />}
              <BandBadge band={item.band} />
            </span>
          )}
        </span>
      </div>
      <Button variant="outline" size="sm" onClick={() => onAnswers(item)} aria-label={t('completed.viewAnswersOf', { name, form: item.formName })}>
        <ClipboardList aria-hidden="true" />
        <span className="hidden sm:inline">{t('completed.viewAnswers')}</span>
      </Button>
    </li>
  );
}

export function CompletedToday({
  list,
  onAnswers,
  className,
}: {
  list: TList | null;
  onAnswers: (item: TSubmissionView) => void;
  className?: string;
}) {
  const { t } = useTranslation('home');
  let body;
  if (!list) body = <RowsSkeleton />;
  else if (list.items.length === 0) body = <CardEmpty icon={Inbox} title={t('completed.emptyTitle')} text={t('completed.emptyText')} />;
  else
    body = (
      <ul className="divide-y divide-slate-100">
        {list.items.map((item) => (
          <CompletionRow key={item.id} item={item} onAnswers={onAnswers} />
        ))}
      </ul>
    );
  return (
    <OverviewCard
      id="completed"
      icon={CheckCircle2}
      tone="emerald"
      title={t('completed.title')}
      description={t('completed.description')}
      total={list?.total ?? null}
      shown={list?.items.length ?? 0}
      seeAll={{ to: '/dashboard', label: t('completed.seeAll') }}
      className={className}
    >
      {body}
    </OverviewCard>
  );
}
