// /dashboard: a greeting, the practice's counts, the latest completed forms and the patient list.
import { Suspense, lazy, useState } from 'react';
import { Hourglass, UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { Button } from '../../components/ui';
import { useAuth } from '../../lib/auth';
import { LocalizedLink, localizedPath, useLocale } from '../../lib/locale';
import { pageNameKey } from '../../routes/page-title';
import { DashboardStats } from './dashboard-stats';
import { PatientList } from './patient-list';

/** Reached with this state (the home page's "new patient" action), the page opens its "new patient" dialog. */
function asksToCreate(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { createPatient?: unknown }).createPatient === true;
}

// The dialog (and the form validation it brings) loads when first opened, or as the pointer or focus reaches its button.
const loadPatientDialog = () => import('./patient-dialog');
const PatientDialog = lazy(() => loadPatientDialog().then((module) => ({ default: module.PatientDialog })));

export function DashboardPage() {
  const { t } = useTranslation('patients');
  const { user } = useAuth();
  const locale = useLocale();
  const navigate = useNavigate();
  const location = useLocation();
  const [creating, setCreating] = useState(() => asksToCreate(location.state));

  return (
    <div className="flex flex-col gap-8">
      <div className="flex flex-col gap-4 sm:flex-row sm:flex-wrap sm:items-end sm:justify-between">
        <div>
          <p className="text-sm font-medium text-brand-700">{t('dashboard.greeting', { name: user?.firstName ?? '' })}</p>
          <h1 className="mt-1 text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">{t(`common:${pageNameKey('Dashboard')}`)}</h1>
          <p className="mt-1 text-sm text-slate-600">{t('dashboard.subtitle')}</p>
        </div>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button asChild variant="outline">
            <LocalizedLink to="/forms/pending/new">
              <Hourglass aria-hidden="true" />
              {t('dashboard.newWaitingRoomForm')}
            </LocalizedLink>
          </Button>
          <Button onClick={() => setCreating(true)} onPointerEnter={() => void loadPatientDialog()} onFocus={() => void loadPatientDialog()}>
            <UserPlus aria-hidden="true" />
            {t('list.new')}
          </Button>
        </div>
      </div>
      <DashboardStats />
      <PatientList onCreate={() => setCreating(true)} />
      {creating && (
        <Suspense fallback={null}>
          <PatientDialog
            open={creating}
            onOpenChange={setCreating}
            onSaved={(patient) => void navigate(localizedPath(locale, `/patients/${patient.id}`))}
          />
        </Suspense>
      )}
    </div>
  );
}
