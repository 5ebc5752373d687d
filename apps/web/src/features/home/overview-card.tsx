// One list of the home overview: a card with its icon, title, count and description, the rows (or a skeleton of the
// same size while loading, or a short empty state), and a footer linking to the full page.
import type { ReactNode } from 'react';
import { ArrowRight, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card, SkeletonBar, cn } from '../../components/ui';
import { LocalizedLink } from '../../lib/locale';

/** Rows a loading card shows: the height of three real rows, so nothing jumps when the answer arrives. */
const SKELETON_ROWS = 3;

export function OverviewCard({
  id,
  icon: Icon,
  tone,
  title,
  description,
  total,
  shown,
  seeAll,
  className,
  children,
}: {
  id: string;
  icon: LucideIcon;
  tone: 'emerald' | 'brand' | 'amber';
  title: string;
  description: string;
  /** null while loading. */
  total: number | null;
  shown: number;
  seeAll: { to: string; label: string };
  className?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('home');
  const more = total === null ? 0 : total - shown;
  const toneClass = {
    emerald: 'bg-emerald-50 text-emerald-700 ring-emerald-100',
    brand: 'bg-brand-50 text-brand-600 ring-brand-100',
    amber: 'bg-amber-50 text-amber-700 ring-amber-100',
  }[tone];
  return (
    <Card className={cn('flex flex-col', className)}>
      <section aria-labelledby={`${id}-title`} className="flex flex-1 flex-col">
        <div className="flex items-start gap-3 border-b border-slate-100 px-4 py-4 sm:px-5">
          <span className={cn('inline-flex size-9 shrink-0 items-center justify-center rounded-xl ring-1', toneClass)} aria-hidden="true">
            <Icon className="size-[18px]" />
          </span>
          <div className="min-w-0 flex-1">
            <div className="flex items-center gap-2">
              <h2 id={`${id}-title`} className="text-base font-semibold text-slate-900">
                {title}
                {total !== null && (
                  <>
                    {' '}
                    <span className="sr-only">({t('count', { count: total })})</span>
                  </>
                )}
              </h2>
              {total !== null && total > 0 && (
                <span
                  className="inline-flex min-w-6 items-center justify-center rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700 tabular-nums"
                  aria-hidden="true"
                >
                  {total}
                </span>
              )}
            </div>
            <p className="mt-0.5 text-sm text-slate-600">{description}</p>
          </div>
        </div>
        <div className="flex-1">{children}</div>
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 border-t border-slate-100 px-4 py-3 sm:px-5">
          <span className="text-xs text-slate-500">{more > 0 ? t('more', { count: more }) : ''}</span>
          <LocalizedLink
            to={seeAll.to}
            className="inline-flex items-center gap-1 rounded text-sm font-medium text-brand-700 hover:text-brand-800 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            {seeAll.label}
            <ArrowRight className="size-4" aria-hidden="true" />
          </LocalizedLink>
        </div>
      </section>
    </Card>
  );
}

/** Placeholder rows with the real rows' height (avatar, two lines, an action). */
export function RowsSkeleton() {
  return (
    <ul className="divide-y divide-slate-100" aria-hidden="true">
      {Array.from({ length: SKELETON_ROWS }, (_, index) => (
        <li key={index} className="flex items-center gap-3 px-4 py-3 sm:px-5">
          <SkeletonBar className="size-9 shrink-0 rounded-full" />
          <div className="flex flex-1 flex-col gap-2 py-0.5">
            <SkeletonBar className="h-4 w-2/5" />
            <SkeletonBar className="h-3 w-3/5 bg-slate-100" />
          </div>
          <SkeletonBar className="h-8 w-20 rounded-lg bg-slate-100" />
        </li>
      ))}
    </ul>
  );
}

/** What a list says when it has nothing: a check mark, a title and one sentence. */
export function CardEmpty({ icon: Icon, title, text }: { icon: LucideIcon; title: string; text: string }) {
  return (
    <div className="flex flex-col items-center gap-2 px-6 py-8 text-center">
      <span
        className="inline-flex size-10 items-center justify-center rounded-full bg-slate-50 text-slate-400 ring-1 ring-slate-100"
        aria-hidden="true"
      >
        <Icon className="size-5" />
      </span>
      <p className="text-sm font-medium text-slate-800">{title}</p>
      <p className="max-w-xs text-sm leading-6 text-slate-500">{text}</p>
    </div>
  );
}

/** The person's initials in a round badge, the rows' visual anchor. */
export function Initials({ name }: { name: string | null }) {
  const letters = (name ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
  return (
    <span
      className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-50 text-xs font-semibold text-brand-700 ring-1 ring-brand-100"
      aria-hidden="true"
    >
      {letters || '?'}
    </span>
  );
}

export const ROW_LINK_CLASS =
  'min-w-0 flex-1 rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 [&:hover_.row-title]:text-brand-700 [&:hover_.row-title]:underline';
