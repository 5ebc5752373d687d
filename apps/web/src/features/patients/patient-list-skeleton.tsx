// Placeholder rows while the patient list loads.
import { useTranslation } from 'react-i18next';

export function PatientListSkeleton({ rows = 6 }: { rows?: number }) {
  const { t } = useTranslation('patients');
  return (
    <div aria-busy="true" className="overflow-hidden rounded-2xl border border-slate-200 bg-white">
      <span className="sr-only" role="status">
        {t('list.loading')}
      </span>
      <ul className="divide-y divide-slate-100">
        {Array.from({ length: rows }, (_, index) => (
          <li key={index} className="flex items-center gap-4 px-4 py-4">
            <div className="flex flex-1 flex-col gap-2">
              <div className="h-4 w-40 animate-pulse rounded bg-slate-200" />
              <div className="h-3 w-56 animate-pulse rounded bg-slate-100" />
            </div>
            <div className="hidden h-5 w-20 animate-pulse rounded-full bg-slate-200 sm:block" />
            <div className="h-8 w-24 animate-pulse rounded-lg bg-slate-100" />
          </li>
        ))}
      </ul>
    </div>
  );
}
