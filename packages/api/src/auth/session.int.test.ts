// Sessions against the real database: only the hash is stored, expiry, renewal, last seen, blocked users, and the user
// view with its subscription read in the same statement.
import { describe, expect, it } from 'vitest';
import { getTestPrisma, createUser } from '@praxiform/db/testing';
import { hashToken } from '@praxiform/db';
import { createCountingDeps } from '../testing';
import { createSession, invalidateUserSessions, SESSION_LAST_SEEN_INTERVAL_MS, SESSION_TTL_MS, validateSessionToken } from './session';

describe('sessions', () => {
  it('gives the client a 160-bit random token and stores only its SHA-256 hash', async () => {
    const prisma = await getTestPrisma();
    const user = await createUser(prisma);
    const { token } = await createSession(prisma, user.id);
    expect(token).toMatch(/^[a-z2-7]{32}$/);
    const rows = await prisma.session.findMany({ where: { userId: user.id } });
    expect(rows).toHaveLength(1);
    expect(rows[0]?.id).toBe(hashToken(token));
    expect(rows[0]?.id).not.toContain(token);
    const second = await createSession(prisma, user.id);
    expect(second.token).not.toBe(token);
  });

  it('validates a token to its user, and refuses unknown, malformed and expired tokens', async () => {
    const prisma = await getTestPrisma();
    const user = await createUser(prisma, { email: 'valid.session@example.org' });
    const { token } = await createSession(prisma, user.id);
    const result = await validateSessionToken(prisma, token);
    expect(result?.user).toMatchObject({ id: user.id, email: 'valid.session@example.org' });
    expect(await validateSessionToken(prisma, 'a'.repeat(32))).toBeNull();
    expect(await validateSessionToken(prisma, "' OR 1=1 --")).toBeNull();

    await prisma.session.update({ where: { id: hashToken(token) }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect(await validateSessionToken(prisma, token)).toBeNull();
    expect(await prisma.session.count({ where: { id: hashToken(token) } })).toBe(0);
  });

  it('extends a session used in the second half of its life', async () => {
    const prisma = await getTestPrisma();
    const user = await createUser(prisma);
    const { token } = await createSession(prisma, user.id);
    const soon = new Date(Date.now() + 60_000);
    await prisma.session.update({ where: { id: hashToken(token) }, data: { expiresAt: soon } });
    const result = await validateSessionToken(prisma, token);
    expect(result!.expiresAt.getTime()).toBeGreaterThan(Date.now() + SESSION_TTL_MS - 60_000);
    const row = await prisma.session.findUniqueOrThrow({ where: { id: hashToken(token) } });
    expect(row.expiresAt.getTime()).toBe(result!.expiresAt.getTime());
  });

  it('stamps last_seen_at at most every 5 minutes, in the renewal UPDATE when both are due (docs/access-log.md#sessions)', async () => {
    const { prisma, counter } = await createCountingDeps();
    try {
      const user = await createUser(prisma);
      const { token } = await createSession(prisma, user.id);
      const id = hashToken(token);
      const row = () => prisma.session.findUniqueOrThrow({ where: { id } });
      const validate = async () => {
        counter.statements = 0;
        expect(await validateSessionToken(prisma, token)).not.toBeNull();
        return counter.statements;
      };
      const created = await row();
      expect(created.lastSeenAt.getTime()).toBe(created.createdAt.getTime());
      // Fresh: the one SELECT, no write.
      expect(await validate()).toBe(1);
      expect((await row()).lastSeenAt).toEqual(created.lastSeenAt);

      const recent = new Date(Date.now() - SESSION_LAST_SEEN_INTERVAL_MS + 30_000);
      await prisma.session.update({ where: { id }, data: { lastSeenAt: recent } });
      expect(await validate()).toBe(1);
      expect((await row()).lastSeenAt).toEqual(recent);

      // Stale: one UPDATE of last_seen_at, the expiry untouched.
      await prisma.session.update({ where: { id }, data: { lastSeenAt: new Date(Date.now() - SESSION_LAST_SEEN_INTERVAL_MS - 1000) } });
      const before = Date.now();
      expect(await validate()).toBe(2);
      const stamped = await row();
      expect(stamped.lastSeenAt.getTime()).toBeGreaterThanOrEqual(before - 5);
      expect(stamped.expiresAt).toEqual(created.expiresAt);
      // Just stamped: the next requests write nothing.
      expect(await validate()).toBe(1);

      // Stale and in the second half of its life: both in one UPDATE.
      const soon = new Date(Date.now() + 60_000);
      await prisma.session.update({ where: { id }, data: { expiresAt: soon, lastSeenAt: new Date(Date.now() - 3600_000) } });
      const again = Date.now();
      expect(await validate()).toBe(2);
      const both = await row();
      expect(both.lastSeenAt.getTime()).toBeGreaterThanOrEqual(again - 5);
      expect(both.expiresAt.getTime()).toBeGreaterThan(Date.now() + SESSION_TTL_MS - 60_000);
    } finally {
      await prisma.$disconnect();
    }
  });

  it('refuses the sessions of a blocked user, and revokes all sessions of a user', async () => {
    const prisma = await getTestPrisma();
    const user = await createUser(prisma);
    const a = await createSession(prisma, user.id);
    const b = await createSession(prisma, user.id);
    await prisma.user.update({ where: { id: user.id }, data: { blocked: true } });
    expect(await validateSessionToken(prisma, a.token)).toBeNull();
    await invalidateUserSessions(prisma, user.id);
    expect(await prisma.session.count({ where: { userId: user.id } })).toBe(0);
    await prisma.user.update({ where: { id: user.id }, data: { blocked: false } });
    expect(await validateSessionToken(prisma, b.token)).toBeNull();
  });

  it("answers the user's subscription as of now, with or without a row, in the same statement", async () => {
    const prisma = await getTestPrisma();
    const day = 24 * 3600_000;
    const viewOf = async (userId: number) => (await validateSessionToken(prisma, (await createSession(prisma, userId)).token))!.user;

    const trial = await createUser(prisma, { subscription: { status: 'trial', trialEndsAt: new Date(Date.now() + 2.5 * day) } });
    expect(await viewOf(trial.id)).toMatchObject({
      subscription: {
        status: 'trial',
        plan: null,
        trialDaysLeft: 3,
        currentPeriodEnd: null,
        cancelAtPeriodEnd: false,
        paymentFailed: false,
        entitled: true,
      },
      trialWelcomePending: true,
    });
    await prisma.user.update({ where: { id: trial.id }, data: { trialWelcomeSeenAt: new Date() } });
    expect((await viewOf(trial.id)).trialWelcomePending).toBe(false);

    // A trial past its end is expired before the job writes it.
    const overdue = await createUser(prisma, { subscription: { status: 'trial', trialEndsAt: new Date(Date.now() - 1000) } });
    expect(await viewOf(overdue.id)).toMatchObject({
      subscription: { status: 'expired', trialDaysLeft: null, entitled: false },
      trialWelcomePending: false,
    });

    const end = new Date(Date.now() + 10 * day);
    const canceled = await createUser(prisma, {
      role: 'member',
      subscription: { status: 'canceled', plan: 'yearly', currentPeriodEnd: end, cancelAtPeriodEnd: true, paymentFailedAt: new Date() },
    });
    expect((await viewOf(canceled.id)).subscription).toEqual({
      status: 'canceled',
      plan: 'yearly',
      trialEndsAt: null,
      trialDaysLeft: null,
      currentPeriodEnd: end.toISOString(),
      cancelAtPeriodEnd: true,
      paymentFailed: true,
      entitled: true,
      trialAlreadyUsed: false,
      paymentPending: false,
    });

    // A first payment Stripe has still to confirm (docs/billing-api.md#states): pending, not yet entitled.
    const pending = await createUser(prisma, { role: 'client', subscription: { status: 'expired', stripeStatus: 'incomplete' } });
    expect((await viewOf(pending.id)).subscription).toMatchObject({ status: 'expired', entitled: false, paymentPending: true });

    // An account that started without a trial (its address had one: docs/billing-api.md#one-trial-per-address) is
    // welcomed once, to say why, and is not entitled.
    const again = await createUser(prisma, { role: 'client', subscription: { status: 'none', trialAlreadyUsed: true } });
    expect(await viewOf(again.id)).toMatchObject({
      role: 'client',
      subscription: { status: 'none', trialEndsAt: null, trialDaysLeft: null, entitled: false, trialAlreadyUsed: true },
      trialWelcomePending: true,
    });
    await prisma.user.update({ where: { id: again.id }, data: { trialWelcomeSeenAt: new Date() } });
    expect((await viewOf(again.id)).trialWelcomePending).toBe(false);

    const none = await createUser(prisma, { subscription: null });
    expect(await viewOf(none.id)).toMatchObject({
      subscription: { status: 'none', plan: null, entitled: false, trialAlreadyUsed: false },
      trialWelcomePending: false,
    });
    const administrator = await createUser(prisma, { role: 'administrator', isAdministrator: true, subscription: null });
    expect((await viewOf(administrator.id)).subscription).toMatchObject({ status: 'none', entitled: true });
  });
});
