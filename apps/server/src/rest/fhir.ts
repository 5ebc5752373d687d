// FHIR R4 (docs/fhir.md): GET /api/fhir/Questionnaire/:id, POST /api/fhir/Questionnaire,
// GET /api/fhir/QuestionnaireResponse/:id, GET /api/fhir/Patient/:id/$everything. Same session and guards as the tRPC
// profileProcedure (the import: entitledProcedure, through templates.importFhir): a guest gets 401, an incomplete
// profile 403; someone else's record is the same 404 as an unknown one. A patient's resources sent are logged as
// `fhir_exported` (docs/access-log.md#kinds); a Questionnaire is a template, not patient data, and is not.
import { Router, type Request, type Response } from 'express';
import {
  AppError,
  exportPatientEverything,
  exportSubmissionResponse,
  exportTemplateQuestionnaire,
  recordAccess,
  recordSubmissionAccess,
  type ApiDeps,
} from '@praxiform/api';
import { callerFor, idParam, practitionerContext, route } from './caller';

export const FHIR_JSON = 'application/fhir+json; charset=utf-8';

function sendResource(res: Response, resource: unknown): void {
  res.status(200).type(FHIR_JSON).set('X-Content-Type-Options', 'nosniff').send(JSON.stringify(resource));
}

/** `?drop_unsupported=true` confirms dropping what a template cannot hold; anything but true/false is refused. */
function dropUnsupportedParam(req: Request): boolean {
  const raw = req.query.drop_unsupported;
  if (raw === undefined || raw === 'false') return false;
  if (raw === 'true') return true;
  throw new AppError('VALIDATION_FAILED', { issues: [{ path: ['drop_unsupported'], message: 'VALUE_INVALID' }] });
}

/** The import's refusal names items as FHIR does, in the REST API's snake_case. */
function snakeCaseRefusal(error: unknown): unknown {
  if (!(error instanceof AppError) || error.appCode !== 'FHIR_UNSUPPORTED') return error;
  const unsupported = (error.details?.unsupported ?? []) as { linkId: string | null; kind: string }[];
  return new AppError('FHIR_UNSUPPORTED', { details: { unsupported: unsupported.map(({ linkId, kind }) => ({ link_id: linkId, kind })) } });
}

export function createFhirRestRouter(deps: ApiDeps): Router {
  const rest = Router();
  rest.get(
    '/fhir/Questionnaire/:id',
    route(async (req, res) => {
      const { user } = await practitionerContext(deps, req);
      sendResource(res, await exportTemplateQuestionnaire(deps, user.id, idParam(req)));
    }),
  );
  rest.post(
    '/fhir/Questionnaire',
    route(async (req, res) => {
      const dropUnsupported = dropUnsupportedParam(req);
      const caller = await callerFor(deps, req);
      const outcome = await caller.templates.importFhir({ questionnaire: req.body as unknown, dropUnsupported }).catch((error: unknown) => {
        throw snakeCaseRefusal(error);
      });
      res
        .status(201)
        .set('Location', `/api/fhir/Questionnaire/${outcome.template.id}`)
        .json({
          success: true,
          data: { template: outcome.template, dropped: outcome.dropped.map(({ linkId, kind }) => ({ link_id: linkId, kind })) },
        });
    }),
  );
  rest.get(
    '/fhir/QuestionnaireResponse/:id',
    route(async (req, res) => {
      const { ctx, user } = await practitionerContext(deps, req);
      const id = idParam(req);
      const resource = await exportSubmissionResponse(deps, user.id, id);
      await recordSubmissionAccess(ctx, user, { ownerId: user.id, kind: 'fhir_exported', submissionId: id });
      sendResource(res, resource);
    }),
  );
  rest.get(
    '/fhir/Patient/:id/$everything',
    route(async (req, res) => {
      const { ctx, user } = await practitionerContext(deps, req);
      const id = idParam(req);
      const bundle = await exportPatientEverything(deps, user.id, id);
      await recordAccess(ctx, user, { ownerId: user.id, kind: 'fhir_exported', patientId: id, submissionId: null });
      sendResource(res, bundle);
    }),
  );
  return rest;
}
