// admin.users.* through the real tRPC caller and database (docs/admin-users-api.md): the list (search, role filter,
// sort, pages, and its plan on 100,000 users), a user's page with the audit entries about them, the statistics against
// counts the test makes itself, role changes, blocking (sessions revoked at once), unblocking and deletion.
import { beforeAll, describe, expect, it } from 'vitest';
import { onStatement, type Prisma } from '@praxiform/db';
import { DEFAULT_TEST_PASSWORD, createPatient, createSubmission, createTemplate, createUser } from '@praxiform/db/testing';
import { ZAdminUserListInput, type TAdminUserListInput } from '@praxiform/domain';
import { createContext } from '../../../context';
import { createCallerFactory } from '../../../trpc';
import { appRouter } from '../../../root';
import { adminUserListSql } from '../../../services/admin/list-users';
import { createTestCaller, createTestDeps, readTestObject, rejectionCode } from '../../../testing';
import { writeStoredImage } from '../../../services/files/stored-files';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(32, 7)]);

type TDeps = Awaited<ReturnType<typeof createTestDeps>>;
let deps: TDeps;
let admin: Awaited<ReturnType<typeof createTestCaller>>;
let adminId: number;
const ADMIN_IP = '203.0.113.7';

beforeAll(async () => {
  deps = await createTestDeps();
  const user = await createUser(deps.prisma, { firstName: 'Ada', lastName: 'Admin', role: 'administrator', isAdministrator: true });
  adminId = user.id;
  admin = await createTestCaller(deps, user.id, { ip: ADMIN_IP });
});

/** A caller whose context is built from this session token now, as the server does on each request. */
async function callerFromToken(token: string) {
  const ctx = await createContext(deps, { authorization: `Bearer ${token}`, ip: '127.0.0.1', userAgent: 'vitest', acceptLanguage: undefined });
  return createCallerFactory(appRouter)(ctx);
}

describe('admin.users.list', () => {
  it('searches by name and email, filters by role (administrator is the flag) and sorts', async () => {
    const tag = 'zorglub';
    const alice = await createUser(deps.prisma, { firstName: 'Alice', lastName: `Zorglub`, role: 'member' });
    const bruno = await createUser(deps.prisma, { firstName: 'Bruno', lastName: 'Martin', email: `bruno.${tag}@example.org`, role: 'client' });
    const chloe = await createUser(deps.prisma, { firstName: 'Chloé', lastName: 'Zorglub', role: 'trial', isAdministrator: true });
    const byName = await admin.admin.users.list({ search: tag, sort: 'name', direction: 'asc' });
    expect(byName.total).toBe(3);
    expect(byName.items.map((u) => u.id)).toEqual([bruno.id, alice.id, chloe.id]);
    // Two words must both match: a first name and a last name.
    expect((await admin.admin.users.list({ search: 'alice zorglub' })).items.map((u) => u.id)).toEqual([alice.id]);
    expect((await admin.admin.users.list({ search: `${tag}@example` })).items.map((u) => u.id)).toEqual([bruno.id]);
    expect((await admin.admin.users.list({ search: tag, role: 'member' })).items.map((u) => u.id)).toEqual([alice.id]);
    expect((await admin.admin.users.list({ search: tag, role: 'administrator' })).items.map((u) => u.id)).toEqual([chloe.id]);
    const byEmailDesc = await admin.admin.users.list({ search: tag, sort: 'email', direction: 'desc' });
    expect(byEmailDesc.items.map((u) => u.email)).toEqual([alice.email, bruno.email, chloe.email].sort().reverse());
    const page2 = await admin.admin.users.list({ search: tag, sort: 'name', direction: 'asc', page: 2, pageSize: 2 });
    expect(page2).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(page2.items.map((u) => u.id)).toEqual([chloe.id]);
    // Nothing secret leaves the server.
    expect(Object.keys(byName.items[0] ?? {})).not.toContain('passwordHash');
  });

  it('treats LIKE wildcards in the search as plain characters', async () => {
    await createUser(deps.prisma, { firstName: 'Percy', lastName: 'Centième' });
    expect((await admin.admin.users.list({ search: '%' })).total).toBe(0);
    expect((await admin.admin.users.list({ search: '_' })).total).toBe(0);
  });

  it('refuses an unknown sort or role, and a page size above 100', async () => {
    expect(await rejectionCode(admin.admin.users.list({ sort: 'password' as never }))).toBe('VALIDATION_FAILED');
    expect(await rejectionCode(admin.admin.users.list({ role: 'root' as never }))).toBe('VALIDATION_FAILED');
    expect(await rejectionCode(admin.admin.users.list({ pageSize: 101 }))).toBe('VALIDATION_FAILED');
  });
});

describe('admin.users.stats', () => {
  it('matches the counts the test computes with its own SQL', async () => {
    const owner = await createUser(deps.prisma, { role: 'member' });
    await createUser(deps.prisma, { role: 'client' });
    await createUser(deps.prisma, { role: 'trial', createdAt: new Date(Date.now() - 10 * 24 * 3600 * 1000) });
    const patient = await createPatient(deps.prisma, { ownerId: owner.id });
    await createPatient(deps.prisma, { ownerId: owner.id });
    const template = await createTemplate(deps.prisma, { creatorId: owner.id });
    await createTemplate(deps.prisma, { creatorId: owner.id, isPublic: true });
    await createSubmission(deps.prisma, { practitionerId: owner.id, patientId: patient.id, templateId: template.id });
    await createSubmission(deps.prisma, { practitionerId: owner.id, patientId: patient.id, status: 'draft', sentAt: null });
    const stats = await admin.admin.users.stats();
    const [expected] = await deps.prisma.$queryRaw<Record<string, number>[]>`SELECT
      (SELECT count(*) FROM users)::int AS "totalUsers",
      (SELECT count(*) FROM users WHERE is_administrator)::int AS admins,
      (SELECT count(*) FROM users WHERE role = 'client')::int AS clients,
      (SELECT count(*) FROM users WHERE role = 'member')::int AS members,
      (SELECT count(*) FROM patients)::int AS patients,
      (SELECT count(*) FROM templates)::int AS templates,
      (SELECT count(*) FROM submissions
        WHERE patient_id IS NOT NULL AND (sent_at IS NOT NULL OR opened_at IS NOT NULL OR completed_at IS NOT NULL))::int AS "formsSent",
      (SELECT count(*) FROM users WHERE created_at > (now() AT TIME ZONE 'UTC') - interval '7 days')::int AS "newUsersLast7Days"`;
    expect(stats).toEqual(expected);
    expect(stats.patients).toBeGreaterThanOrEqual(2);
    expect(stats.formsSent).toBeGreaterThanOrEqual(1);
    expect(stats.newUsersLast7Days).toBeLessThan(stats.totalUsers);
  });
});

describe('admin.users.setRole', () => {
  it('refuses the own role on the server and leaves it unchanged', async () => {
    expect(await rejectionCode(admin.admin.users.setRole({ id: adminId, role: 'member' }))).toBe('CANNOT_CHANGE_OWN_ROLE');
    const me = await deps.prisma.user.findUniqueOrThrow({ where: { id: adminId } });
    expect(me).toMatchObject({ role: 'administrator', isAdministrator: true });
  });

  it("changes another user's role, administrator included, audited with who, whom, when and the IP", async () => {
    const user = await createUser(deps.prisma, { role: 'trial' });
    expect(await admin.admin.users.setRole({ id: user.id, role: 'administrator' })).toEqual({
      id: user.id,
      role: 'administrator',
      isAdministrator: true,
    });
    expect(await admin.admin.users.setRole({ id: user.id, role: 'client' })).toEqual({ id: user.id, role: 'client', isAdministrator: false });
    const detail = await admin.admin.users.get({ id: user.id });
    expect(detail.user).toMatchObject({ id: user.id, role: 'client', isAdministrator: false, blocked: false });
    expect(detail.lastActions.slice(0, 2)).toEqual([
      expect.objectContaining({ action: 'admin.user.role_changed', ip: ADMIN_IP, actor: { id: adminId, firstName: 'Ada', lastName: 'Admin' } }),
      expect.objectContaining({ action: 'admin.user.role_changed', ip: ADMIN_IP }),
    ]);
    const rows = await deps.prisma.auditLog.findMany({ where: { targetId: String(user.id), action: 'admin.user.role_changed' } });
    expect(rows.map((r) => r.metadata)).toContainEqual({ from: 'administrator', to: 'client', wasAdministrator: true, isAdministrator: false });
    expect(rows.every((r) => r.actorId === adminId && r.targetType === 'user' && r.createdAt instanceof Date)).toBe(true);
  });

  it('shows the subscription as the user lives it: plan, end, and a trial past its end as ended before the sweep', async () => {
    const member = await createUser(deps.prisma, { role: 'member' });
    await deps.prisma.subscription.update({
      where: { userId: member.id },
      data: { plan: 'quarterly', currentPeriodEnd: new Date('2027-01-31T10:00:00Z') },
    });
    expect((await admin.admin.users.get({ id: member.id })).user).toMatchObject({
      subscriptionStatus: 'active',
      subscriptionPlan: 'quarterly',
      subscriptionEndsAt: new Date('2027-01-31T10:00:00Z'),
    });
    const lapsed = await createUser(deps.prisma, { role: 'trial' });
    await deps.prisma.subscription.update({ where: { userId: lapsed.id }, data: { status: 'trial', trialEndsAt: new Date(Date.now() - 60_000) } });
    expect((await admin.admin.users.get({ id: lapsed.id })).user).toMatchObject({ subscriptionStatus: 'expired', subscriptionPlan: null });
  });

  it('answers NOT_FOUND for an unknown user and VALIDATION_FAILED for an unknown role', async () => {
    expect(await rejectionCode(admin.admin.users.setRole({ id: 2_000_000_000, role: 'member' }))).toBe('NOT_FOUND');
    expect(await rejectionCode(admin.admin.users.get({ id: 2_000_000_000 }))).toBe('NOT_FOUND');
    expect(await rejectionCode(admin.admin.users.setRole({ id: adminId + 1, role: 'owner' as never }))).toBe('VALIDATION_FAILED');
  });
});

describe('admin.users.block and unblock', () => {
  it('revokes every session of the user at once: their next request is UNAUTHENTICATED, and they cannot log in', async () => {
    const user = await createUser(deps.prisma, { email: 'blocked.user@example.org' });
    const phone = await createTestCaller(deps, user.id);
    const laptop = await createTestCaller(deps, user.id);
    expect(await rejectionCode((await callerFromToken(phone.token!)).auth.me())).toBe('resolved');
    await admin.admin.users.block({ id: user.id });
    expect(await deps.prisma.session.count({ where: { userId: user.id } })).toBe(0);
    for (const token of [phone.token!, laptop.token!]) expect(await rejectionCode((await callerFromToken(token)).auth.me())).toBe('UNAUTHENTICATED');
    const guest = await createTestCaller(deps);
    expect(await rejectionCode(guest.auth.login({ email: user.email, password: DEFAULT_TEST_PASSWORD }))).not.toBe('resolved');
    expect((await admin.admin.users.get({ id: user.id })).user).toMatchObject({ blocked: true, blockedAt: expect.any(Date) });

    await admin.admin.users.unblock({ id: user.id });
    expect((await admin.admin.users.get({ id: user.id })).user).toMatchObject({ blocked: false, blockedAt: null });
    const again = await createTestCaller(deps, user.id);
    expect(await rejectionCode(again.auth.me())).toBe('resolved');
    // The refused login is audited too; the admin's two actions are the newest of theirs.
    const actions = (await admin.admin.users.get({ id: user.id })).lastActions.filter((a) => a.actor?.id === adminId);
    expect(actions.slice(0, 2).map((a) => [a.action, a.ip])).toEqual([
      ['admin.user.unblocked', ADMIN_IP],
      ['admin.user.blocked', ADMIN_IP],
    ]);
  });

  it('refuses to block oneself, and answers NOT_FOUND for an unknown user', async () => {
    expect(await rejectionCode(admin.admin.users.block({ id: adminId }))).toBe('CANNOT_BLOCK_SELF');
    expect(await rejectionCode(admin.auth.me())).toBe('resolved');
    expect(await rejectionCode(admin.admin.users.block({ id: 2_000_000_000 }))).toBe('NOT_FOUND');
    expect(await rejectionCode(admin.admin.users.unblock({ id: 2_000_000_000 }))).toBe('NOT_FOUND');
  });
});

describe('admin.users.delete', () => {
  it('deletes with the account-deletion cascade: private data goes, public templates stay credited', async () => {
    const user = await createUser(deps.prisma, { firstName: 'Denise', lastName: 'Départ', email: 'denise.depart@example.org' });
    const patient = await createPatient(deps.prisma, { ownerId: user.id });
    const privateTemplate = await createTemplate(deps.prisma, { creatorId: user.id });
    const publicTemplate = await createTemplate(deps.prisma, { creatorId: user.id, isPublic: true });
    const session = await createTestCaller(deps, user.id);
    const picture = await writeStoredImage(deps, { ownerId: user.id, body: { bytes: PNG }, uploadScope: 'b'.repeat(64) });
    const { storageKey } = await deps.prisma.storedFile.findUniqueOrThrow({ where: { id: picture.fileId } });
    await admin.admin.users.delete({ id: user.id });
    expect(await deps.prisma.user.findUnique({ where: { id: user.id } })).toBeNull();
    // The patient's picture: row and bytes.
    expect(await deps.prisma.storedFile.count({ where: { id: picture.fileId } })).toBe(0);
    expect(await readTestObject(deps.files, storageKey)).toBeNull();
    expect(await deps.prisma.patient.findUnique({ where: { id: patient.id } })).toBeNull();
    expect(await deps.prisma.template.findUnique({ where: { id: privateTemplate.id } })).toBeNull();
    expect(await deps.prisma.template.findUnique({ where: { id: publicTemplate.id } })).toMatchObject({
      creatorId: null,
      creatorName: 'Denise Départ',
    });
    expect(await rejectionCode((await callerFromToken(session.token!)).auth.me())).toBe('UNAUTHENTICATED');
    const [entry] = await deps.prisma.auditLog.findMany({ where: { action: 'admin.user.deleted', targetId: String(user.id) } });
    expect(entry).toMatchObject({ actorId: adminId, ip: ADMIN_IP, targetType: 'user' });
    // The entry keeps the id and a hash, never the address.
    expect(JSON.stringify(entry?.metadata)).not.toContain('denise');
  });

  it('refuses to delete oneself, and answers NOT_FOUND for an unknown user', async () => {
    expect(await rejectionCode(admin.admin.users.delete({ id: adminId }))).toBe('CANNOT_DELETE_SELF');
    expect(await deps.prisma.user.findUnique({ where: { id: adminId } })).not.toBeNull();
    expect(await rejectionCode(admin.admin.users.delete({ id: 2_000_000_000 }))).toBe('NOT_FOUND');
  });
});

describe('admin.users.list on 100,000 users', () => {
  /** The names of the indexes the plan of a statement reads. */
  async function indexesOf(statement: Prisma.Sql): Promise<{ indexes: string[]; plan: string }> {
    const rows = await deps.prisma.$queryRaw<{ 'QUERY PLAN': unknown }[]>`EXPLAIN (FORMAT JSON) ${statement}`;
    const plan = JSON.stringify(rows[0]?.['QUERY PLAN']);
    return { indexes: [...plan.matchAll(/"Index Name":"([^"]+)"/g)].map((m) => m[1] ?? ''), plan };
  }

  it('reads each sorted page from an index, in two statements whatever the page', { timeout: 120_000 }, async () => {
    await deps.prisma.$executeRaw`INSERT INTO users (first_name, last_name, email, role, created_at, updated_at, last_login_at)
      SELECT 'Prénom' || i, 'Nom' || (i % 9973), 'bulk' || i || '@example.org',
             (ARRAY['trial', 'member', 'client']::user_role[])[1 + i % 3],
             now() - i * interval '1 minute', now(), CASE WHEN i % 4 = 0 THEN NULL ELSE now() - i * interval '1 second' END
      FROM generate_series(1, 100000) AS i`;
    await deps.prisma.$executeRaw`ANALYZE users`;
    expect(await deps.prisma.user.count()).toBeGreaterThan(100_000);

    const input = (over: Partial<TAdminUserListInput>) => ZAdminUserListInput.parse(over);
    // Filtering a third of the users by role, the planner may read the role index or walk the date index and filter.
    const cases: [Partial<TAdminUserListInput>, string[]][] = [
      [{}, ['users_created_at_idx']],
      [{ sort: 'createdAt', direction: 'asc', page: 50 }, ['users_created_at_idx']],
      [{ sort: 'name', direction: 'asc' }, ['users_last_name_first_name_idx']],
      [{ sort: 'name', direction: 'desc', page: 20 }, ['users_last_name_first_name_idx']],
      [{ sort: 'email', direction: 'asc' }, ['users_email_key']],
      [{ role: 'member' }, ['users_role_created_at_idx', 'users_created_at_idx']],
      // A search reads its matches from the trigram index, whatever the sort, rather than walking the sort's index.
      [{ search: 'nom42' }, ['users_search_trgm_idx']],
      [{ search: 'bulk4242 nom', sort: 'name', direction: 'asc' }, ['users_search_trgm_idx']],
    ];
    for (const [over, accepted] of cases) {
      const { indexes, plan } = await indexesOf(adminUserListSql(input(over)).rows);
      expect(
        indexes.some((index) => accepted.includes(index)),
        `${JSON.stringify(over)}: ${plan}`,
      ).toBe(true);
      expect(plan, JSON.stringify(over)).not.toMatch(/"Node Type":"Seq Scan"/);
      // The page comes from the index order: no sort of the whole table (a search sorts its matches only).
      if (!over.search) expect(plan, JSON.stringify(over)).not.toMatch(/"Node Type":"Sort"/);
    }

    const statements: string[] = [];
    const stop = onStatement(deps.prisma, (text) => statements.push(text));
    try {
      for (const page of [1, 2000]) {
        statements.length = 0;
        const result = await admin.admin.users.list({ page, pageSize: 50, sort: 'name', direction: 'asc' });
        expect(result.items).toHaveLength(50);
        expect(statements.filter((s) => /\bFROM users u\b/.test(s))).toHaveLength(2);
      }
    } finally {
      stop();
    }
  });
});
