// The "Access history" card of the patient page (docs/access-log.md): closed at first, its list (access-history.tsx, a
// chunk of its own) loads when the practitioner opens it, or as the pointer or focus reaches the button; a link leads
// to the access log page filtered on this patient.
import { Suspense, lazy, useId, useState } from 'react';
import { ChevronDown, History, ScrollText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, Card, cn } from '../../components/ui';
import { LocalizedLink } from '../../lib/locale';
import { AccessHistorySkeleton } from './access-history-skeleton';

const loadAccessHistory = () => import('./access-history');
const AccessHistory = lazy(() => loadAccessHistory().then((module) => ({ default: module.AccessHistory })));

export function AccessHistorySection({ patientId }: { patientId: number }) {
  const { t } = useTranslation('patients');
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const titleId = useId();
  const preload = () => void loadAccessHistory();

  return (
    <Card role="region" aria-labelledby={titleId}>
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-3 border-b border-slate-100 px-5 py-4">
        <div className="min-w-0 flex-1 basis-56">
          <h2 id={titleId} className="flex items-center gap-2 text-base font-semibold text-slate-900">
            <History className="size-4 text-slate-500" aria-hidden="true" />
            {t('access.title')}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{t('access.text')}</p>
        </div>
        <LocalizedLink
          to={`/access-log?patient=${patientId}`}
          className="inline-flex min-h-10 items-center gap-1.5 text-sm font-medium text-brand-700 hover:text-brand-800 hover:underline"
        >
          <ScrollText className="size-4" aria-hidden="true" />
          {t('access.all')}
        </LocalizedLink>
      </div>
      <div className="px-5 py-4">
        <Button
          variant="outline"
          size="sm"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((current) => !current)}
          onPointerEnter={preload}
          onFocus={preload}
        >
          <ChevronDown className={cn('transition-transform', open && 'rotate-180')} aria-hidden="true" />
          {open ? t('access.hide') : t('access.show')}
        </Button>
        <div id={panelId} hidden={!open} className="pt-4">
          {open && (
            <Suspense fallback={<AccessHistorySkeleton />}>
              <AccessHistory patientId={patientId} />
            </Suspense>
          )}
        </div>
      </div>
    </Card>
  );
}
