// One of my templates as a card: name, type, public badge, where a copy came from, category, language, field count, last
// update, edit and more actions.
import { CalendarDays, CopyCheck, Globe, ListChecks, Pencil, Tag, Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge, Button } from '../../components/ui';
import { LocalizedLink } from '../../lib/locale';
import { TemplateActionsMenu, type TTemplateActionsProps } from './template-actions-menu';
import { useTemplateLabels } from '../../lib/use-template-labels';

export function TemplateCard({ template, onAction, busy }: TTemplateActionsProps) {
  const { t } = useTranslation('templates');
  const { typeLabel, categoryLabel, languageLabel, dateLabel } = useTemplateLabels();
  return (
    <li
      className="flex flex-col rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md"
      aria-labelledby={`template-${template.id}`}
    >
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="brand">{typeLabel(template.type)}</Badge>
          {template.publicCopyId !== null && (
            <Badge variant="success">
              <Globe className="size-3" aria-hidden="true" />
              {t('list.card.public')}
            </Badge>
          )}
        </div>
        <h2 id={`template-${template.id}`} className="line-clamp-2 text-base font-semibold break-words text-slate-900">
          {template.name}
        </h2>
        <ul className="mt-auto flex flex-col gap-1.5 text-sm text-slate-600">
          {template.origin && (
            <li className="flex min-w-0 items-center gap-2">
              <CopyCheck className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
              <span className="truncate">{t('list.card.origin', { name: template.origin.name, creator: template.origin.creatorName })}</span>
            </li>
          )}
          {template.category && (
            <li className="flex min-w-0 items-center gap-2">
              <Tag className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
              <span className="truncate">{categoryLabel(template.category)}</span>
            </li>
          )}
          <li className="flex items-center gap-2">
            <Languages className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
            {languageLabel(template.language)}
          </li>
          <li className="flex items-center gap-2">
            <ListChecks className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
            {t('list.card.fields', { count: template.fieldCount })}
          </li>
          <li className="flex items-center gap-2">
            <CalendarDays className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
            {t('list.card.updated', { date: dateLabel(template.updatedAt) })}
          </li>
        </ul>
      </div>
      <div className="flex items-center justify-between gap-2 border-t border-slate-100 px-5 py-3">
        <Button asChild variant="secondary" size="sm">
          <LocalizedLink to={`/templates/${template.id}/edit`} aria-label={t('list.actions.editNamed', { name: template.name })}>
            <Pencil aria-hidden="true" />
            {t('list.actions.edit')}
          </LocalizedLink>
        </Button>
        <TemplateActionsMenu template={template} onAction={onAction} busy={busy} />
      </div>
    </li>
  );
}
