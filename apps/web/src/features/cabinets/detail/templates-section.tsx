// The templates shared to the cabinet (newest share first): who shared them and when; preview (and print), duplicate
// into my templates, and unshare for whoever may (the one who shared it, the template's owner, the cabinet's owner).
// Members never edit them here: the original stays its owner's (docs/cabinets-api.md).
import { useState } from 'react';
import { Copy, Eye, FileText, Link2Off } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge, Button } from '../../../components/ui';
import { EmptyState } from '../../../components/lists/empty-state';
import { formatDate } from '../../../lib/format';
import { useLocale } from '../../../lib/locale';
import { useErrorMessage } from '../../../lib/use-messages';
import { useTemplateLabels } from '../../../lib/use-template-labels';
import type { TCabinetDetail, TCabinetTemplateView } from '../../../lib/api-types';
import type { TCabinetDialog } from './cabinet-dialogs';
import type { TPageMessageState } from '../../../components/lists/page-message';
import type { TCabinetMutations } from './use-cabinet-mutations';
import { useFailureMessage } from '../../../components/subscription/use-entitlement';

type TProps = {
  detail: TCabinetDetail;
  mutations: TCabinetMutations;
  onDialog: (dialog: TCabinetDialog) => void;
  onMessage: (message: TPageMessageState) => void;
};

export function TemplatesSection({ detail, mutations, onDialog, onMessage }: TProps) {
  const { t } = useTranslation('cabinet');
  const locale = useLocale();
  const errorMessage = useErrorMessage();
  const failure = useFailureMessage();
  const { typeLabel, categoryLabel } = useTemplateLabels();
  const [duplicating, setDuplicating] = useState<number | null>(null);
  const cabinetId = detail.cabinet.id;

  const duplicate = (template: TCabinetTemplateView) => {
    setDuplicating(template.templateId);
    mutations.duplicate.mutate(
      { id: cabinetId, templateId: template.templateId },
      {
        onSuccess: ({ template: copy }) =>
          onMessage({
            tone: 'success',
            text: t('templates.duplicated', { name: copy.name }),
            link: { to: `/templates/${copy.id}/edit`, label: t('templates.openCopy') },
          }),
        onError: (error) => onMessage(failure(`${t('templates.duplicateFailed')} ${errorMessage(error)}`, error)),
        onSettled: () => setDuplicating(null),
      },
    );
  };

  return (
    <section aria-labelledby="cabinet-templates-title" className="flex flex-col gap-3">
      <div>
        <h2 id="cabinet-templates-title" className="text-lg font-semibold tracking-tight text-slate-900">
          {t('templates.title', { count: detail.templates.length })}
        </h2>
        <p className="text-sm leading-6 text-slate-600">{t('templates.subtitle')}</p>
      </div>
      {detail.templates.length === 0 ? (
        <EmptyState icon={FileText} title={t('templates.empty.title')} text={t('templates.empty.text')} heading="h3">
          {null}
        </EmptyState>
      ) : (
        <ul className="flex flex-col gap-3">
          {detail.templates.map((template) => (
            <li
              key={template.templateId}
              className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
              data-testid="template-row"
            >
              <div className="min-w-0">
                <h3 className="font-semibold break-words text-slate-900">{template.name}</h3>
                <div className="mt-1 flex flex-wrap items-center gap-2">
                  <Badge variant="brand">{typeLabel(template.type)}</Badge>
                  {template.category && <Badge>{categoryLabel(template.category)}</Badge>}
                  <span className="text-sm text-slate-600">{t('templates.fields', { count: template.fieldCount })}</span>
                  {template.isMine && <Badge variant="success">{t('templates.mine')}</Badge>}
                </div>
                {template.description && <p className="mt-2 line-clamp-2 text-sm leading-6 text-slate-700">{template.description}</p>}
                <p className="mt-2 text-sm text-slate-600">
                  {t('templates.sharedBy', {
                    name: template.sharedByName ?? t('templates.formerMember'),
                    date: formatDate(locale, template.sharedAt),
                  })}
                </p>
              </div>
              <div className="flex flex-wrap gap-2">
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => onDialog({ kind: 'preview', template })}
                  aria-label={t('templates.previewFor', { name: template.name })}
                >
                  <Eye aria-hidden="true" />
                  {t('templates.preview')}
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => duplicate(template)}
                  loading={duplicating === template.templateId}
                  disabled={duplicating !== null && duplicating !== template.templateId}
                  aria-label={t('templates.duplicateFor', { name: template.name })}
                >
                  <Copy aria-hidden="true" />
                  {t('templates.duplicate')}
                </Button>
                {template.canUnshare && (
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => onDialog({ kind: 'unshare', template })}
                    className="text-red-700! hover:bg-red-50!"
                    aria-label={t('templates.unshareFor', { name: template.name })}
                  >
                    <Link2Off aria-hidden="true" />
                    {t('templates.unshare')}
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
