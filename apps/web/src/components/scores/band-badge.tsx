// A score's severity band as a pill (docs/scores.md#bands): the band's own label (in the template's language), a colour
// and a meter of filled steps per level, so the level never rests on colour alone; screen readers hear "Severity band: …".
// The alert pill of a form with an alert answer sits here too.
import { useTranslation } from 'react-i18next';
import { AlertTriangle } from 'lucide-react';
import { Badge, cn, type BadgeVariant } from '../ui';

export type TBandLevel = 'none' | 'mild' | 'moderate' | 'severe' | 'custom';
export type TBand = { label: string; level: TBandLevel };

const VARIANTS: Record<TBandLevel, BadgeVariant> = {
  none: 'success',
  mild: 'warning',
  moderate: 'accent',
  severe: 'danger',
  custom: 'brand',
};

/** How many of the three meter steps are filled per level (custom: none, it has no order). */
const STEPS: Record<TBandLevel, number> = { none: 0, mild: 1, moderate: 2, severe: 3, custom: 0 };

function LevelMeter({ level }: { level: TBandLevel }) {
  if (level === 'custom') return <span className="size-1.5 rounded-full bg-current opacity-70" aria-hidden="true" />;
  return (
    <span className="inline-flex items-end gap-px" aria-hidden="true">
      {[0, 1, 2].map((step) => (
        <span
          key={step}
          className={cn('w-1 rounded-sm bg-current', step < STEPS[level] ? 'opacity-90' : 'opacity-25')}
          style={{ height: `${4 + step * 3}px` }}
        />
      ))}
    </span>
  );
}

export function BandBadge({ band, className }: { band: TBand | null | undefined; className?: string }) {
  const { t } = useTranslation('common');
  if (!band) return null;
  const level = t(`scores.levels.${band.level}`);
  return (
    <Badge
      variant={VARIANTS[band.level]}
      className={cn('max-w-full whitespace-normal!', className)}
      title={t('scores.levelOf', { level })}
      data-band-level={band.level}
    >
      <LevelMeter level={band.level} />
      <span className="sr-only">{t('scores.bandOf', { label: band.label })}</span>
      <span aria-hidden="true">{band.label}</span>
    </Badge>
  );
}

/** "Alert": a form with an answer marked alert (docs/scores.md#alerts). */
export function AlertBadge({ className }: { className?: string }) {
  const { t } = useTranslation('common');
  return (
    <Badge variant="danger" className={cn('font-semibold', className)} title={t('scores.alertHint')}>
      <AlertTriangle className="size-3" aria-hidden="true" />
      {t('scores.alert')}
      <span className="sr-only">{` – ${t('scores.alertHint')}`}</span>
    </Badge>
  );
}
