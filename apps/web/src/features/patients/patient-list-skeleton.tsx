// Placeholder rows while the patient list loads.
import { useTranslation } from 'react-i18next';
import { ListSkeleton } from '../../components/lists/list-skeleton';

export function PatientListSkeleton({ rows = 6 }: { rows?: number }) {
  const { t } = useTranslation('patients');
  return (
    <ListSkeleton label={t('list.loading')} count={rows} layout="rows">
      <div className="flex flex-1 flex-col gap-2">
        <div className="h-4 w-40 animate-pulse rounded bg-slate-200" />
        <div className="h-3 w-56 animate-pulse rounded bg-slate-100" />
      </div>
      <div className="hidden h-5 w-20 animate-pulse rounded-full bg-slate-200 sm:block" />
      <div className="h-8 w-24 animate-pulse rounded-lg bg-slate-100" />
    </ListSkeleton>
  );
}
