// Placeholder of the access history while its code or its first page loads: three grey entries, one status for screen readers.
import { useTranslation } from 'react-i18next';
import { SkeletonBar } from '../../components/ui';

export function AccessHistorySkeleton() {
  const { t } = useTranslation('patients');
  return (
    <div aria-busy="true" className="flex flex-col gap-4">
      <span className="sr-only" role="status">
        {t('access.loading')}
      </span>
      {[0, 1, 2].map((index) => (
        <div key={index} className="flex flex-col gap-2">
          <SkeletonBar className="h-4 w-40" />
          <SkeletonBar className="h-3 w-64 max-w-full" />
          <SkeletonBar className="h-3 w-48 max-w-full" />
        </div>
      ))}
    </div>
  );
}
