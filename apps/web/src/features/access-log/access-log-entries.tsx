// The entries of the access log: a table where its five columns fit beside the sidebar (lg), cards below (a 360 px
// phone reads them without scrolling sideways). Same data in both: when, which patient, what, who, from where.
import { useTranslation } from 'react-i18next';
import {
  AccessActor,
  AccessEntrySummary,
  AccessKind,
  AccessOrigin,
  AccessWhen,
  isOthersAdministratorEntry,
} from '../../components/access-log/access-entry';
import { cn } from '../../components/ui';
import { LocalizedLink } from '../../lib/locale';
import type { TAccessEntry } from '../../lib/api-types';

function PatientCell({ patient }: { patient: TAccessEntry['patient'] }) {
  const { t } = useTranslation('security');
  if (!patient)
    return (
      <span className="text-slate-500">
        <span aria-hidden="true">—</span>
        <span className="sr-only">{t('log.noPatient')}</span>
      </span>
    );
  return (
    <LocalizedLink to={`/patients/${patient.id}`} className="font-medium wrap-break-word text-slate-900 hover:text-brand-700 hover:underline">
      {patient.name}
    </LocalizedLink>
  );
}

export function AccessLogEntries({ entries, busy }: { entries: readonly TAccessEntry[]; busy: boolean }) {
  const { t } = useTranslation('security');
  return (
    <div aria-busy={busy || undefined} className={cn('transition-opacity', busy && 'opacity-70')}>
      <div className="hidden overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm lg:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t('log.caption')}</caption>
          <thead className="border-b border-slate-200 bg-slate-50 text-xs font-medium text-slate-500">
            <tr>
              <th scope="col" className="py-3 pr-3 pl-4 whitespace-nowrap">
                {t('log.columns.when')}
              </th>
              <th scope="col" className="px-3 py-3">
                {t('log.columns.patient')}
              </th>
              <th scope="col" className="px-3 py-3">
                {t('log.columns.what')}
              </th>
              <th scope="col" className="px-3 py-3">
                {t('log.columns.who')}
              </th>
              <th scope="col" className="py-3 pr-4 pl-3">
                {t('log.columns.origin')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {entries.map((entry) => (
              <tr key={entry.id} data-testid="access-log-row" className={cn('align-top', isOthersAdministratorEntry(entry) && 'bg-amber-50/60')}>
                <td className="py-3 pr-3 pl-4 whitespace-nowrap text-slate-700">
                  <AccessWhen at={entry.at} />
                </td>
                <td className="px-3 py-3">
                  <PatientCell patient={entry.patient} />
                </td>
                <td className="px-3 py-3">
                  <AccessKind kind={entry.kind} className="font-normal" />
                </td>
                <td className="px-3 py-3">
                  <AccessActor actor={entry.actor} />
                </td>
                <td className="max-w-64 py-3 pr-4 pl-3 text-xs text-slate-600">
                  <AccessOrigin entry={entry} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="flex flex-col gap-3 lg:hidden" aria-label={t('log.caption')}>
        {entries.map((entry) => (
          <li
            key={entry.id}
            data-testid="access-log-card"
            className={cn(
              'rounded-2xl border border-slate-200 bg-white p-4 shadow-sm',
              isOthersAdministratorEntry(entry) && 'border-amber-200 bg-amber-50/60',
            )}
          >
            <AccessEntrySummary
              entry={entry}
              patient={
                <p className="pl-6 text-sm">
                  <span className="sr-only">{`${t('log.columns.patient')} `}</span>
                  <PatientCell patient={entry.patient} />
                </p>
              }
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
