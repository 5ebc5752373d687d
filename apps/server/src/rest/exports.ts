// PDF exports (docs/forms-api.md, "PDF export"): GET /api/submissions/:id/pdf and GET /api/patients/:id/pdf.
// Same session and guards as the tRPC profileProcedure: a guest gets 401, an incomplete profile 403.
import { Router, type Request, type Response } from 'express';
import { AppError, renderPatientPdf, renderSubmissionPdf, type ApiDeps, type TPdfExport } from '@praxiform/api';
import { requestContext, route } from './caller';

const MAX_ID = 2_147_483_647;

/** Ids are digits only and fit a PostgreSQL integer; anything else is the same 404 as an unknown id. */
function idParam(req: Request): number {
  const raw = String(req.params.id ?? '');
  const id = /^\d{1,10}$/.test(raw) ? Number(raw) : 0;
  if (id < 1 || id > MAX_ID) throw new AppError('NOT_FOUND');
  return id;
}

async function practitionerId(deps: ApiDeps, req: Request): Promise<number> {
  const ctx = await requestContext(deps, req);
  if (!ctx.user) throw new AppError('UNAUTHENTICATED');
  if (!ctx.user.profileCompleted) throw new AppError('PROFILE_INCOMPLETE');
  return ctx.user.id;
}

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
      const userId = await practitionerId(deps, req);
      sendPdf(res, await renderSubmissionPdf(deps, { id: userId }, { id: idParam(req) }));
    }),
  );
  rest.get(
    '/patients/:id/pdf',
    route(async (req, res) => {
      const userId = await practitionerId(deps, req);
      sendPdf(res, await renderPatientPdf(deps, { id: userId }, { id: idParam(req) }));
    }),
  );
  return rest;
}
