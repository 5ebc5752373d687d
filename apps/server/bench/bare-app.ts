// The baseline: a bare Express app on node-postgres running the same SQL statements as the real services for the
// three benchmarked endpoints (same session check, same queries, same transaction), without tRPC, Prisma, zod
// output validation or the app's middleware. Like the app, statements are prepared once per connection. Mirrors, as of
// writing:
//   patients list   packages/api/src/services/patients/patient-rows.ts (+ session: auth/session.ts)
//   public GET      packages/api/src/services/public-forms/load-public-form.ts
//   public POST     packages/api/src/services/public-forms/submit-public-form.ts, check-answers.ts, completion.ts
import { createHash } from 'node:crypto';
import express, { type Express, type Request } from 'express';
import pg from 'pg';
import { computeScore, publicFields, validateAnswers, ZAnswers, type TField } from '@praxiform/domain';

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

const SESSION_SQL = `SELECT s.expires_at, u.id AS user_id, u.first_name, u.last_name, u.email::text AS email, u.role::text AS role,
       u.is_administrator, u.profile_completed, u.interface_language::text AS interface_language, u.blocked
  FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.id = $1`;

const PATIENT_ROWS_SQL = `
    SELECT p.id, p.first_name, p.last_name, p.email::text AS email, p.phone, p.address, p.notes,
           p.preferred_language::text AS preferred_language, p.created_at, p.updated_at,
           fc.forms_count, la.status AS last_status, la.at AS last_at
    FROM (
      SELECT p.id FROM patients p WHERE p.owner_id = $1
      ORDER BY p.last_name, p.first_name, p.id
      LIMIT $2 OFFSET $3
    ) page
    JOIN patients p ON p.id = page.id
    CROSS JOIN LATERAL (SELECT count(*)::int AS forms_count FROM submissions s WHERE s.patient_id = p.id) fc
    LEFT JOIN LATERAL (
      SELECT x.status,
             COALESCE(CASE x.status
                        WHEN 'completed' THEN x.completed_at
                        WHEN 'expired' THEN LEAST(x.expires_at, x.now_utc)
                        WHEN 'pending' THEN x.opened_at
                        WHEN 'sent' THEN x.sent_at
                      END, x.created_at) AS at
      FROM (
        SELECT CASE WHEN s.status IN ('draft', 'sent', 'pending', 'anonymous') AND s.expires_at < (now() AT TIME ZONE 'UTC')
                    THEN 'expired' ELSE s.status::text END AS status,
               s.completed_at, s.expires_at, s.opened_at, s.sent_at, s.created_at, (now() AT TIME ZONE 'UTC') AS now_utc
        FROM submissions s WHERE s.patient_id = p.id
        ORDER BY s.created_at DESC, s.id DESC LIMIT 1
      ) x
    ) la ON TRUE
    ORDER BY p.last_name, p.first_name, p.id`;

const PATIENT_COUNT_SQL = 'SELECT patients_count AS total FROM users WHERE id = $1';

const PUBLIC_FORM_SQL = `SELECT s.id, s.status, s.expires_at, s.form_name, s.fields_snapshot, s.instructions, s.language,
       u.first_name, u.last_name, u.profession, u.custom_profession
  FROM submissions s JOIN users u ON u.id = s.practitioner_id WHERE s.link_token_hash = $1`;

const SUBMIT_LOCK_SQL = `SELECT s.id, s.status, s.expires_at, s.form_name, s.fields_snapshot, s.scoring_enabled, s.patient_id,
       pa.first_name AS patient_first_name, pa.last_name AS patient_last_name, u.id AS practitioner_id, u.first_name, u.last_name,
       u.email::text AS email, u.profession, u.custom_profession, u.interface_language, u.email_notifications
  FROM submissions s JOIN users u ON u.id = s.practitioner_id LEFT JOIN patients pa ON pa.id = s.patient_id
  WHERE s.link_token_hash = $1 FOR UPDATE OF s`;

/** Like the app (packages/db sqlOf): each statement prepared once per connection, under a name from its text. */
const prepared = (text: string, values: unknown[]) => ({ name: `bare_${createHash('sha1').update(text).digest('base64url')}`, text, values });

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
      const session = token ? (await db.query(prepared(SESSION_SQL, [sha256(token)]))).rows[0] : undefined;
      if (!session || session.blocked || session.expires_at.getTime() <= Date.now()) return fail(res, 401, 'UNAUTHENTICATED');
      if (!session.profile_completed) return fail(res, 403, 'PROFILE_INCOMPLETE');
      const page = Math.max(1, Number(req.query.page) || 1);
      const pageSize = Math.min(100, Math.max(1, Number(req.query.pageSize) || 20));
      const [rows, count] = await Promise.all([
        db.query(prepared(PATIENT_ROWS_SQL, [session.user_id, pageSize, (page - 1) * pageSize])),
        db.query(prepared(PATIENT_COUNT_SQL, [session.user_id])),
      ]);
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
      const row = (await db.query(prepared(PUBLIC_FORM_SQL, [sha256(token)]))).rows[0];
      if (!row) return fail(res, 404, 'LINK_INVALID');
      if (row.status === 'completed') return fail(res, 410, 'LINK_ALREADY_USED');
      if (row.status === 'expired' || (row.expires_at && row.expires_at.getTime() < Date.now())) return fail(res, 410, 'LINK_EXPIRED');
      if (row.status === 'draft' || row.status === 'sent') {
        await db.query(`UPDATE submissions SET status = 'pending', opened_at = now(), updated_at = now() WHERE id = $1 AND status IN ('draft', 'sent')`, [row.id]);
      }
      const stripPoints = (fields: TField[]): TField[] =>
        fields.map((field) =>
          field.options ? { ...field, options: field.options.map(({ points: _points, ...option }) => ({ ...option, children: stripPoints(option.children) })) } : field,
        );
      res.json({
        form: {
          formName: row.form_name,
          practitionerName: `${row.first_name} ${row.last_name}`,
          practitionerProfession: row.profession,
          practitionerCustomProfession: row.profession === 'other' ? row.custom_profession : null,
          instructions: row.instructions,
          language: row.language,
          fields: stripPoints(publicFields(row.fields_snapshot as TField[])),
          expiresAt: row.expires_at?.toISOString() ?? null,
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
        const row = (await client.query(prepared(SUBMIT_LOCK_SQL, [sha256(token)]))).rows[0];
        if (!row) {
          await client.query('ROLLBACK');
          return fail(res, 404, 'LINK_INVALID');
        }
        const closed = row.status === 'completed' ? 'FORM_ALREADY_SUBMITTED' : row.status === 'expired' || row.expires_at < new Date() ? 'LINK_EXPIRED' : null;
        if (closed) {
          await client.query('ROLLBACK');
          return fail(res, closed === 'LINK_EXPIRED' ? 410 : 409, closed);
        }
        const fields = row.fields_snapshot as TField[];
        const { issues, clean } = validateAnswers(fields, answers.data, { audience: 'patient' });
        if (Object.keys(issues).length > 0) {
          await client.query('ROLLBACK');
          return fail(res, 422, 'ANSWERS_INVALID');
        }
        const score = row.scoring_enabled ? computeScore(fields, clean).score : null;
        await client.query(
          prepared(
            `UPDATE submissions SET status = 'completed', completed_at = (now() AT TIME ZONE 'UTC'), consent_at = (now() AT TIME ZONE 'UTC'),
                    answers = $2::jsonb, score = $3, updated_at = (now() AT TIME ZONE 'UTC') WHERE id = $1`,
            [row.id, JSON.stringify(clean), score],
          ),
        );
        const patientName = row.patient_id ? `${row.patient_first_name} ${row.patient_last_name}` : null;
        await client.query(
          prepared(
            `INSERT INTO notifications (user_id, kind, submission_id, patient_name, form_name, created_at)
             VALUES ($1, 'form_completed', $2, $3, $4, (now() AT TIME ZONE 'UTC'))`,
            [row.practitioner_id, row.id, patientName, row.form_name],
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
