// PDF exports (docs/forms-api.md, "PDF export"): GET /api/submissions/:id/pdf and GET /api/patients/:id/pdf.
// Same session and guards as the tRPC profileProcedure: a guest gets 401, an incomplete profile 403. Each PDF sent is
// logged as `pdf_exported` (docs/access-log.md#kinds), after it was made and before it goes.
import { Router, type Response } from 'express';
import { recordAccess, recordSubmissionAccess, renderPatientPdf, renderSubmissionPdf, type ApiDeps, type TPdfExport } from '@praxiform/api';
import { idParam, practitionerContext, route } from './caller';

function sendPdf(res: Response, { pdf, filename }: TPdfExport): void {
  res
    .status(200)
    .set({
      'Content-Type': 'application/pdf',
      'Content-Length': String(pdf.length),
      'Content-Disposition': `attachment; filename="${filename}"`,
      // Health data: never kept by the browser or a proxy.
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    })
    .end(pdf);
}

export function createExportsRestRouter(deps: ApiDeps): Router {
  const rest = Router();
  rest.get(
    '/submissions/:id/pdf',
    route(async (req, res) => {
      const { ctx, user } = await practitionerContext(deps, req);
      const id = idParam(req);
      const pdf = await renderSubmissionPdf(deps, user, { id });
      await recordSubmissionAccess(ctx, user, { ownerId: user.id, kind: 'pdf_exported', submissionId: id });
      sendPdf(res, pdf);
    }),
  );
  rest.get(
    '/patients/:id/pdf',
    route(async (req, res) => {
      const { ctx, user } = await practitionerContext(deps, req);
      const id = idParam(req);
      const pdf = await renderPatientPdf(deps, user, { id });
      await recordAccess(ctx, user, { ownerId: user.id, kind: 'pdf_exported', patientId: id, submissionId: null });
      sendPdf(res, pdf);
    }),
  );
  return rest;
}
