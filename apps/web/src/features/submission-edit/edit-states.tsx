// Edit mode's states other than the editor: loading, not found (or not mine), not filled in yet, load error with retry.
import { ArrowLeft, FileX, Hourglass, RotateCcw, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, Card, CardContent, StateCard } from '../../components/ui';
import { errorMessageKey } from '../../lib/errors';
import { LocalizedLink } from '../../lib/locale';

/** Where "back" leads: the patient's file, or the waiting room for a form nobody was assigned yet. */
export function BackLink({ patientId, variant = 'outline' }: { patientId: number | null; variant?: 'outline' | 'ghost' }) {
  const { t } = useTranslation('publicForm');
  return (
    <Button asChild variant={variant}>
      <LocalizedLink to={patientId ? `/patients/${patientId}` : '/forms/pending'}>
        <ArrowLeft aria-hidden="true" />
        {t(patientId ? 'edit.backToPatient' : 'edit.backToWaitingRoom')}
      </LocalizedLink>
    </Button>
  );
}

export function EditSkeleton() {
  const { t } = useTranslation('common');
  return (
    <div className="flex animate-pulse flex-col gap-6" aria-busy="true">
      <p role="status" className="sr-only">
        {t('loading')}
      </p>
      <span className="h-8 w-1/2 rounded-lg bg-slate-200" aria-hidden="true" />
      <Card aria-hidden="true">
        <CardContent className="flex flex-col gap-4">
          {[0, 1, 2].map((row) => (
            <span key={row} className="flex flex-col gap-2">
              <span className="h-4 w-1/3 rounded bg-slate-200" />
              <span className="h-11 w-full rounded-lg bg-slate-100" />
            </span>
          ))}
        </CardContent>
      </Card>
    </div>
  );
}

export function EditNotFound() {
  const { t } = useTranslation('publicForm');
  return (
    <StateCard icon={<FileX className="size-6" aria-hidden="true" />} title={t('edit.notFoundTitle')} text={t('edit.notFoundText')}>
      <Button asChild variant="outline">
        <LocalizedLink to="/dashboard">
          <ArrowLeft aria-hidden="true" />
          {t('common:pages.Dashboard')}
        </LocalizedLink>
      </Button>
    </StateCard>
  );
}

export function EditNotCompleted({ patientId }: { patientId: number | null }) {
  const { t } = useTranslation('publicForm');
  return (
    <StateCard icon={<Hourglass className="size-6" aria-hidden="true" />} title={t('edit.notCompletedTitle')} text={t('edit.notCompletedText')}>
      <BackLink patientId={patientId} />
    </StateCard>
  );
}

export function EditLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('publicForm');
  return (
    <StateCard icon={<TriangleAlert className="size-6" aria-hidden="true" />} title={t('edit.errorTitle')} text={t(errorMessageKey(error))}>
      <Button onClick={onRetry}>
        <RotateCcw aria-hidden="true" />
        {t('edit.retry')}
      </Button>
    </StateCard>
  );
}
