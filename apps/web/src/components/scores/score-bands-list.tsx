// A template's severity bands as a short list (the market and template previews: docs/scores.md#bands), and its
// validated-instrument flag.
import { BadgeCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../ui';
import { BandBadge, type TBandLevel } from './band-badge';

export type TBandRange = { min: number; max: number; label: string; level: TBandLevel };

/** The validated instrument's flag (PHQ-9, GAD-7 and their unchanged copies). */
export function ValidatedBadge({ instrument, className }: { instrument: string | null; className?: string }) {
  const { t } = useTranslation('common');
  if (!instrument) return null;
  return (
    <Badge variant="success" className={className} data-testid="validated-badge">
      <BadgeCheck className="size-3.5" aria-hidden="true" />
      {t('scores.validated')}
    </Badge>
  );
}

export function ScoreBandsList({ bands }: { bands: readonly TBandRange[] }) {
  const { t } = useTranslation('common');
  if (bands.length === 0) return null;
  return (
    <section className="rounded-xl border border-slate-200 bg-slate-50 p-3" aria-label={t('scores.bandsTitle')} data-testid="score-bands">
      <h3 className="mb-2 text-sm font-medium text-slate-800">{t('scores.bandsTitle')}</h3>
      <ul className="flex flex-col gap-1.5">
        {bands.map((band) => (
          <li key={`${band.min}-${band.max}`} className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
            <span className="w-16 shrink-0 tabular-nums">{t('scores.range', { min: band.min, max: band.max })}</span>
            <BandBadge band={band} />
          </li>
        ))}
      </ul>
    </section>
  );
}
