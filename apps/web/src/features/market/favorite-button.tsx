// The heart toggle of a market card: pressed when the template is a favorite, with the favorites count beside it (the
// card's only count of favourites; the button's name says it too).
import { Heart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../components/ui';

export function FavoriteButton({ name, isFavorite, count, onToggle }: { name: string; isFavorite: boolean; count: number; onToggle: () => void }) {
  const { t } = useTranslation('market');
  return (
    <button
      type="button"
      onClick={onToggle}
      aria-pressed={isFavorite}
      aria-label={t(isFavorite ? 'card.unfavorite' : 'card.favorite', { name, count })}
      className={cn(
        'inline-flex min-h-9 items-center gap-1.5 rounded-lg px-2.5 text-sm font-medium tabular-nums transition-colors',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
        isFavorite ? 'text-rose-600 hover:bg-rose-50' : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
      )}
    >
      <Heart className={cn('size-5', isFavorite && 'fill-current')} aria-hidden="true" />
      <span aria-hidden="true">{count}</span>
    </button>
  );
}
