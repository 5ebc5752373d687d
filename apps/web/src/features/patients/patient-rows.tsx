// Rows of the patient list: a table on wide screens (xl, beside the sidebar), cards below, two by two from tablet width
// (same data, same actions).
import { ChevronRight, Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, cn } from '../../components/ui';
import { LocalizedLink, useLocale } from '../../lib/locale';
import { formatDate, fullName } from '../../lib/format';
import { SubmissionStatusBadge } from '../../components/submissions/submission-status-badge';
import type { TPatientRecipient, TPatientSummary } from '../../lib/api-types';
import { BandBadge } from '../../components/scores/band-badge';

function LastActivity({ patient }: { patient: TPatientSummary }) {
  const { t } = useTranslation('patients');
  const locale = useLocale();
  if (!patient.lastActivity)
    return patient.formsCount === 0 ? <span className="text-sm whitespace-nowrap text-slate-500">{t('list.noActivity')}</span> : null;
  return (
    <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
      <SubmissionStatusBadge status={patient.lastActivity.status} />
      <span className="text-xs text-slate-500">{formatDate(locale, patient.lastActivity.at)}</span>
    </span>
  );
}

/** An email that may wrap before its "@" rather than anywhere. */
function EmailText({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  if (at <= 0) return email;
  return (
    <>
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </>
  );
}

function SendButton({ patient, onSend, compact }: { patient: TPatientSummary; onSend: (patient: TPatientRecipient) => void; compact?: boolean }) {
  const { t } = useTranslation('patients');
  const name = fullName(patient);
  return (
    <Button
      variant="outline"
      size="sm"
      onClick={() => onSend(patient)}
      aria-label={t('list.sendTo', { name })}
      title={compact ? t('list.sendTo', { name }) : undefined}
    >
      <Send aria-hidden="true" />
      {compact ? t('list.sendShort') : t('list.send')}
    </Button>
  );
}

export function PatientRows({
  patients,
  busy,
  onSend,
}: {
  patients: readonly TPatientSummary[];
  busy: boolean;
  onSend: (patient: TPatientRecipient) => void;
}) {
  const { t } = useTranslation('patients');
  return (
    <div aria-busy={busy || undefined} className={cn('transition-opacity', busy && 'opacity-70')}>
      {/* A table where the seven columns fit beside the sidebar (xl: about 940 px of content at 1280 px). Its layout
          follows the content: a phone number, a language, a count and the send button keep their whole width on one
          line, names, emails and bands wrap rather than being cut. Cards below. */}
      <div className="hidden overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm xl:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t('list.title')}</caption>
          <thead className="border-b border-slate-200 bg-slate-50 text-xs font-medium text-slate-500">
            <tr>
              <th scope="col" className="w-1/4 py-3 pr-3 pl-4">
                {t('list.columns.patient')}
              </th>
              <th scope="col" className="px-3 py-3 whitespace-nowrap">
                {t('list.columns.phone')}
              </th>
              <th scope="col" className="px-3 py-3 whitespace-nowrap">
                {t('list.columns.language')}
              </th>
              <th scope="col" className="px-3 py-3 text-right whitespace-nowrap">
                {t('list.columns.forms')}
              </th>
              <th scope="col" className="px-3 py-3">
                {t('list.columns.lastActivity')}
              </th>
              <th scope="col" className="px-3 py-3">
                {t('list.columns.latestBand')}
              </th>
              <th scope="col" className="w-px py-3 pr-4 pl-3 text-right">
                <span className="sr-only">{t('list.columns.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {patients.map((patient) => (
              <tr key={patient.id} className="hover:bg-slate-50/70">
                <td className="py-3 pr-3 pl-4">
                  <LocalizedLink
                    to={`/patients/${patient.id}`}
                    className="block font-medium wrap-break-word text-slate-900 hover:text-brand-700 hover:underline"
                  >
                    {fullName(patient)}
                  </LocalizedLink>
                  <span className="block text-xs wrap-anywhere text-slate-500">
                    <EmailText email={patient.email} />
                  </span>
                </td>
                <td className="px-3 py-3 whitespace-nowrap text-slate-700">
                  {patient.phone ?? <span className="text-slate-400">{t('list.none')}</span>}
                </td>
                <td className="px-3 py-3 whitespace-nowrap text-slate-700">{t(`common:language.names.${patient.preferredLanguage}`)}</td>
                <td className="px-3 py-3 text-right text-slate-700 tabular-nums">{patient.formsCount}</td>
                <td className="px-3 py-3">
                  <LastActivity patient={patient} />
                </td>
                <td className="min-w-36 px-3 py-3" data-testid="patient-latest-band">
                  {patient.latestBand ? <BandBadge band={patient.latestBand} /> : <span className="text-slate-400">{t('list.none')}</span>}
                </td>
                <td className="py-3 pr-4 pl-3 text-right whitespace-nowrap">
                  <SendButton patient={patient} onSend={onSend} compact />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="grid gap-3 md:grid-cols-2 xl:hidden" aria-label={t('list.title')}>
        {patients.map((patient) => (
          <li key={patient.id} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
            <LocalizedLink to={`/patients/${patient.id}`} className="-m-1 flex items-start justify-between gap-3 rounded-lg p-1 hover:bg-slate-50">
              <span className="min-w-0">
                <span className="block truncate font-medium text-slate-900">{fullName(patient)}</span>
                <span className="block truncate text-sm text-slate-500">{patient.email}</span>
                {patient.phone && <span className="block text-sm text-slate-500">{patient.phone}</span>}
              </span>
              <ChevronRight className="mt-0.5 size-5 shrink-0 text-slate-400" aria-hidden="true" />
            </LocalizedLink>
            <div className="mt-3 mb-3 flex flex-1 flex-wrap content-start items-center gap-x-3 gap-y-2 text-sm text-slate-600">
              {/* No form yet: "no form" once (the status line), not beside "0 forms". */}
              <LastActivity patient={patient} />
              <BandBadge band={patient.latestBand} />
              {patient.formsCount > 0 && <span>{t('list.formsCount', { count: patient.formsCount })}</span>}
              <span>{t(`common:language.names.${patient.preferredLanguage}`)}</span>
            </div>
            <div className="border-t border-slate-100 pt-3">
              <SendButton patient={patient} onSend={onSend} />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
