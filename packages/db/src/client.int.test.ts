// The pool under the Prisma client: hand-written SQL on it (sqlOf), statements counted (onStatement), and the
// patients counter the database keeps for the patients list.
import { beforeAll, describe, expect, it } from 'vitest';
import { onStatement, sqlOf } from './client.ts';
import { Prisma, type PrismaClient } from './generated/prisma/client.ts';
import { createPatient, createUser, getTestPrisma } from './testing/index.ts';

let prisma: PrismaClient;
beforeAll(async () => {
  prisma = await getTestPrisma();
});

const countOf = async (userId: number) =>
  (await prisma.user.findUniqueOrThrow({ where: { id: userId }, select: { patientsCount: true } })).patientsCount;

describe('users.patients_count', () => {
  it('follows single and bulk inserts, deletes and a change of owner, and ignores edits', async () => {
    const owner = await createUser(prisma);
    const other = await createUser(prisma);
    expect(await countOf(owner.id)).toBe(0);
    const first = await createPatient(prisma, { ownerId: owner.id });
    await prisma.patient.createMany({
      data: Array.from({ length: 5 }, (_, i) => ({ ownerId: owner.id, firstName: 'Léa', lastName: `Bulk${i}`, email: `bulk${i}@example.org` })),
    });
    await createPatient(prisma, { ownerId: other.id });
    expect([await countOf(owner.id), await countOf(other.id)]).toEqual([6, 1]);
    await prisma.patient.update({ where: { id: first.id }, data: { notes: 'edited' } });
    expect(await countOf(owner.id)).toBe(6);
    await prisma.patient.update({ where: { id: first.id }, data: { ownerId: other.id } });
    expect([await countOf(owner.id), await countOf(other.id)]).toEqual([5, 2]);
    await prisma.patient.deleteMany({ where: { ownerId: owner.id, lastName: { startsWith: 'Bulk' } } });
    expect([await countOf(owner.id), await countOf(other.id)]).toEqual([0, 2]);
    expect(await prisma.patient.count({ where: { ownerId: other.id } })).toBe(2);
  });

  it('lets an owner with patients be deleted (the cascade updates no missing row)', async () => {
    const leaving = await createUser(prisma);
    await createPatient(prisma, { ownerId: leaving.id });
    await prisma.user.delete({ where: { id: leaving.id } });
    expect(await prisma.patient.count({ where: { ownerId: leaving.id } })).toBe(0);
  });
});

describe('sqlOf', () => {
  it('runs parameterised SQL and reads timestamps as UTC, like Prisma', async () => {
    const user = await createUser(prisma);
    const [row] = await sqlOf(prisma).query<{ createdAt: Date; email: string }>(
      Prisma.sql`SELECT created_at AS "createdAt", email::text AS email FROM users WHERE id = ${user.id}`,
    );
    expect(row?.email).toBe(user.email);
    expect(row?.createdAt.getTime()).toBe(user.createdAt.getTime());
    // A value that would be SQL if it were spliced in stays a value.
    expect(await sqlOf(prisma).query(Prisma.sql`SELECT id FROM users WHERE email = ${"x' OR '1'='1"}`)).toEqual([]);
  });

  it('commits a transaction, and rolls it back when the work throws', async () => {
    const user = await createUser(prisma);
    const rename = (name: string) => Prisma.sql`UPDATE users SET first_name = ${name} WHERE id = ${user.id}`;
    await sqlOf(prisma).transaction((query) => query(rename('Committed')));
    await expect(
      sqlOf(prisma).transaction(async (query) => {
        await query(rename('Lost'));
        throw new Error('stop');
      }),
    ).rejects.toThrow('stop');
    expect((await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).firstName).toBe('Committed');
  });

  it('counts every statement on the pool, Prisma queries and hand-written ones', async () => {
    const seen: string[] = [];
    const stop = onStatement(prisma, (text) => seen.push(text));
    await prisma.user.count();
    await sqlOf(prisma).query(Prisma.sql`SELECT 1`);
    stop();
    await sqlOf(prisma).query(Prisma.sql`SELECT 2`);
    expect(seen).toHaveLength(2);
    expect(seen[1]).toBe('SELECT 1');
  });
});

// The setup file fails any test during which node-postgres warns that a connection was sent a second query while
// running one (pg@9 refuses it): these pass only because one connection runs its statements in sequence.
describe('one statement at a time per connection', () => {
  // Prisma's query interpreter loads sibling relations concurrently, here inside the write's implicit transaction.
  it('loads a written row with several relations (a write with include is an implicit transaction)', async () => {
    const owner = await createUser(prisma);
    const template = await prisma.template.create({
      data: { name: 'Bilan', type: 'bilan', ownerId: owner.id, creatorId: owner.id, creatorName: 'A B' },
      include: { creator: { select: { id: true } }, favorites: true, copies: true },
    });
    expect([template.creator?.id, template.favorites, template.copies]).toEqual([owner.id, [], []]);
  });

  it('keeps the order statements were sent in, and settles every one after a failed statement', async () => {
    const order = await sqlOf(prisma).transaction((query) =>
      Promise.all([1, 2, 3].map((n) => query<{ n: number }>(Prisma.sql`SELECT ${n}::int AS n`))),
    );
    expect(order.map((rows) => rows[0]?.n)).toEqual([1, 2, 3]);

    let settled: PromiseSettledResult<unknown>[] = [];
    await sqlOf(prisma)
      .transaction(async (query) => {
        settled = await Promise.allSettled([query(Prisma.sql`SELECT 1`), query(Prisma.sql`SELECT 1 / 0`), query(Prisma.sql`SELECT 3`)]);
      })
      .catch(() => undefined);
    // PostgreSQL refuses the statements after a failed one in its transaction; none is left waiting.
    expect(settled.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'rejected']);
    expect(await sqlOf(prisma).query(Prisma.sql`SELECT 1 AS n`)).toEqual([{ n: 1 }]);
  });
});
