// Placeholder of the profile page while profile.get loads: the shape of the header and the first cards.
import { useTranslation } from 'react-i18next';
import { SkeletonBar } from '../../components/ui';

export function ProfileSkeleton() {
  const { t } = useTranslation('profile');
  return (
    <div className="flex flex-col gap-6" aria-busy="true">
      <span className="sr-only" role="status">
        {t('page.loading')}
      </span>
      <div className="flex items-center gap-4 rounded-2xl border border-slate-200 bg-white p-6">
        <div className="size-14 animate-pulse rounded-full bg-slate-200" />
        <div className="flex flex-1 flex-col gap-2">
          <SkeletonBar className="h-5 w-48" />
          <SkeletonBar className="h-4 w-64 max-w-full" />
        </div>
      </div>
      {[0, 1].map((card) => (
        <div key={card} className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-6">
          <SkeletonBar className="h-5 w-56" />
          <div className="grid gap-4 sm:grid-cols-2">
            {[0, 1, 2, 3].map((field) => (
              <div key={field} className="flex flex-col gap-2">
                <SkeletonBar className="h-3.5 w-24" />
                <div className="h-10 animate-pulse rounded-lg bg-slate-100" />
              </div>
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}
