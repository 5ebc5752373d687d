// "Positive screen" next to a score's band (docs/scores.md#positive-screen): the score falls in a band marked positive
// (PHQ-9 / GAD-7 from 10 up, or a practitioner's own marked band). Sober on purpose: an outlined pill with an icon and
// its words, never colour alone. Kept out of band-badge.tsx, which the dashboard loads on its first visit.
import { useTranslation } from 'react-i18next';
import { ScanSearch } from 'lucide-react';
import { cn } from '../ui';

export function PositiveScreenBadge({ positive, className }: { positive: boolean | undefined; className?: string }) {
  const { t } = useTranslation('submissions');
  if (!positive) return null;
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full bg-white px-2.5 py-0.5 text-xs font-semibold text-slate-800 ring-1 ring-slate-500 ring-inset',
        className,
      )}
      data-testid="positive-screen"
    >
      <ScanSearch className="size-3 shrink-0" aria-hidden="true" />
      {t('answers.positiveScreen')}
    </span>
  );
}
