// Placeholder cards while my cabinets load, in the grid the real cards use.
import { useTranslation } from 'react-i18next';
import { SkeletonBar } from '../../../components/ui';

export function CabinetsSkeleton({ count = 3 }: { count?: number }) {
  const { t } = useTranslation('cabinets');
  return (
    <div aria-busy="true">
      <span className="sr-only" role="status">
        {t('list.loading')}
      </span>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {Array.from({ length: count }, (_, index) => (
          <li key={index} className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5">
            <div className="flex justify-between gap-3">
              <SkeletonBar className="h-5 w-2/3" />
              <SkeletonBar className="h-5 w-16 rounded-full" />
            </div>
            <SkeletonBar className="h-4 w-full" />
            <SkeletonBar className="h-4 w-1/2" />
            <div className="mt-2 flex gap-4">
              <SkeletonBar className="h-4 w-20" />
              <SkeletonBar className="h-4 w-28" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
