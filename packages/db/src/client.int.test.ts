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
