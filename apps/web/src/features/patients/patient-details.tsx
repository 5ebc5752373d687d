// The patient's file: contact details, preferred language, and the notes with their edit button.
import { Languages, Mail, MapPin, NotebookPen, Phone, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card } from '../../components/ui';
import type { TPatientDetail } from '../../lib/api-types';

/** One dt/dd group: a div inside a dl may hold only dt and dd, so the icon sits in the dt and the dd is indented under the label. */
function Detail({ icon: Icon, label, children }: { icon: LucideIcon; label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="flex items-center gap-3 text-xs font-medium text-slate-500">
        <Icon className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
        {label}
      </dt>
      <dd className="pl-7 text-sm break-words text-slate-900">{children}</dd>
    </div>
  );
}

export function PatientDetails({ patient, onEditNotes }: { patient: TPatientDetail; onEditNotes: () => void }) {
  const { t } = useTranslation('patients');
  const none = <span className="text-slate-400">{t('list.none')}</span>;
  return (
    <div className="flex flex-col gap-4">
      <Card>
        <h2 className="border-b border-slate-100 px-5 py-4 text-base font-semibold text-slate-900">{t('detail.contact')}</h2>
        <dl className="flex flex-col gap-4 px-5 py-4">
          <Detail icon={Mail} label={t('form.email')}>
            <a href={`mailto:${patient.email}`} className="text-brand-700 hover:underline">
              {patient.email}
            </a>
          </Detail>
          <Detail icon={Phone} label={t('form.phone')}>
            {patient.phone ? (
              <a href={`tel:${patient.phone.replace(/[^\d+]/g, '')}`} className="text-brand-700 hover:underline">
                {patient.phone}
              </a>
            ) : (
              none
            )}
          </Detail>
          <Detail icon={MapPin} label={t('form.address')}>
            {patient.address ? <span className="whitespace-pre-line">{patient.address}</span> : none}
          </Detail>
          <Detail icon={Languages} label={t('form.preferredLanguage')}>
            {t(`common:language.names.${patient.preferredLanguage}`)}
          </Detail>
        </dl>
      </Card>
      <Card>
        <div className="flex items-center justify-between gap-3 border-b border-slate-100 px-5 py-3">
          <h2 className="text-base font-semibold text-slate-900">{t('notes.title')}</h2>
          <Button variant="ghost" size="sm" onClick={onEditNotes}>
            <NotebookPen aria-hidden="true" />
            {t('notes.edit')}
          </Button>
        </div>
        <div className="px-5 py-4 text-sm leading-6 break-words whitespace-pre-line text-slate-800">
          {patient.notes ? patient.notes : <span className="text-slate-500">{t('notes.empty')}</span>}
        </div>
      </Card>
    </div>
  );
}
