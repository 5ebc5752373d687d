// A public template on the market: metadata, description excerpt, creator, favorite (with its count), duplications, preview,
// duplicate, and edit/delete when it is mine.
import { Copy, Eye, Pencil, Trash2, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge, Button } from '../../components/ui';
import { LocalizedLink } from '../../lib/locale';
import type { TTemplateSummary } from '../../lib/api-types';
import { useTemplateLabels } from '../../lib/use-template-labels';
import { FavoriteButton } from './favorite-button';
import { ValidatedBadge } from '../../components/scores/score-bands-list';

export type TMarketAction = 'preview' | 'duplicate' | 'delete' | 'favorite';

export function MarketCard({
  template,
  onAction,
  duplicating,
}: {
  template: TTemplateSummary;
  onAction: (action: TMarketAction) => void;
  duplicating: boolean;
}) {
  const { t } = useTranslation('market');
  const { typeLabel, categoryLabel, languageLabel } = useTemplateLabels();
  const profession = template.creatorProfession
    ? t(`profile:professions.${template.creatorProfession}`, { defaultValue: template.creatorProfession })
    : null;
  return (
    <li
      className="flex flex-col rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md"
      aria-labelledby={`market-${template.id}`}
    >
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex items-start justify-between gap-2">
          <div className="flex flex-wrap items-center gap-1.5">
            <Badge variant="brand">{typeLabel(template.type)}</Badge>
            <Badge>
              {template.language.toUpperCase()}
              <span className="sr-only">{` ${languageLabel(template.language)}`}</span>
            </Badge>
            {template.isMine && <Badge variant="accent">{t('card.mine')}</Badge>}
            <ValidatedBadge instrument={template.validatedInstrument} />
          </div>
          <FavoriteButton
            name={template.name}
            isFavorite={template.isFavorite}
            count={template.favoritesCount}
            onToggle={() => onAction('favorite')}
          />
        </div>
        <div>
          {/* The template's own words are in its language (read with the right voice on a page in another one). */}
          <h2 id={`market-${template.id}`} lang={template.language} className="line-clamp-2 text-base font-semibold break-words text-slate-900">
            {template.name}
          </h2>
          {template.category && <p className="mt-0.5 truncate text-sm text-brand-700">{categoryLabel(template.category)}</p>}
        </div>
        {template.description && (
          <p lang={template.language} className="line-clamp-3 text-sm leading-6 text-slate-600">
            {template.description}
          </p>
        )}
        <div className="mt-auto flex items-center gap-2.5 pt-1">
          <span className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-slate-100 text-slate-500" aria-hidden="true">
            <UserRound className="size-4" />
          </span>
          <p className="min-w-0 text-sm leading-5">
            <span className="block truncate font-medium text-slate-800">{template.creatorName}</span>
            {profession && <span className="block truncate text-xs text-slate-500">{profession}</span>}
          </p>
        </div>
        {/* The favourites count is said once, by the heart button (its name carries the count). */}
        <p className="flex items-center gap-1 text-xs text-slate-500">
          <Copy className="size-3.5" aria-hidden="true" />
          {t('card.duplicationsCount', { count: template.duplicationsCount })}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2 border-t border-slate-100 px-5 py-3">
        <Button variant="outline" size="sm" onClick={() => onAction('preview')} aria-label={t('card.previewNamed', { name: template.name })}>
          <Eye aria-hidden="true" />
          {t('card.preview')}
        </Button>
        <Button size="sm" onClick={() => onAction('duplicate')} loading={duplicating} aria-label={t('card.duplicateNamed', { name: template.name })}>
          {!duplicating && <Copy aria-hidden="true" />}
          {t('card.duplicate')}
        </Button>
        {template.isMine && (
          <div className="ml-auto flex gap-1">
            <Button asChild variant="ghost" size="sm">
              <LocalizedLink to={`/market/${template.id}/edit`} aria-label={t('card.editNamed', { name: template.name })}>
                <Pencil aria-hidden="true" />
              </LocalizedLink>
            </Button>
            <Button
              variant="ghost"
              size="sm"
              className="text-red-700 hover:bg-red-50 hover:text-red-800"
              onClick={() => onAction('delete')}
              aria-label={t('card.deleteNamed', { name: template.name })}
            >
              <Trash2 aria-hidden="true" />
            </Button>
          </div>
        )}
      </div>
    </li>
  );
}
