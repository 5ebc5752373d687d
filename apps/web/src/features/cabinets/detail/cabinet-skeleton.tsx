// The shape of /cabinet/{id} while it loads: a title, the templates list and the members column.
import { useTranslation } from 'react-i18next';
import { SkeletonBar } from '../../../components/ui';

export function CabinetSkeleton() {
  const { t } = useTranslation('cabinet');
  return (
    <div aria-busy="true" className="flex flex-col gap-6">
      <span className="sr-only" role="status">
        {t('loading')}
      </span>
      <SkeletonBar className="h-4 w-40" />
      <div className="flex flex-col gap-2">
        <SkeletonBar className="h-8 w-72 max-w-full" />
        <SkeletonBar className="h-4 w-96 max-w-full" />
      </div>
      <div className="grid items-start gap-6 lg:grid-cols-3">
        <div className="flex flex-col gap-3 lg:col-span-2">
          <SkeletonBar className="h-24 w-full rounded-2xl" />
          <SkeletonBar className="h-24 w-full rounded-2xl" />
        </div>
        <SkeletonBar className="h-56 w-full rounded-2xl" />
      </div>
    </div>
  );
}
