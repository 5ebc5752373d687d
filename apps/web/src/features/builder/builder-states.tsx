// The builder's non-editing states: not found, not the owner (duplicate instead), public template, load error with retry.
import { Copy, FileX, Lock, RotateCcw, Store, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button, StateCard } from '../../components/ui';
import { errorMessageKey } from '../../lib/errors';
import { LocalizedLink, localizedPath, useLocale } from '../../lib/locale';
import { backPath, editPath, type TBuilderMode } from './builder-mode';
import { useDuplicateTemplate } from './use-builder-api';
import { BUILDER_NS } from './builder-i18n';

export function BuilderNotFound({ mode }: { mode: TBuilderMode }) {
  const { t } = useTranslation(BUILDER_NS, { nsMode: 'fallback' });
  return (
    <StateCard
      icon={<FileX className="size-6" aria-hidden="true" />}
      title={t('builder.states.notFoundTitle')}
      text={t('builder.states.notFoundText')}
    >
      <Button asChild variant="outline">
        <LocalizedLink to={backPath(mode)}>{t(mode === 'public' ? 'builder.backToMarket' : 'builder.backToTemplates')}</LocalizedLink>
      </Button>
    </StateCard>
  );
}

/**
 * Someone else's template (or a public one on the private route): it cannot be edited here, but a private copy can.
 * When the public template is mine, its editor is the market route: offer it first.
 */
export function BuilderNotOwner({
  id,
  reason,
  mode,
  creatorCanEdit = false,
}: {
  id: number;
  reason: 'NOT_OWNER' | 'PUBLIC';
  mode: TBuilderMode;
  creatorCanEdit?: boolean;
}) {
  const { t } = useTranslation(BUILDER_NS, { nsMode: 'fallback' });
  const locale = useLocale();
  const navigate = useNavigate();
  const duplicate = useDuplicateTemplate();
  return (
    <StateCard
      icon={<Lock className="size-6" aria-hidden="true" />}
      title={t(reason === 'PUBLIC' ? 'builder.states.publicTitle' : 'builder.states.notOwnerTitle')}
      text={t(reason === 'PUBLIC' ? (creatorCanEdit ? 'builder.states.publicMineText' : 'builder.states.publicText') : 'builder.states.notOwnerText')}
    >
      {creatorCanEdit && (
        <Button asChild>
          <LocalizedLink to={editPath('public', id)}>
            <Store aria-hidden="true" />
            {t('builder.states.editInMarket')}
          </LocalizedLink>
        </Button>
      )}
      <Button
        variant={creatorCanEdit ? 'outline' : 'primary'}
        loading={duplicate.isPending}
        onClick={() =>
          duplicate.mutate(
            { id },
            { onSuccess: ({ template }) => void navigate(localizedPath(locale, editPath(mode === 'public' ? 'template' : mode, template.id))) },
          )
        }
      >
        <Copy aria-hidden="true" />
        {t('builder.states.duplicate')}
      </Button>
      <Button asChild variant="outline">
        <LocalizedLink to={backPath(mode)}>{t(mode === 'public' ? 'builder.backToMarket' : 'builder.backToTemplates')}</LocalizedLink>
      </Button>
      {duplicate.isError && (
        <p role="alert" className="w-full text-sm text-red-700">
          {t(errorMessageKey(duplicate.error))}
        </p>
      )}
    </StateCard>
  );
}

export function BuilderLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation(BUILDER_NS, { nsMode: 'fallback' });
  return (
    <StateCard icon={<TriangleAlert className="size-6" aria-hidden="true" />} title={t('builder.states.errorTitle')} text={t(errorMessageKey(error))}>
      <Button onClick={onRetry}>
        <RotateCcw aria-hidden="true" />
        {t('builder.states.retry')}
      </Button>
    </StateCard>
  );
}
