// Placeholder cards while my cabinets load, in the grid the real cards use.
import { useTranslation } from 'react-i18next';
import { ListSkeleton } from '../../../components/lists/list-skeleton';
import { SkeletonBar } from '../../../components/ui';

export function CabinetsSkeleton({ count = 3 }: { count?: number }) {
  const { t } = useTranslation('cabinets');
  return (
    <ListSkeleton label={t('list.loading')} count={count} layout="grid">
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
    </ListSkeleton>
  );
}
