// The baseline: a bare Express app on node-postgres running the same SQL statements as the real services for the
// three benchmarked endpoints (same session check, same queries, same transaction), without tRPC, Prisma, zod
// output validation or the app's middleware. The statements are the services' own builders (exported by
// @praxiform/api), so their text cannot drift; like the app, each is prepared once per connection. The handlers
// around them mirror, as of writing:
//   patients list   packages/api/src/services/patients/list-patients.ts (+ session: auth/session.ts, and the access log's
//                   entry: routers/patients/list.ts, services/access-log/record-access.ts)
//   public GET      packages/api/src/services/public-forms/load-public-form.ts
//   public POST     packages/api/src/services/public-forms/submit-public-form.ts, check-answers.ts, completion.ts
import { createHash } from 'node:crypto';
import express, { type Express, type Request } from 'express';
import pg from 'pg';
import {
  accessEntrySql,
  completeSubmissionSql,
  completionNotificationSql,
  lockTokenSubmissionSql,
  markOpenedSql,
  patientListSql,
  publicFormSql,
  sessionUserSql,
} from '@praxiform/api';
import { completionScores, mapFields, publicFields, validateAnswers, ZAnswers, type TField, type TScoreBand } from '@praxiform/domain';

const TOKEN = /^[A-Za-z0-9_-]{48,128}$/;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** A pool whose statements are counted, like the app's (packages/db onStatement). */
export type TCountingPool = { pool: pg.Pool; statements: () => number; reset: () => void };

export function countingPool(url: string, max: number): TCountingPool {
  const pool = new pg.Pool({ connectionString: url, max });
  let count = 0;
  const wrap = <T extends { query: (...args: never[]) => unknown }>(target: T) => {
    const original = target.query.bind(target) as (...args: unknown[]) => unknown;
    (target as { query: unknown }).query = (...args: unknown[]) => {
      count += 1;
      return original(...args);
    };
  };
  // pool.query checks a client out and calls client.query: counting the clients counts each statement once.
  pool.on('connect', (client) => wrap(client));
  return { pool, statements: () => count, reset: () => void (count = 0) };
}

/** Like the app (packages/db sqlOf): each statement prepared once per connection, under a name from its text. */
const prepared = ({ text, values }: { text: string; values: unknown[] }) => ({
  name: `bare_${createHash('sha1').update(text).digest('base64url')}`,
  text,
  values,
});

type THandler = (req: Request, res: express.Response) => Promise<void>;

function fail(res: express.Response, status: number, code: string): void {
  res.status(status).json({ success: false, code, message: code });
}

export function createBareApp(db: pg.Pool): Express {
  const app = express();
  const handle = (handler: THandler) => (req: Request, res: express.Response) => {
    handler(req, res).catch(() => fail(res, 500, 'INTERNAL'));
  };

  app.get(
    '/bare/patients',
    handle(async (req, res) => {
      const token = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
      const session = token ? (await db.query(prepared(sessionUserSql(sha256(token))))).rows[0] : undefined;
      if (!session || session.blocked || session.expiresAt.getTime() <= Date.now()) return fail(res, 401, 'UNAUTHENTICATED');
      if (!session.profileCompleted) return fail(res, 403, 'PROFILE_INCOMPLETE');
      const page = Math.max(1, Number(req.query.page) || 1);
      const pageSize = Math.min(100, Math.max(1, Number(req.query.pageSize) || 20));
      const statements = patientListSql(session.id, undefined, { limit: pageSize, offset: (page - 1) * pageSize });
      const [rows, count] = await Promise.all([db.query(prepared(statements.rows)), db.query(prepared(statements.count))]);
      const request = { ip: req.ip ?? null, userAgent: req.headers['user-agent'] ?? null };
      const actor = { id: session.id, role: session.role, isAdministrator: session.isAdministrator };
      await db.query(
        prepared(accessEntrySql(request, actor, { ownerId: session.id, kind: 'patient_list_viewed', patientId: null, submissionId: null })),
      );
      const items = rows.rows.map((row) => ({
        id: row.id,
        firstName: row.first_name,
        lastName: row.last_name,
        email: row.email,
        phone: row.phone,
        preferredLanguage: row.preferred_language,
        createdAt: row.created_at.toISOString(),
        formsCount: row.forms_count,
        lastActivity: row.last_status && row.last_at ? { status: row.last_status, at: row.last_at.toISOString() } : null,
      }));
      res.json({ items, total: count.rows[0].total, page, pageSize });
    }),
  );

  app.get(
    '/bare/public-forms/:token',
    handle(async (req, res) => {
      res.set({ 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' });
      const token = String(req.params.token);
      if (!TOKEN.test(token)) return fail(res, 404, 'LINK_INVALID');
      const row = (await db.query(prepared(publicFormSql(sha256(token))))).rows[0];
      if (!row) return fail(res, 404, 'LINK_INVALID');
      if (row.status === 'completed') return fail(res, 410, 'LINK_ALREADY_USED');
      if (row.status === 'expired' || (row.expiresAt && row.expiresAt.getTime() < Date.now())) return fail(res, 410, 'LINK_EXPIRED');
      if (row.status === 'draft' || row.status === 'sent') await db.query(prepared(markOpenedSql(row.id)));
      res.json({
        form: {
          formName: row.formName,
          practitionerName: `${row.practitionerFirstName} ${row.practitionerLastName}`,
          practitionerProfession: row.practitionerProfession,
          practitionerCustomProfession: row.practitionerProfession === 'other' ? row.practitionerCustomProfession : null,
          instructions: row.instructions,
          language: row.language,
          fields: mapFields(publicFields(row.fieldsSnapshot as TField[]), { option: ({ points: _points, alert: _alert, ...option }) => option }),
          expiresAt: row.expiresAt?.toISOString() ?? null,
          respondent: null,
        },
      });
    }),
  );

  app.post(
    '/bare/public-forms/:token',
    express.json({ limit: 1024 * 1024 }),
    handle(async (req, res) => {
      res.set({ 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' });
      const token = String(req.params.token);
      if (!TOKEN.test(token)) return fail(res, 404, 'LINK_INVALID');
      const body = (req.body ?? {}) as { consent?: unknown; answers?: unknown };
      if (body.consent !== true) return fail(res, 422, 'CONSENT_REQUIRED');
      const answers = ZAnswers.safeParse(body.answers ?? {});
      if (!answers.success) return fail(res, 422, 'ANSWERS_INVALID');
      const client = await db.connect();
      try {
        await client.query('BEGIN');
        const row = (await client.query(prepared(lockTokenSubmissionSql(sha256(token))))).rows[0];
        if (!row) {
          await client.query('ROLLBACK');
          return fail(res, 404, 'LINK_INVALID');
        }
        const closed =
          row.status === 'completed' ? 'FORM_ALREADY_SUBMITTED' : row.status === 'expired' || row.expiresAt < new Date() ? 'LINK_EXPIRED' : null;
        if (closed) {
          await client.query('ROLLBACK');
          return fail(res, closed === 'LINK_EXPIRED' ? 410 : 409, closed);
        }
        const fields = row.fieldsSnapshot as TField[];
        const { issues, clean } = validateAnswers(fields, answers.data, { audience: 'patient' });
        if (Object.keys(issues).length > 0) {
          await client.query('ROLLBACK');
          return fail(res, 422, 'ANSWERS_INVALID');
        }
        const bands = (row.bandsSnapshot ?? []) as TScoreBand[];
        const scores = completionScores({ fields, scoringEnabled: row.scoringEnabled, bands }, clean);
        await client.query(prepared(completeSubmissionSql(row.id, { answers: clean, ...scores })));
        const patientName = row.patientId ? `${row.patientFirstName} ${row.patientLastName}` : null;
        await client.query(
          prepared(
            completionNotificationSql({
              userId: row.practitionerId,
              submissionId: row.id,
              patientName,
              formName: row.formName,
              alert: scores.alertFieldIds.length > 0,
              bandLabel: scores.band?.label ?? null,
            }),
          ),
        );
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
      res.status(201).json({ success: true });
    }),
  );
  return app;
}
