// The procedure kinds: each guard refuses the wrong caller with its stable code, and auth.me never leaks secrets.
import { TEST_SECRET_KEY, rejectionCode } from './testing';
import { describe, expect, it } from 'vitest';
import { getTestPrisma, createUser } from '@praxiform/db/testing';
import { adminProcedure, authedProcedure, createCallerFactory, profileProcedure, publicProcedure, router } from './trpc';
import { createContext, type ApiDeps } from './context';
import { appRouter } from './root';
import { createSession } from './auth/session';
import { createMailOutbox } from './mail/outbox';
import { createLogger } from './logger';
import { createLocalFileStore } from './services/storage/local-store';

const probe = router({
  open: publicProcedure.query(() => 'open'),
  authed: authedProcedure.query(({ ctx }) => ctx.user.id),
  profile: profileProcedure.query(() => 'profile'),
  admin: adminProcedure.query(() => 'admin'),
});

async function deps(): Promise<ApiDeps> {
  const prisma = await getTestPrisma();
  const logger = createLogger({ level: 'silent' });
  const mailer = { describe: 'test', send: async () => undefined };
  return {
    prisma,
    logger,
    mailer,
    outbox: createMailOutbox({ prisma, mailer, logger, inline: true }),
    appUrl: 'http://localhost:3000',
    secretKey: TEST_SECRET_KEY,
    auth: { google: null, recaptcha: null },
    billing: null,
    files: createLocalFileStore('/nonexistent'),
  };
}

async function callerFor(token: string | null) {
  const ctx = await createContext(await deps(), {
    authorization: token ? `Bearer ${token}` : undefined,
    ip: '127.0.0.1',
    userAgent: 'vitest',
    acceptLanguage: 'nl-BE,nl;q=0.9',
  });
  return { probe: createCallerFactory(probe)(ctx), app: createCallerFactory(appRouter)(ctx), ctx };
}

describe('procedure kinds', () => {
  it('refuses a guest everywhere but public procedures', async () => {
    const { probe: guest, ctx } = await callerFor(null);
    expect(ctx.locale).toBe('nl');
    expect(await guest.open()).toBe('open');
    expect(await rejectionCode(guest.authed())).toBe('UNAUTHENTICATED');
    expect(await rejectionCode(guest.profile())).toBe('UNAUTHENTICATED');
    expect(await rejectionCode(guest.admin())).toBe('UNAUTHENTICATED');
  });

  it('keeps a user with an incomplete profile out of the main app and admin', async () => {
    const prisma = await getTestPrisma();
    const user = await createUser(prisma, { profileCompleted: false });
    const { token } = await createSession(prisma, user.id);
    const { probe: caller } = await callerFor(token);
    expect(await caller.authed()).toBe(user.id);
    expect(await rejectionCode(caller.profile())).toBe('PROFILE_INCOMPLETE');
    expect(await rejectionCode(caller.admin())).toBe('PROFILE_INCOMPLETE');
  });

  it('keeps an administrator with an incomplete profile out of admin until the profile is complete', async () => {
    const prisma = await getTestPrisma();
    const admin = await createUser(prisma, { profileCompleted: false, isAdministrator: true, role: 'administrator' });
    const { token } = await createSession(prisma, admin.id);
    expect(await rejectionCode((await callerFor(token)).probe.admin())).toBe('PROFILE_INCOMPLETE');
    await prisma.user.update({ where: { id: admin.id }, data: { profileCompleted: true } });
    expect(await (await callerFor(token)).probe.admin()).toBe('admin');
  });

  it('lets a complete profile in, and an administrator into admin', async () => {
    const prisma = await getTestPrisma();
    const member = await createUser(prisma, { profileCompleted: true });
    const admin = await createUser(prisma, { profileCompleted: true, isAdministrator: true, role: 'administrator' });
    const { probe: asMember } = await callerFor((await createSession(prisma, member.id)).token);
    const { probe: asAdmin } = await callerFor((await createSession(prisma, admin.id)).token);
    expect(await asMember.profile()).toBe('profile');
    expect(await rejectionCode(asMember.admin())).toBe('ADMIN_ONLY');
    expect(await asAdmin.admin()).toBe('admin');
  });

  it('answers auth.me with the user and no secret field', async () => {
    const prisma = await getTestPrisma();
    const user = await createUser(prisma, { firstName: 'Inès', lastName: 'Dubois', interfaceLanguage: 'en' });
    const { app, ctx } = await callerFor((await createSession(prisma, user.id)).token);
    expect(ctx.locale).toBe('en');
    const me = await app.auth.me();
    expect(me.user).toEqual({
      id: user.id,
      firstName: 'Inès',
      lastName: 'Dubois',
      email: user.email,
      role: user.role,
      isAdministrator: false,
      profileCompleted: user.profileCompleted,
      interfaceLanguage: 'en',
      subscription: expect.objectContaining({ status: 'trial', entitled: true }),
      trialWelcomePending: true,
    });
    expect(JSON.stringify(me)).not.toMatch(/hash|secret|password|blocked/i);
  });

  it('reports the database as up through the health query', async () => {
    const { app } = await callerFor(null);
    expect(await app.health()).toEqual({ ok: true, database: 'up' });
  });
});
