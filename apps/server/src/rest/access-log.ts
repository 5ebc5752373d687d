// GET /api/access-log.csv?patientId=&from=&to= (docs/access-log.md#screens-and-api): the access log's filter as a CSV,
// for the practitioner whose patients it is about. Same session and guards as the tRPC profileProcedure (a guest gets
// 401, an incomplete profile 403); a bad parameter is the 422 VALIDATION_FAILED of every REST route; another
// practitioner's patient id matches none of the caller's entries: an empty file. Reading the log writes no entry.
import { Router, type Request } from 'express';
import type { z } from 'zod';
import { accessCsv, AppError, type ApiDeps } from '@praxiform/api';
import { ZAccessLogInput } from '@praxiform/domain';
import { practitionerContext, route } from './caller';

const ZAccessCsvQuery = ZAccessLogInput.pick({ patientId: true, from: true, to: true });
export type TAccessCsvQuery = z.infer<typeof ZAccessCsvQuery>;

/** A query value: absent or empty is no filter; a repeated or nested one is refused by the schema as it stands. */
function queryValue(req: Request, name: string): unknown {
  const value: unknown = req.query[name];
  if (value === undefined || value === '') return undefined;
  if (name === 'patientId' && typeof value === 'string' && /^\d{1,10}$/.test(value)) return Number(value);
  return value;
}

/** The filter from the query string, or the REST 422 VALIDATION_FAILED naming the refused parameters. */
export function accessCsvQuery(req: Request): TAccessCsvQuery {
  const parsed = ZAccessCsvQuery.safeParse({ patientId: queryValue(req, 'patientId'), from: queryValue(req, 'from'), to: queryValue(req, 'to') });
  if (!parsed.success) {
    throw new AppError('VALIDATION_FAILED', { issues: parsed.error.issues.map(({ path, message }) => ({ path, message })) });
  }
  return parsed.data;
}

/** `access-log-2026-11-28.csv`: the day of the export (UTC). */
export const accessCsvFilename = (now = new Date()) => `access-log-${now.toISOString().slice(0, 10)}.csv`;

export function createAccessLogRestRouter(deps: ApiDeps): Router {
  const rest = Router();
  rest.get(
    '/access-log.csv',
    route(async (req, res) => {
      const { user } = await practitionerContext(deps, req);
      const filter = accessCsvQuery(req);
      const pieces = accessCsv(deps, user, filter);
      // The first piece (the header and the first rows) is read before the headers go: a failing database is still a
      // proper error answer.
      let next = await pieces.next();
      res.status(200).set({
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${accessCsvFilename()}"`,
        // Health data: never kept by the browser or a proxy.
        'Cache-Control': 'no-store',
        'X-Content-Type-Options': 'nosniff',
      });
      while (!next.done) {
        if (!res.write(next.value)) {
          // A client gone while the socket was full: stop reading the log.
          await new Promise<void>((resolve) => {
            const done = () => {
              res.off('drain', done);
              res.off('close', done);
              resolve();
            };
            res.on('drain', done);
            res.on('close', done);
          });
          if (res.destroyed) return void (await pieces.return(undefined));
        }
        next = await pieces.next();
      }
      res.end();
    }),
  );
  return rest;
}
