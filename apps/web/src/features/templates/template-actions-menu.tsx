// The "more actions" menu of one of my templates: preview, duplicate, make public or private, share to a practitioner or
// to a shared practice (private templates only, docs/product.md#cabinet), export as FHIR (docs/fhir.md), delete.
import { Building2, Copy, Eye, FileJson, Globe, Lock, Send, Trash2, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ActionsMenu, ActionsMenuItem } from '../../components/ui';
import type { TTemplateSummary } from '../../lib/api-types';

export type TTemplateAction = 'preview' | 'duplicate' | 'publish' | 'unpublish' | 'share' | 'shareCabinet' | 'exportFhir' | 'delete';

const ICONS: Record<TTemplateAction, LucideIcon> = {
  preview: Eye,
  duplicate: Copy,
  publish: Globe,
  unpublish: Lock,
  share: Send,
  shareCabinet: Building2,
  exportFhir: FileJson,
  delete: Trash2,
};

/** What a template's card and its actions menu receive: the template, where its actions go, whether one is running. */
export type TTemplateActionsProps = { template: TTemplateSummary; onAction: (action: TTemplateAction) => void; busy: boolean };

export function TemplateActionsMenu({ template, onAction, busy }: TTemplateActionsProps) {
  const { t } = useTranslation('templates');
  const published = template.publicCopyId !== null;
  const actions: TTemplateAction[] = [
    'preview',
    'duplicate',
    published ? 'unpublish' : 'publish',
    'share',
    ...(template.isPublic ? [] : (['shareCabinet'] as const)),
    'exportFhir',
    'delete',
  ];
  return (
    <ActionsMenu label={t('list.actions.more', { name: template.name })}>
      {actions.map((action) => (
        <ActionsMenuItem
          key={action}
          icon={ICONS[action]}
          label={t(`list.actions.${action}`)}
          danger={action === 'delete'}
          disabled={busy && action !== 'preview' && action !== 'exportFhir'}
          onSelect={() => onAction(action)}
        />
      ))}
    </ActionsMenu>
  );
}
