// The dashboard's counts (patients, sent forms, private templates) and the five latest completed forms (patients.stats).
import { useQuery } from '@tanstack/react-query';
import { CheckCircle2, FileText, Send, Users, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../components/ui';
import { LocalizedLink, useLocale } from '../../lib/locale';
import { useTRPC } from '../../lib/trpc';
import { useAgeText, useNow } from '../../lib/use-age-text';
import { ListError } from '../../components/lists/list-error';
import { scoreText } from '../../lib/format';
import { AlertBadge, BandBadge } from '../../components/scores/band-badge';
import type { TDashboardStats } from '../../lib/api-types';

function StatCard({ icon: Icon, label, value }: { icon: LucideIcon; label: string; value: number | null }) {
  const locale = useLocale();
  return (
    <div className="flex flex-col gap-1 rounded-2xl border border-slate-200 bg-white p-3 shadow-sm sm:flex-row sm:items-center sm:gap-4 sm:p-5">
      <span
        className="hidden size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-600 ring-1 ring-brand-100 sm:inline-flex"
        aria-hidden="true"
      >
        <Icon className="size-5" />
      </span>
      <span className="flex min-w-0 flex-col">
        {value === null ? (
          <span className="h-7 w-12 animate-pulse rounded bg-slate-200" />
        ) : (
          <span className="text-2xl font-semibold text-slate-900 tabular-nums">{value.toLocaleString(locale)}</span>
        )}
        <span className="text-xs leading-4 text-slate-600 sm:text-sm sm:leading-5">{label}</span>
      </span>
    </div>
  );
}

function RecentCompletions({ items }: { items: TDashboardStats['recentCompletions'] }) {
  const { t } = useTranslation('patients');
  const ageText = useAgeText(useNow());
  if (items.length === 0) return <p className="px-5 py-6 text-sm text-slate-600">{t('dashboard.recent.empty')}</p>;
  return (
    <ul className="divide-y divide-slate-100">
      {items.map((item) => {
        const score = scoreText(item);
        return (
          <li key={item.id}>
            <LocalizedLink
              to={item.patientId === null ? '/forms/pending' : `/patients/${item.patientId}`}
              className="flex items-center gap-3 px-5 py-3 hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600"
            >
              <CheckCircle2 className="size-5 shrink-0 text-emerald-600" aria-hidden="true" />
              <span className="min-w-0 flex-1">
                <span className="block truncate text-sm font-medium text-slate-900">{item.patientName ?? t('dashboard.recent.anonymous')}</span>
                <span className="block truncate text-sm text-slate-600">{item.formName}</span>
                {(item.alert || item.band) && (
                  <span className="mt-1 flex flex-wrap gap-1">
                    {item.alert && <AlertBadge />}
                    <BandBadge band={item.band} />
                  </span>
                )}
              </span>
              <span className="flex shrink-0 flex-col items-end gap-0.5 text-xs text-slate-500">
                {item.completedAt && <time dateTime={item.completedAt}>{ageText(item.completedAt)}</time>}
                {score && <span className="font-medium text-slate-700 tabular-nums">{t('dashboard.recent.score', { score })}</span>}
              </span>
            </LocalizedLink>
          </li>
        );
      })}
    </ul>
  );
}

export function DashboardStats() {
  const { t } = useTranslation('patients');
  const trpc = useTRPC();
  const query = useQuery(trpc.patients.stats.queryOptions());
  const stats = query.data ?? null;

  return (
    <div className="flex flex-col gap-6">
      {query.isError ? (
        <ListError title={t('dashboard.statsFailed')} error={query.error} onRetry={() => void query.refetch()} retrying={query.isRefetching} />
      ) : (
        <section aria-label={t('dashboard.stats.label')} className="grid grid-cols-3 gap-2 sm:gap-3">
          <StatCard icon={Users} label={t('dashboard.stats.patients')} value={stats?.patients ?? null} />
          <StatCard icon={Send} label={t('dashboard.stats.sentForms')} value={stats?.sentForms ?? null} />
          <StatCard icon={FileText} label={t('dashboard.stats.privateTemplates')} value={stats?.privateTemplates ?? null} />
        </section>
      )}
      {!query.isError && (
        <Card>
          <h2 className="border-b border-slate-100 px-5 py-4 text-base font-semibold text-slate-900">{t('dashboard.recent.title')}</h2>
          {stats ? (
            <RecentCompletions items={stats.recentCompletions} />
          ) : (
            <div className="flex flex-col gap-3 px-5 py-4" aria-hidden="true">
              <div className="h-4 w-2/3 animate-pulse rounded bg-slate-200" />
              <div className="h-4 w-1/2 animate-pulse rounded bg-slate-100" />
            </div>
          )}
        </Card>
      )}
    </div>
  );
}
