// FHIR Questionnaires in and out of the caller's templates (docs/fhir.md): the export of a template the caller may read,
// and the import of an untrusted Questionnaire as a new private template of theirs.
import type { Questionnaire } from '@medplum/fhirtypes';
import { FILE_URL_PREFIX, fileIdOfUrl, ZTemplateInput, type TTemplateData } from '@praxiform/domain';
import type { ApiDeps, TActor } from '../../context';
import { AppError } from '../../errors';
import { usableFileIds } from '../files/usable-files';
import { findReadableTemplate } from '../templates/access';
import { createPrivateTemplate } from '../templates/save-template';
import { bandsOf, fieldsOf, instrumentOf, type TTemplateRow } from '../templates/template-view';
import type { TFhirContext, TFhirTemplate, TFhirUnsupported } from './fhir-profile';
import { toQuestionnaire } from './questionnaire-export';
import { importQuestionnaire } from './questionnaire-import';

type TDeps = Pick<ApiDeps, 'prisma' | 'appUrl'>;

export function fhirContextOf(deps: Pick<ApiDeps, 'appUrl'>): TFhirContext {
  return { baseUrl: deps.appUrl };
}

type TTemplateColumns = Pick<
  TTemplateRow,
  | 'id'
  | 'name'
  | 'description'
  | 'type'
  | 'category'
  | 'language'
  | 'scoringEnabled'
  | 'fields'
  | 'scoreBands'
  | 'patientInstructions'
  | 'crisisMessage'
  | 'validatedInstrument'
  | 'isPublic'
  | 'updatedAt'
>;

/** What the export reads of a stored template row. */
export function fhirTemplateOf(row: TTemplateColumns): TFhirTemplate {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    type: row.type,
    category: row.category,
    language: row.language,
    scoringEnabled: row.scoringEnabled,
    fields: fieldsOf(row),
    scoreBands: bandsOf(row),
    patientInstructions: row.patientInstructions,
    crisisMessage: row.crisisMessage,
    validatedInstrument: instrumentOf(row.validatedInstrument),
    isPublic: row.isPublic,
    updatedAt: row.updatedAt,
  };
}

/** GET /api/fhir/Questionnaire/{id}: my private template or a public one; anyone else's is NOT_FOUND. */
export async function exportTemplateQuestionnaire(deps: TDeps, viewerId: number, templateId: number): Promise<Questionnaire> {
  const row = await findReadableTemplate(deps.prisma, viewerId, templateId);
  return toQuestionnaire(fhirTemplateOf(row), fhirContextOf(deps));
}

export type TFhirImportOutcome = { template: { id: number; name: string }; dropped: TFhirUnsupported[] };

/** A picture's address as a Questionnaire carries it (absolute, ours) to the stored file id it names, or null. */
function fileIdOfAddress(deps: Pick<ApiDeps, 'appUrl'>, url: string): string | null {
  const base = deps.appUrl.replace(/\/+$/, '');
  const path = url.startsWith(`${base}/`) ? url.slice(base.length) : url;
  return path.startsWith('/') ? fileIdOfUrl(path) : null;
}

/**
 * POST /api/fhir/Questionnaire and templates.importFhir: a new private template of the caller from a Questionnaire.
 * Constructs a template cannot hold are refused (FHIR_UNSUPPORTED, listed) unless the caller confirmed dropping them;
 * the template then goes through the same schema and picture rules as a template saved in the builder.
 */
export async function importTemplateQuestionnaire(
  deps: TDeps,
  actor: Pick<TActor, 'id' | 'firstName' | 'lastName'>,
  input: { questionnaire: unknown; dropUnsupported: boolean },
): Promise<TFhirImportOutcome> {
  // First pass: which of our pictures it names; only the caller's usable ones are kept (docs/files.md).
  const named = new Set<string>();
  importQuestionnaire(input.questionnaire, {
    dropUnsupported: true,
    usableImage: (url) => {
      const id = fileIdOfAddress(deps, url);
      if (id) named.add(id);
      return null;
    },
  });
  const usable = await usableFileIds(deps.prisma, actor.id, [...named]);
  const result = importQuestionnaire(input.questionnaire, {
    dropUnsupported: input.dropUnsupported,
    usableImage: (url) => {
      const id = fileIdOfAddress(deps, url);
      return id && usable.has(id) ? `${FILE_URL_PREFIX}${id}` : null;
    },
  });
  if (!result.ok) {
    if ('unsupported' in result) throw new AppError('FHIR_UNSUPPORTED', { details: { unsupported: result.unsupported } });
    throw new AppError('FHIR_INVALID', { details: { reason: result.reason } });
  }
  const parsed = ZTemplateInput.safeParse(result.template);
  if (!parsed.success) {
    throw new AppError('VALIDATION_FAILED', { issues: parsed.error.issues.map(({ path, message }) => ({ path, message })) });
  }
  const data: TTemplateData = parsed.data;
  const template = await createPrivateTemplate(deps, actor, data);
  return { template: { id: template.id, name: template.name }, dropped: result.unsupported };
}
