// Placeholder of the builder while the template loads: the toolbar and the three columns (the details across two).
import { useTranslation } from 'react-i18next';
import { SkeletonBar } from '../../components/ui';
import { BUILDER_NS } from './builder-i18n';

export function BuilderSkeleton() {
  const { t } = useTranslation(BUILDER_NS, { nsMode: 'fallback' });
  return (
    <div className="flex flex-col gap-4" aria-busy="true">
      <span className="sr-only" role="status">
        {t('builder.loading')}
      </span>
      <div className="flex items-center justify-between gap-4">
        <SkeletonBar className="h-8 w-64 max-w-full" />
        <SkeletonBar className="h-10 w-40" />
      </div>
      <div className="grid gap-4 xl:grid-cols-[13rem_minmax(0,1fr)_20rem]">
        <div className="hidden flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-4 xl:row-span-2 xl:flex">
          {Array.from({ length: 8 }, (_, i) => (
            <SkeletonBar key={i} className="h-9 w-full" />
          ))}
        </div>
        <div className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 xl:col-span-2">
          <SkeletonBar className="h-10 w-full" />
          <SkeletonBar className="h-10 w-2/3" />
        </div>
        <div className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4">
          {[0, 1, 2].map((i) => (
            <div key={i} className="h-24 animate-pulse rounded-xl bg-slate-100" />
          ))}
        </div>
        <div className="hidden flex-col gap-3 self-start rounded-2xl border border-slate-200 bg-white p-4 xl:flex">
          <SkeletonBar className="h-4 w-24" />
          <SkeletonBar className="h-10 w-full" />
          <SkeletonBar className="h-4 w-32" />
          <SkeletonBar className="h-10 w-full" />
        </div>
      </div>
    </div>
  );
}
