// Placeholder cards while a template list loads, in the grid the real cards use.
import { useTranslation } from 'react-i18next';
import { ListSkeleton } from '../lists/list-skeleton';
import { SkeletonBar } from '../ui';

export function TemplateListSkeleton({ count = 6 }: { count?: number }) {
  const { t } = useTranslation('templates');
  return (
    <ListSkeleton label={t('list.loading')} count={count} layout="grid">
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
    </ListSkeleton>
  );
}
