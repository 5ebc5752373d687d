// The demo data tells one story in time, relative to the day the seed runs: an account before what it creates, a
// patient before their forms, a form sent before it is opened and completed, completed before it expires, nothing
// in the future but expiries (docs/product.md#states). Checked with SQL over every seeded row of a fresh database.
import { beforeAll, describe, expect, it } from 'vitest';
import { Prisma, type PrismaClient } from '../generated/prisma/client.ts';
import { getTestPrisma } from '../testing/index.ts';
import { seedDemoData } from './index.ts';

/** The database's clock, in UTC like the timestamps Prisma writes. */
const NOW = Prisma.sql`(now() at time zone 'utc')`;
/** Dates that are meant to lie ahead. */
const EXPIRIES = new Set(['expires_at', 'trial_ends_at', 'current_period_end', 'locked_until']);
/** The column telling when a row came to be, by table (created_at unless named here). */
const BORN: Record<string, string> = { cabinet_members: 'joined_at', cabinet_templates: 'shared_at', stripe_events: 'processed_at' };

let prisma: PrismaClient;
beforeAll(async () => {
  prisma = await getTestPrisma();
  expect(await prisma.user.count()).toBe(0);
  await seedDemoData(prisma);
}, 60_000);

const id = (name: string) => Prisma.raw(`"${name.replace(/"/g, '""')}"`);

async function count(where: Prisma.Sql, table: string): Promise<number> {
  const [row] = await prisma.$queryRaw<{ n: bigint }[]>`SELECT count(*) AS n FROM ${id(table)} t WHERE ${where}`;
  return Number(row?.n ?? 0);
}

async function timestampColumns(): Promise<{ table: string; column: string }[]> {
  const rows = await prisma.$queryRaw<{ table_name: string; column_name: string }[]>`
    SELECT table_name, column_name FROM information_schema.columns
    WHERE table_schema = 'public' AND data_type LIKE 'timestamp%' ORDER BY table_name, column_name`;
  return rows.map((row) => ({ table: row.table_name, column: row.column_name }));
}

describe('the demo data’s dates', () => {
  it('seeds rows in the tables the checks read', async () => {
    for (const table of ['users', 'patients', 'submissions', 'templates', 'cabinet_members', 'support_messages', 'notifications'])
      expect(await count(Prisma.sql`true`, table), table).toBeGreaterThan(0);
  });

  it('puts nothing in the future but expiries', async () => {
    const columns = (await timestampColumns()).filter(({ column }) => !EXPIRIES.has(column));
    expect(columns.length).toBeGreaterThan(20);
    const future: string[] = [];
    for (const { table, column } of columns) {
      const n = await count(Prisma.sql`t.${id(column)} > ${NOW}`, table);
      if (n > 0) future.push(`${table}.${column}: ${n} rows`);
    }
    expect(future).toEqual([]);
  });

  it('creates every row after the rows it points at (accounts, patients, templates, forms, cabinet, tickets)', async () => {
    const links = await prisma.$queryRaw<{ child: string; fk: string; parent: string; pk: string }[]>`
      SELECT kcu.table_name AS child, kcu.column_name AS fk, ccu.table_name AS parent, ccu.column_name AS pk
      FROM information_schema.table_constraints tc
      JOIN information_schema.key_column_usage kcu ON kcu.constraint_name = tc.constraint_name AND kcu.table_schema = tc.table_schema
      JOIN information_schema.constraint_column_usage ccu ON ccu.constraint_name = tc.constraint_name AND ccu.table_schema = tc.table_schema
      WHERE tc.constraint_type = 'FOREIGN KEY' AND tc.table_schema = 'public'`;
    const columns = new Set((await timestampColumns()).map(({ table, column }) => `${table}.${column}`));
    const born = (table: string) => {
      const column = BORN[table] ?? 'created_at';
      return columns.has(`${table}.${column}`) ? column : undefined;
    };
    const checked: string[] = [];
    const earlier: string[] = [];
    for (const { child, fk, parent, pk } of links) {
      const [childBorn, parentBorn] = [born(child), born(parent)];
      if (!childBorn || !parentBorn) continue;
      checked.push(`${child}.${fk}`);
      const n = await count(
        Prisma.sql`EXISTS (SELECT 1 FROM ${id(parent)} p WHERE p.${id(pk)} = t.${id(fk)} AND t.${id(childBorn)} < p.${id(parentBorn)})`,
        child,
      );
      if (n > 0) earlier.push(`${child}.${childBorn} before ${parent}.${parentBorn} (${child}.${fk}): ${n} rows`);
    }
    expect(checked).toEqual(
      expect.arrayContaining([
        'patients.owner_id',
        'submissions.patient_id',
        'submissions.template_id',
        'submissions.practitioner_id',
        'templates.creator_id',
        'cabinet_members.user_id',
        'cabinet_templates.template_id',
        'support_messages.ticket_id',
        'notifications.submission_id',
      ]),
    );
    expect(earlier).toEqual([]);
  });

  it('orders each form’s life: created, sent, opened, completed with consent, before its expiry', async () => {
    const rules: [string, Prisma.Sql][] = [
      ['created after sent', Prisma.sql`t.created_at > t.sent_at`],
      ['opened before sent', Prisma.sql`t.opened_at < t.sent_at`],
      ['completed before opened', Prisma.sql`t.completed_at < t.opened_at`],
      ['completed before sent', Prisma.sql`t.completed_at < t.sent_at`],
      ['completed before created (waiting room)', Prisma.sql`t.completed_at < t.created_at`],
      ['completed after expiry', Prisma.sql`t.completed_at >= t.expires_at`],
      ['consent outside the filling', Prisma.sql`t.consent_at < t.created_at OR t.consent_at > t.completed_at`],
      ['expiry before sending', Prisma.sql`t.expires_at <= t.sent_at`],
      ['completed without a date', Prisma.sql`t.status = 'completed' AND (t.completed_at IS NULL OR t.consent_at IS NULL)`],
      ['open link already expired', Prisma.sql`t.status IN ('sent', 'pending', 'draft', 'anonymous') AND t.expires_at <= ${NOW}`],
      ['expired link still open', Prisma.sql`t.status = 'expired' AND t.expires_at > ${NOW}`],
    ];
    const broken: string[] = [];
    for (const [rule, where] of rules) {
      const n = await count(where, 'submissions');
      if (n > 0) broken.push(`${rule}: ${n} rows`);
    }
    expect(broken).toEqual([]);
    // The waiting room's filled form, and the forms completed by patients, are there to be checked.
    expect(await count(Prisma.sql`t.patient_id IS NULL AND t.completed_at IS NOT NULL`, 'submissions')).toBeGreaterThan(0);
    expect(await count(Prisma.sql`t.patient_id IS NOT NULL AND t.completed_at IS NOT NULL`, 'submissions')).toBeGreaterThan(1);
  });

  it('orders the rest: a verified email, a login, a published announcement, a notification after its form was completed', async () => {
    expect(await count(Prisma.sql`t.email_verified_at < t.created_at OR t.last_login_at < t.created_at`, 'users')).toBe(0);
    expect(await count(Prisma.sql`t.starts_at < t.created_at`, 'announcements')).toBe(0);
    expect(
      await count(Prisma.sql`EXISTS (SELECT 1 FROM submissions s WHERE s.id = t.submission_id AND t.created_at < s.completed_at)`, 'notifications'),
    ).toBe(0);
  });

  it('dates the demo from the day it runs: forms sent within the last day, no patient “since today”', async () => {
    expect(await count(Prisma.sql`t.sent_at > ${NOW} - interval '1 day'`, 'submissions')).toBeGreaterThan(0);
    expect(await count(Prisma.sql`t.created_at < ${NOW} - interval '1 day'`, 'patients')).toBe(await prisma.patient.count());
  });
});
