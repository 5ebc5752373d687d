// Placeholder cards while a template list loads, in the grid the real cards use.
import { useTranslation } from 'react-i18next';
import { SkeletonBar } from '../ui';

export function ListSkeleton({ count = 6 }: { count?: number }) {
  const { t } = useTranslation('templates');
  return (
    <div aria-busy="true">
      <span className="sr-only" role="status">
        {t('list.loading')}
      </span>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {Array.from({ length: count }, (_, index) => (
          <li key={index} className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5">
            <div className="flex gap-2">
              <SkeletonBar className="h-5 w-20 rounded-full" />
              <SkeletonBar className="h-5 w-16 rounded-full" />
            </div>
            <SkeletonBar className="h-5 w-3/4" />
            <SkeletonBar className="h-4 w-1/2" />
            <div className="mt-2 flex justify-between">
              <SkeletonBar className="h-4 w-24" />
              <SkeletonBar className="h-8 w-20 rounded-lg" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
