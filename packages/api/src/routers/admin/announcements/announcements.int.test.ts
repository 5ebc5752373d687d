// admin.announcements.* and the banner's notifications.announcements / dismissAnnouncement through the real tRPC caller
// and database (docs/announcements-api.md): who may call what, validation, audit, the language fallback, the
// window, and dismissals per user.
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '@praxiform/db/testing';
import { appRouter } from '../../../root';
import { createTestCaller, createTestDeps, rejectionCode, rejectionIssues } from '../../../testing';

type TDeps = Awaited<ReturnType<typeof createTestDeps>>;
type TCaller = Awaited<ReturnType<typeof createTestCaller>>;
let deps: TDeps;
beforeAll(async () => {
  deps = await createTestDeps();
});

const HOUR_MS = 3600 * 1000;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs);

async function signedIn(over: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(deps.prisma, over);
  return { user, caller: await createTestCaller(deps, user.id) };
}

const admin = () => signedIn({ isAdministrator: true, firstName: 'Ada', lastName: 'Admin' });

/** A banner row written directly, live unless told otherwise. */
function announcement(over: Partial<Parameters<TDeps['prisma']['announcement']['create']>[0]['data']> = {}) {
  return deps.prisma.announcement.create({ data: { title: 'Maintenance', body: 'Ce soir à 22 h.', startsAt: at(-HOUR_MS), ...over } });
}

/** The ids of my banners among those given (other tests create banners of their own in the same database). */
async function myBannerIds(caller: TCaller, among: number[]): Promise<number[]> {
  const { items } = await caller.notifications.announcements();
  return items.map((a) => a.id).filter((id) => among.includes(id));
}

describe('admin.announcements: administrators only', () => {
  const procedures = Object.keys(appRouter._def.procedures).filter((path) => path.startsWith('admin.announcements.'));

  it('has the five procedures', () => {
    expect(procedures.sort()).toEqual(['create', 'delete', 'list', 'setActive', 'update'].map((name) => `admin.announcements.${name}`));
  });

  it('refuses each of them to a practitioner (ADMIN_ONLY) and a guest (UNAUTHENTICATED), and changes nothing', async () => {
    const { caller } = await signedIn();
    const guest = await createTestCaller(deps);
    const row = await announcement({ title: 'Intouchable' });
    const calls: Record<string, (c: TCaller) => Promise<unknown>> = {
      'admin.announcements.list': (c) => c.admin.announcements.list(),
      'admin.announcements.create': (c) => c.admin.announcements.create({ title: 'Pirate', body: 'Pirate' }),
      'admin.announcements.update': (c) => c.admin.announcements.update({ id: row.id, title: 'Pirate', body: 'Pirate' }),
      'admin.announcements.setActive': (c) => c.admin.announcements.setActive({ id: row.id, active: false }),
      'admin.announcements.delete': (c) => c.admin.announcements.delete({ id: row.id }),
    };
    expect(Object.keys(calls).sort()).toEqual(procedures.sort());
    for (const [path, call] of Object.entries(calls)) {
      expect(await rejectionCode(call(caller)), path).toBe('ADMIN_ONLY');
      expect(await rejectionCode(call(guest as TCaller)), path).toBe('UNAUTHENTICATED');
    }
    expect(await deps.prisma.announcement.findUniqueOrThrow({ where: { id: row.id } })).toMatchObject({ title: 'Intouchable', active: true });
    expect(await deps.prisma.announcement.count({ where: { title: 'Pirate' } })).toBe(0);
  });
});

describe('admin.announcements: create, update, setActive, delete', () => {
  it('creates, edits, switches off and on and deletes an announcement, each action audited with its IP', async () => {
    const { user, caller } = await admin();
    const startsAt = at(-HOUR_MS).toISOString();
    const endsAt = at(24 * HOUR_MS).toISOString();
    const { announcement: created } = await caller.admin.announcements.create({
      title: '  Nouvelle version  ',
      body: 'Découvrez le tableau de bord.',
      titleEn: 'New release',
      bodyEn: 'Discover the dashboard.',
      titleNl: '',
      level: 'warning',
      audience: 'before',
      startsAt,
      endsAt,
    });
    expect(created).toMatchObject({
      title: 'Nouvelle version',
      titleEn: 'New release',
      titleNl: null,
      bodyNl: null,
      level: 'warning',
      audience: 'before',
      active: true,
      startsAt,
      endsAt,
      createdByName: 'Ada Admin',
      dismissals: 0,
    });
    expect((await caller.admin.announcements.list()).items.find((a) => a.id === created.id)).toEqual(created);

    const { announcement: edited } = await caller.admin.announcements.update({
      id: created.id,
      title: 'Version 2',
      body: 'Corps',
      titleNl: 'Versie 2',
    });
    // Like the level, an audience left out of an edit is replaced by the default: everyone.
    expect(edited).toMatchObject({
      title: 'Version 2',
      titleEn: null,
      titleNl: 'Versie 2',
      level: 'info',
      audience: 'everyone',
      startsAt,
      endsAt: null,
    });
    expect((await caller.admin.announcements.update({ id: created.id, title: 'V3', body: 'C', audience: 'paying' })).announcement.audience).toBe(
      'paying',
    );
    expect((await deps.prisma.announcement.findUniqueOrThrow({ where: { id: created.id } })).audience).toBe('paying');

    expect((await caller.admin.announcements.setActive({ id: created.id, active: false })).announcement.active).toBe(false);
    expect((await caller.admin.announcements.setActive({ id: created.id, active: true })).announcement.active).toBe(true);
    expect(await caller.admin.announcements.delete({ id: created.id })).toEqual({ id: created.id });
    expect(await deps.prisma.announcement.count({ where: { id: created.id } })).toBe(0);

    const audit = await deps.prisma.auditLog.findMany({
      where: { targetType: 'announcement', targetId: String(created.id) },
      orderBy: { id: 'asc' },
    });
    expect(audit.map((a) => a.action)).toEqual([
      'announcement.created',
      'announcement.updated',
      'announcement.updated',
      'announcement.deactivated',
      'announcement.activated',
      'announcement.deleted',
    ]);
    expect(audit.every((a) => a.actorId === user.id && a.ip === '127.0.0.1')).toBe(true);
  });

  it('refuses a missing French text, an end before the start, a bad date and over-long texts', async () => {
    const { caller } = await admin();
    const before = await deps.prisma.announcement.count();
    expect(await rejectionIssues(caller.admin.announcements.create({ title: '  ', body: '' }))).toEqual(['title:REQUIRED', 'body:REQUIRED']);
    // One instant for both ends (two calls of `at` may fall a millisecond apart, and then the end is after the start).
    const inAnHour = at(HOUR_MS).toISOString();
    expect(await rejectionIssues(caller.admin.announcements.create({ title: 'T', body: 'B', startsAt: inAnHour, endsAt: inAnHour }))).toEqual([
      'endsAt:ANNOUNCEMENT_END_BEFORE_START',
    ]);
    expect(await rejectionIssues(caller.admin.announcements.create({ title: 'T', body: 'B', endsAt: at(-HOUR_MS).toISOString() }))).toEqual([
      'endsAt:ANNOUNCEMENT_END_BEFORE_START',
    ]);
    expect(await rejectionIssues(caller.admin.announcements.create({ title: 'T', body: 'B', startsAt: 'demain' }))).toEqual([
      'startsAt:DATE_INVALID',
    ]);
    expect(await rejectionIssues(caller.admin.announcements.create({ title: 'T'.repeat(151), body: 'B'.repeat(2001), titleEn: 'x\u0007' }))).toEqual([
      'title:ANNOUNCEMENT_TITLE_TOO_LONG',
      'body:ANNOUNCEMENT_BODY_TOO_LONG',
      'titleEn:TEXT_UNSAFE_CHARACTERS',
    ]);
    expect(await rejectionCode(caller.admin.announcements.create({ title: 'T', body: 'B', level: 'danger' as 'info' }))).toBe('VALIDATION_FAILED');
    expect(await rejectionCode(caller.admin.announcements.create({ title: 'T', body: 'B', audience: 'patients' as 'everyone' }))).toBe(
      'VALIDATION_FAILED',
    );
    expect(await deps.prisma.announcement.count()).toBe(before);

    // An edit that keeps a later start checks the end against that start, not against now.
    const scheduled = await announcement({ startsAt: at(2 * HOUR_MS) });
    expect(
      await rejectionIssues(caller.admin.announcements.update({ id: scheduled.id, title: 'T', body: 'B', endsAt: at(HOUR_MS).toISOString() })),
    ).toEqual(['endsAt:ANNOUNCEMENT_END_BEFORE_START']);
    expect((await deps.prisma.announcement.findUniqueOrThrow({ where: { id: scheduled.id } })).title).toBe('Maintenance');
  });

  it('answers NOT_FOUND for an unknown id', async () => {
    const { caller } = await admin();
    const id = 2_000_000_000;
    expect(await rejectionCode(caller.admin.announcements.update({ id, title: 'T', body: 'B' }))).toBe('NOT_FOUND');
    expect(await rejectionCode(caller.admin.announcements.setActive({ id, active: false }))).toBe('NOT_FOUND');
    expect(await rejectionCode(caller.admin.announcements.delete({ id }))).toBe('NOT_FOUND');
    expect(await rejectionCode(caller.notifications.dismissAnnouncement({ id }))).toBe('NOT_FOUND');
  });
});

describe('notifications.announcements', () => {
  it('shows each text in my interface language, falling back to French where it is not translated', async () => {
    const row = await announcement({ title: 'Titre', body: 'Corps', titleEn: 'Title', bodyEn: 'Body', titleNl: 'Titel' });
    const fr = await signedIn({ interfaceLanguage: 'fr' });
    const en = await signedIn({ interfaceLanguage: 'en' });
    const nl = await signedIn({ interfaceLanguage: 'nl' });
    const mine = async (c: TCaller, input?: { locale: 'fr' | 'en' | 'nl' }) =>
      (await c.notifications.announcements(input)).items.find((a) => a.id === row.id);
    expect(await mine(fr.caller)).toEqual({ id: row.id, level: 'info', title: 'Titre', body: 'Corps', startsAt: row.startsAt.toISOString() });
    expect(await mine(en.caller)).toMatchObject({ title: 'Title', body: 'Body' });
    expect(await mine(nl.caller)).toMatchObject({ title: 'Titel', body: 'Corps' });
    // The SPA passes the language it shows, which wins over the stored preference.
    expect(await mine(fr.caller, { locale: 'en' })).toMatchObject({ title: 'Title', body: 'Body' });
  });

  it('shows only active announcements inside their window: startsAt <= now < endsAt, or no end', async () => {
    const { caller } = await signedIn();
    const live = await announcement({ endsAt: at(HOUR_MS), level: 'warning' });
    const open = await announcement({ endsAt: null });
    const future = await announcement({ startsAt: at(HOUR_MS) });
    const ended = await announcement({ startsAt: at(-2 * HOUR_MS), endsAt: at(-1000) });
    const inactive = await announcement({ active: false });
    const ids = [live.id, open.id, future.id, ended.id, inactive.id];
    expect(await myBannerIds(caller, ids)).toEqual([live.id, open.id]);
    expect((await caller.notifications.announcements()).items.find((a) => a.id === live.id)?.level).toBe('warning');

    const { caller: adminCaller } = await admin();
    await adminCaller.admin.announcements.setActive({ id: inactive.id, active: true });
    await adminCaller.admin.announcements.setActive({ id: live.id, active: false });
    expect(await myBannerIds(caller, ids)).toEqual([open.id, inactive.id]);
  });

  it('forgets a dismissed announcement for me only, for good; dismissing twice is fine', async () => {
    const a = await signedIn();
    const b = await signedIn();
    const row = await announcement();
    const other = await announcement();
    expect(await a.caller.notifications.dismissAnnouncement({ id: row.id })).toEqual({ id: row.id });
    expect(await a.caller.notifications.dismissAnnouncement({ id: row.id })).toEqual({ id: row.id });
    expect(await myBannerIds(a.caller, [row.id, other.id])).toEqual([other.id]);
    expect(await myBannerIds(b.caller, [row.id, other.id])).toEqual([row.id, other.id]);
    // A new session (a reload, another device) does not bring it back.
    expect(await myBannerIds(await createTestCaller(deps, a.user.id), [row.id, other.id])).toEqual([other.id]);
    expect(await deps.prisma.announcementDismissal.count({ where: { announcementId: row.id } })).toBe(1);
    const { caller: adminCaller } = await admin();
    expect((await adminCaller.admin.announcements.list()).items.find((x) => x.id === row.id)?.dismissals).toBe(1);
  });

  it('is for signed-in users', async () => {
    const guest = await createTestCaller(deps);
    expect(await rejectionCode(guest.notifications.announcements())).toBe('UNAUTHENTICATED');
    expect(await rejectionCode(guest.notifications.dismissAnnouncement({ id: 1 }))).toBe('UNAUTHENTICATED');
  });
});

describe('notifications.announcements: the audience (docs/announcements-api.md#audience)', () => {
  const DAY_MS = 24 * HOUR_MS;
  const inAMonth = () => at(30 * DAY_MS);

  it('"before": only accounts created before the announcement went up see it, not an account created after', async () => {
    const old = await signedIn({ createdAt: at(-10 * DAY_MS) });
    const news = await announcement({ title: 'Nouveau : partage', audience: 'before', createdAt: at(-2 * DAY_MS), startsAt: at(-2 * DAY_MS) });
    const everyone = await announcement({ title: 'Maintenance', createdAt: at(-2 * DAY_MS), startsAt: at(-2 * DAY_MS) });
    const recent = await signedIn({ createdAt: at(-HOUR_MS) });
    const brandNew = await signedIn();
    expect(await myBannerIds(old.caller, [news.id, everyone.id])).toEqual([news.id, everyone.id]);
    expect(await myBannerIds(recent.caller, [news.id, everyone.id])).toEqual([everyone.id]);
    expect(await myBannerIds(brandNew.caller, [news.id, everyone.id])).toEqual([everyone.id]);

    // Through the administration: written now, so an account created a minute later does not see it, an older one does.
    const { caller: adminCaller } = await admin();
    const { announcement: published } = await adminCaller.admin.announcements.create({ title: 'Nouveau', body: 'Corps', audience: 'before' });
    const after = await signedIn({ createdAt: at(60_000) });
    expect(await myBannerIds(after.caller, [published.id])).toEqual([]);
    expect(await myBannerIds(recent.caller, [published.id])).toEqual([published.id]);
  });

  it('"before" goes up at the later of its start and its writing: a scheduled one reaches accounts created before its start', async () => {
    // Written 3 days ago, started 1 day ago: an account of 2 days ago existed when it went up; one of 12 hours did not.
    const scheduled = await announcement({ audience: 'before', createdAt: at(-3 * DAY_MS), startsAt: at(-DAY_MS) });
    // Written 1 day ago with a start backdated 3 days: it went up when written.
    const backdated = await announcement({ audience: 'before', createdAt: at(-DAY_MS), startsAt: at(-3 * DAY_MS) });
    const twoDays = await signedIn({ createdAt: at(-2 * DAY_MS) });
    const halfDay = await signedIn({ createdAt: at(-12 * HOUR_MS) });
    expect(await myBannerIds(twoDays.caller, [scheduled.id, backdated.id])).toEqual([backdated.id, scheduled.id]);
    expect(await myBannerIds(halfDay.caller, [scheduled.id, backdated.id])).toEqual([]);
  });

  it('"trial", "paying" and "administrators" follow the subscription status auth.me shows, and the administrator flag', async () => {
    const trial = await announcement({ title: 'Essai', audience: 'trial' });
    const paying = await announcement({ title: 'Abonnés', audience: 'paying' });
    const admins = await announcement({ title: 'Admins', audience: 'administrators' });
    const everyone = await announcement({ title: 'Tous', audience: 'everyone' });
    const ids = [trial.id, paying.id, admins.id, everyone.id];

    const onTrial = await signedIn({ subscription: { status: 'trial', trialEndsAt: inAMonth() } });
    // A trial past its end is expired on the clock, before any sweep changed the row.
    const trialOver = await signedIn({ subscription: { status: 'trial', trialEndsAt: at(-HOUR_MS) } });
    const active = await signedIn({ role: 'member', subscription: { status: 'active', plan: 'monthly', currentPeriodEnd: inAMonth() } });
    // Canceled, still in the paid period: paying until it ends.
    const canceled = await signedIn({ role: 'member', subscription: { status: 'canceled', plan: 'yearly', currentPeriodEnd: inAMonth() } });
    const expired = await signedIn({ role: 'client', subscription: { status: 'expired', plan: 'monthly', currentPeriodEnd: at(-DAY_MS) } });
    const administrator = await signedIn({ isAdministrator: true, role: 'administrator', subscription: { status: 'none' } });

    expect(await myBannerIds(onTrial.caller, ids)).toEqual([trial.id, everyone.id]);
    expect(await myBannerIds(trialOver.caller, ids)).toEqual([everyone.id]);
    expect(await myBannerIds(active.caller, ids)).toEqual([paying.id, everyone.id]);
    expect(await myBannerIds(canceled.caller, ids)).toEqual([paying.id, everyone.id]);
    expect(await myBannerIds(expired.caller, ids)).toEqual([everyone.id]);
    expect(await myBannerIds(administrator.caller, ids)).toEqual([admins.id, everyone.id]);
  });

  it('"everyone" reaches every account, whatever its age and subscription, and is the default', async () => {
    const { caller: adminCaller } = await admin();
    const { announcement: created } = await adminCaller.admin.announcements.create({ title: 'Pour tous', body: 'Corps' });
    expect(created.audience).toBe('everyone');
    const readers = [
      await signedIn({ createdAt: at(60_000) }),
      await signedIn({ createdAt: at(-100 * DAY_MS) }),
      await signedIn({ role: 'member', subscription: { status: 'active', plan: 'monthly', currentPeriodEnd: inAMonth() } }),
      await signedIn({ role: 'client', subscription: { status: 'expired', plan: 'monthly', currentPeriodEnd: at(-DAY_MS) } }),
      await signedIn({ subscription: null }),
      await signedIn({ isAdministrator: true, role: 'administrator' }),
    ];
    for (const reader of readers) expect(await myBannerIds(reader.caller, [created.id])).toEqual([created.id]);
  });
});
