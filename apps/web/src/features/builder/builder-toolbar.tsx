// The builder's header: back link, page title, save state, preview, share to a shared practice (a saved private
// template, docs/product.md#cabinet) and save buttons.
import { ArrowLeft, Building2, Eye, Save } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge, Button } from '../../components/ui';
import { LocalizedLink } from '../../lib/locale';
import { backPath, type TBuilderMode } from './builder-mode';
import { BUILDER_NS } from './builder-i18n';

export type TBuilderToolbarProps = {
  mode: TBuilderMode;
  creating: boolean;
  name: string;
  dirty: boolean;
  saving: boolean;
  onPreview: () => void;
  onSave: () => void;
  /** Only for a saved private template. */
  onShareCabinet?: () => void;
};

export function BuilderToolbar({ mode, creating, name, dirty, saving, onPreview, onSave, onShareCabinet }: TBuilderToolbarProps) {
  const { t } = useTranslation(BUILDER_NS, { nsMode: 'fallback' });
  const heading = t(`builder.headings.${mode}.${creating ? 'create' : 'edit'}`);
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <div className="min-w-0">
        <LocalizedLink
          to={backPath(mode)}
          className="mb-1 inline-flex items-center gap-1 rounded text-sm text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          {t(mode === 'public' ? 'builder.backToMarket' : 'builder.backToTemplates')}
        </LocalizedLink>
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{heading}</h1>
        <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-600">
          <span className="max-w-[28ch] truncate sm:max-w-[48ch]">{name.trim() || t('builder.untitledTemplate')}</span>
          {dirty ? (
            <Badge variant="warning">{t('builder.status.unsaved')}</Badge>
          ) : (
            !creating && <Badge variant="success">{t('builder.status.saved')}</Badge>
          )}
          {mode === 'public' && <Badge variant="brand">{t('builder.status.public')}</Badge>}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        {onShareCabinet && (
          <Button variant="outline" onClick={onShareCabinet}>
            <Building2 aria-hidden="true" />
            {t('builder.actions.shareCabinet')}
          </Button>
        )}
        <Button variant="outline" onClick={onPreview}>
          <Eye aria-hidden="true" />
          {t('builder.actions.preview')}
        </Button>
        <Button onClick={onSave} loading={saving} aria-keyshortcuts="Control+S">
          <Save aria-hidden="true" />
          {t('builder.actions.save')}
        </Button>
      </div>
    </div>
  );
}
