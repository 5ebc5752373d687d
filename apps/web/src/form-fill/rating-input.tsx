// Star rating as a radio group (WAI-ARIA pattern): one tab stop, arrows move and choose, Home/End jump, 44 px stars.
import { useRef, type KeyboardEvent } from 'react';
import Star from 'lucide-react/icons/star';
import { useTranslation } from 'react-i18next';
import { ratingMax } from '@praxiform/domain';
import { cn } from '../components/ui/cn';
import { radioGroupProps, type TControlProps } from './control-props';

const NEXT_KEYS = new Set(['ArrowRight', 'ArrowUp']);
const PREVIOUS_KEYS = new Set(['ArrowLeft', 'ArrowDown']);

/** The star a key leads to from `from` (1-based), wrapping around like native radios; null for other keys. */
function ratingKeyTarget(key: string, from: number, max: number): number | null {
  if (NEXT_KEYS.has(key)) return from >= max ? 1 : from + 1;
  if (PREVIOUS_KEYS.has(key)) return from <= 1 ? max : from - 1;
  if (key === 'Home') return 1;
  if (key === 'End') return max;
  return null;
}

export function RatingInput({ field, value, onAnswer, ids, describedBy, invalid, disabled }: TControlProps) {
  const { t } = useTranslation('publicForm');
  const max = ratingMax(field);
  const current = typeof value === 'number' && value >= 1 && value <= max ? value : 0;
  const stars = useRef<Array<HTMLButtonElement | null>>([]);

  const choose = (n: number) => {
    onAnswer(n);
    stars.current[n - 1]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, n: number) => {
    const target = ratingKeyTarget(event.key, n, max);
    if (target === null || disabled) return;
    event.preventDefault();
    choose(target);
  };

  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <div {...radioGroupProps({ field, ids, describedBy, invalid })} className="flex flex-wrap">
        {Array.from({ length: max }, (_, i) => i + 1).map((n) => (
          <button
            key={n}
            ref={(element) => {
              stars.current[n - 1] = element;
            }}
            type="button"
            role="radio"
            aria-checked={current === n}
            aria-label={t('fields.star', { count: n, max })}
            // One tab stop: the chosen star, else the first.
            tabIndex={(current || 1) === n ? 0 : -1}
            disabled={disabled}
            onClick={() => choose(n)}
            onKeyDown={(event) => onKeyDown(event, n)}
            className="group inline-flex size-11 items-center justify-center rounded-lg focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600 disabled:cursor-not-allowed"
          >
            <Star
              className={cn('size-8 transition-colors', n <= current ? 'fill-amber-400 text-amber-500' : 'text-slate-300 group-hover:text-amber-300')}
              strokeWidth={1.75}
              aria-hidden="true"
            />
          </button>
        ))}
      </div>
      {current > 0 && (
        <span className="text-sm font-medium text-slate-600 tabular-nums" aria-hidden="true">
          {current} / {max}
        </span>
      )}
    </div>
  );
}
