// The builder page of the six routes: loads the template on edit routes and shows the editor or the matching state.
import { useParams } from 'react-router-dom';
import { isLocale, type TLocale } from '@praxiform/domain';
import { errorCodeOf } from '../../lib/errors';
import { useLocale } from '../../lib/locale';
import type { TTemplateDetail } from '../../lib/api-types';
import { parseTemplateId, type TBuilderMode } from './builder-mode';
import { BuilderEditor } from './builder-editor';
import { BuilderSkeleton } from './builder-skeleton';
import { BuilderLoadError, BuilderNotFound, BuilderNotOwner } from './builder-states';
import type { TBuilderInitial } from './use-builder-editor';
import { useTemplateQuery } from './use-builder-api';

function initialOf(template: TTemplateDetail): TBuilderInitial {
  return {
    meta: {
      name: template.name,
      type: template.type,
      category: template.category ?? '',
      description: template.description ?? '',
      language: isLocale(template.language) ? template.language : 'fr',
      scoringEnabled: template.scoringEnabled,
      scoreBands: template.scoreBands,
      patientInstructions: template.patientInstructions ?? '',
      crisisMessage: template.crisisMessage,
      validatedInstrument: template.validatedInstrument,
    },
    fields: template.fields,
  };
}

function blankInitial(language: TLocale): TBuilderInitial {
  return {
    meta: {
      name: '',
      type: 'anamnese',
      category: '',
      description: '',
      language,
      scoringEnabled: false,
      scoreBands: [],
      patientInstructions: '',
      crisisMessage: true,
      validatedInstrument: null,
    },
    fields: [],
  };
}

function EditBuilder({ mode, id }: { mode: TBuilderMode; id: number }) {
  const query = useTemplateQuery(mode, id);
  if (query.error) {
    const code = errorCodeOf(query.error);
    if (code === 'NOT_FOUND') return <BuilderNotFound mode={mode} />;
    if (code === 'TEMPLATE_NOT_OWNER') return <BuilderNotOwner id={id} reason="NOT_OWNER" mode={mode} />;
    return <BuilderLoadError error={query.error} onRetry={() => void query.refetch()} />;
  }
  if (query.isPending || !query.data) return <BuilderSkeleton />;
  const { template, canEdit } = query.data;
  if (!canEdit || (mode !== 'public' && template.isPublic)) {
    const publicOnPrivateRoute = mode !== 'public' && template.isPublic;
    return (
      <BuilderNotOwner id={id} reason={publicOnPrivateRoute ? 'PUBLIC' : 'NOT_OWNER'} mode={mode} creatorCanEdit={publicOnPrivateRoute && canEdit} />
    );
  }
  // Keyed by id: a new template id (after "create") starts a fresh editor from the saved document.
  return <BuilderEditor key={id} mode={mode} id={id} initial={initialOf(template)} />;
}

export function BuilderPage({ mode }: { mode: TBuilderMode }) {
  const params = useParams();
  const locale = useLocale();
  const id = parseTemplateId(params.id);
  if (id === 'invalid') return <BuilderNotFound mode={mode} />;
  if (id === null) return <BuilderEditor mode={mode} id={null} initial={blankInitial(locale)} />;
  return <EditBuilder mode={mode} id={id} />;
}
