// Every admin.* procedure, read from the app router itself so a new one is covered the day it is added, is refused to a
// practitioner (ADMIN_ONLY) and to a guest (UNAUTHENTICATED) before its input is even read (docs/support-admin-api.md).
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '@praxiform/db/testing';
import { appRouter } from '../../root';
import { createTestCaller, createTestDeps, rejectionCode } from '../../testing';

type TCaller = Awaited<ReturnType<typeof createTestCaller>>;

/**
 * admin.users (7), admin.support (6), admin.announcements (5), admin.mails (2); change it with the router, after
 * checking the new one.
 */
const ADMIN_PROCEDURE_COUNT = 20;

const adminPaths = Object.keys(appRouter._def.procedures)
  .filter((path) => path.startsWith('admin.'))
  .sort();

/** Calls a procedure by its dotted path on a caller (queries and mutations alike), with an empty input. */
function callByPath(caller: TCaller, path: string): Promise<unknown> {
  const procedure = path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], caller);
  return (procedure as (input: unknown) => Promise<unknown>)({});
}

let practitioner: TCaller;
let guest: TCaller;
let administrator: TCaller;
beforeAll(async () => {
  const deps = await createTestDeps();
  practitioner = await createTestCaller(deps, (await createUser(deps.prisma, { role: 'member' })).id);
  guest = await createTestCaller(deps);
  administrator = await createTestCaller(deps, (await createUser(deps.prisma, { role: 'administrator', isAdministrator: true })).id);
});

describe('admin.* access', () => {
  it('reads the admin procedures from the router', () => {
    expect(adminPaths.length, adminPaths.join(', ')).toBe(ADMIN_PROCEDURE_COUNT);
    expect(adminPaths).toEqual(expect.arrayContaining(['admin.users.list', 'admin.users.block', 'admin.users.delete']));
  });

  it.each(adminPaths)('%s is refused to a practitioner (ADMIN_ONLY) and a guest (UNAUTHENTICATED)', async (path) => {
    expect(await rejectionCode(callByPath(practitioner, path))).toBe('ADMIN_ONLY');
    expect(await rejectionCode(callByPath(guest, path))).toBe('UNAUTHENTICATED');
    // The same empty call from an administrator gets past the guard (to a validation error or an answer).
    expect(await rejectionCode(callByPath(administrator, path))).not.toMatch(/^(ADMIN_ONLY|UNAUTHENTICATED)$/);
  });
});
