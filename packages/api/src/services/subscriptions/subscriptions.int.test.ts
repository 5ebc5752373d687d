// The subscriptions' sweep on the test database, with a clock: ended trials and canceled periods become expired with
// role client and an audit row; the trial reminders go 7 days and 1 day before the end, once each, in the user's
// language, even when two sweeps run at the same time.
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '@praxiform/db/testing';
import { createTestDeps } from '../../testing';
import { sweepSubscriptions } from './sweep';

type TDeps = Awaited<ReturnType<typeof createTestDeps>>;
let deps: TDeps;
beforeAll(async () => {
  deps = await createTestDeps();
});

const DAY = 24 * 3600 * 1000;
const NOW = new Date('2026-11-24T09:00:00Z');
const at = (days: number) => new Date(NOW.getTime() + days * DAY);

const stateOf = async (userId: number) => {
  const user = await deps.prisma.user.findUniqueOrThrow({ where: { id: userId }, select: { role: true, isAdministrator: true, subscription: true } });
  return { role: user.role, isAdministrator: user.isAdministrator, status: user.subscription?.status };
};
const mailsTo = (email: string) => deps.sent.filter((mail) => mail.to === email);

describe('sweepSubscriptions: ended trials and periods', () => {
  it('moves an overdue trial to expired and client with an audit row, and leaves a running one', async () => {
    const overdue = await createUser(deps.prisma, { subscription: { status: 'trial', trialEndsAt: at(-0.01) } });
    const running = await createUser(deps.prisma, { subscription: { status: 'trial', trialEndsAt: at(3) } });

    const result = await sweepSubscriptions(deps, { now: NOW });
    expect(result.expiredTrials).toBeGreaterThanOrEqual(1);
    expect(await stateOf(overdue.id)).toEqual({ role: 'client', isAdministrator: false, status: 'expired' });
    expect(await stateOf(running.id)).toEqual({ role: 'trial', isAdministrator: false, status: 'trial' });
    const audit = await deps.prisma.auditLog.findMany({ where: { action: 'billing.subscription_changed', targetId: String(overdue.id) } });
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorId: null, targetType: 'user', metadata: { from: 'trial', to: 'expired', cause: 'job.trial_ended' } });

    // A second sweep finds nothing more to do for them.
    await sweepSubscriptions(deps, { now: NOW });
    expect(await deps.prisma.auditLog.count({ where: { targetId: String(overdue.id) } })).toBe(1);
    expect(await deps.prisma.auditLog.count({ where: { targetId: String(running.id) } })).toBe(0);
  });

  it('ends a canceled subscription after its period, not before; an active one and an administrator’s role stay', async () => {
    const over = await createUser(deps.prisma, {
      role: 'member',
      subscription: { status: 'canceled', plan: 'monthly', cancelAtPeriodEnd: true, currentPeriodEnd: at(-0.5), paymentFailedAt: at(-3) },
    });
    const running = await createUser(deps.prisma, {
      role: 'member',
      subscription: { status: 'canceled', plan: 'yearly', cancelAtPeriodEnd: true, currentPeriodEnd: at(2) },
    });
    const active = await createUser(deps.prisma, { role: 'member', subscription: { status: 'active', plan: 'monthly', currentPeriodEnd: at(-1) } });
    const administrator = await createUser(deps.prisma, {
      role: 'administrator',
      isAdministrator: true,
      subscription: { status: 'trial', trialEndsAt: at(-1) },
    });

    const result = await sweepSubscriptions(deps, { now: NOW });
    expect(result.endedPeriods).toBeGreaterThanOrEqual(1);
    expect(await stateOf(over.id)).toEqual({ role: 'client', isAdministrator: false, status: 'expired' });
    expect(await deps.prisma.subscription.findUniqueOrThrow({ where: { userId: over.id } })).toMatchObject({
      cancelAtPeriodEnd: false,
      paymentFailedAt: null,
      plan: 'monthly',
    });
    const audit = await deps.prisma.auditLog.findFirstOrThrow({ where: { targetId: String(over.id) } });
    expect(audit.metadata).toEqual({ from: 'canceled', to: 'expired', cause: 'job.period_ended' });
    expect(await stateOf(running.id)).toEqual({ role: 'member', isAdministrator: false, status: 'canceled' });
    // Renewals are Stripe's to report (the webhook): the job never ends an active subscription.
    expect(await stateOf(active.id)).toEqual({ role: 'member', isAdministrator: false, status: 'active' });
    expect(await stateOf(administrator.id)).toEqual({ role: 'administrator', isAdministrator: true, status: 'expired' });

    // Later, the running period ends too.
    await sweepSubscriptions(deps, { now: at(2.01) });
    expect(await stateOf(running.id)).toEqual({ role: 'client', isAdministrator: false, status: 'expired' });
  });
});

describe('sweepSubscriptions: trial reminders', () => {
  it('mails the 7-day reminder once in the user’s language, even from two sweeps at once, then the 1-day one once', async () => {
    const user = await createUser(deps.prisma, {
      firstName: 'Griet',
      interfaceLanguage: 'nl',
      subscription: { status: 'trial', trialEndsAt: new Date('2026-11-30T21:00:00Z') },
    });
    // 8 days before: nothing yet.
    await sweepSubscriptions(deps, { now: new Date('2026-11-22T20:00:00Z') });
    expect(mailsTo(user.email)).toHaveLength(0);

    // 6.5 days before, two servers sweep at the same moment.
    const sixAndAHalf = new Date('2026-11-24T09:00:00Z');
    await Promise.all([sweepSubscriptions(deps, { now: sixAndAHalf }), sweepSubscriptions(deps, { now: sixAndAHalf })]);
    let mails = mailsTo(user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.kind).toBe('trialReminder');
    expect(mails[0]!.subject).toBe('Uw gratis proefperiode van Praxiform eindigt over 7 dagen');
    expect(mails[0]!.text).toContain('Griet');
    expect(mails[0]!.text).toContain('Uw gratis proefperiode eindigt over 7 dagen, op 30 november 2026.');
    expect(mails[0]!.text).toContain('http://localhost:3000/nl/subscription/pricing');
    expect(mails[0]!.html).toContain('href="http://localhost:3000/nl/subscription/pricing"');
    const row = await deps.prisma.subscription.findUniqueOrThrow({ where: { userId: user.id } });
    expect(row.trialReminder7SentAt).toEqual(sixAndAHalf);
    expect(row.trialReminder1SentAt).toBeNull();

    // Later sweeps that week send nothing more.
    await sweepSubscriptions(deps, { now: new Date('2026-11-27T09:00:00Z') });
    expect(mailsTo(user.email)).toHaveLength(1);

    // Half a day before: the last reminder, once.
    const halfADay = new Date('2026-11-30T09:00:00Z');
    await Promise.all([sweepSubscriptions(deps, { now: halfADay }), sweepSubscriptions(deps, { now: halfADay })]);
    await sweepSubscriptions(deps, { now: new Date('2026-11-30T15:00:00Z') });
    mails = mailsTo(user.email);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.subject).toBe('Uw gratis proefperiode van Praxiform eindigt over 1 dag');
  });

  it('writes French and English with their own plural, and a trial first seen a day before gets one mail, not two', async () => {
    const claire = await createUser(deps.prisma, {
      firstName: 'Claire',
      interfaceLanguage: 'fr',
      subscription: { status: 'trial', trialEndsAt: at(0.4) },
    });
    const john = await createUser(deps.prisma, {
      firstName: 'John',
      interfaceLanguage: 'en',
      subscription: { status: 'trial', trialEndsAt: at(6.2) },
    });
    await sweepSubscriptions(deps, { now: NOW });

    const [fr] = mailsTo(claire.email);
    expect(mailsTo(claire.email)).toHaveLength(1);
    expect(fr!.subject).toBe('Votre essai gratuit de Praxiform se termine dans 1 jour');
    expect(fr!.text).toMatch(/^Bonjour Claire,/);
    expect(fr!.text).toContain('Votre essai gratuit se termine dans 1 jour, le 24 novembre 2026.');
    expect(fr!.text).toContain(`Choisir ma formule\u00a0: http://localhost:3000/fr/subscription/pricing`);
    expect(await deps.prisma.subscription.findUniqueOrThrow({ where: { userId: claire.id } })).toMatchObject({
      trialReminder7SentAt: NOW,
      trialReminder1SentAt: NOW,
    });

    const [en] = mailsTo(john.email);
    expect(en!.subject).toBe('Your Praxiform free trial ends in 7 days');
    expect(en!.text).toContain('Your free trial ends in 7 days, on November 30, 2026.');
    expect(en!.text).toContain('Choose my plan: http://localhost:3000/en/subscription/pricing');
  });

  it('skips unverified addresses, blocked accounts and ended or paid subscriptions', async () => {
    const unverified = await createUser(deps.prisma, { emailVerifiedAt: null, subscription: { status: 'trial', trialEndsAt: at(3) } });
    const blocked = await createUser(deps.prisma, { blocked: true, subscription: { status: 'trial', trialEndsAt: at(3) } });
    const paid = await createUser(deps.prisma, { role: 'member', subscription: { status: 'active', trialEndsAt: at(3), currentPeriodEnd: at(30) } });
    await sweepSubscriptions(deps, { now: NOW });
    for (const user of [unverified, blocked, paid]) expect(mailsTo(user.email), user.email).toHaveLength(0);
  });

  it('leaves an account that started without a trial alone: no reminder, no change (docs/billing-api.md#one-trial-per-address)', async () => {
    const again = await createUser(deps.prisma, { role: 'client', subscription: { status: 'none', trialAlreadyUsed: true } });
    await sweepSubscriptions(deps, { now: NOW });
    await sweepSubscriptions(deps, { now: at(40) });
    expect(await stateOf(again.id)).toEqual({ role: 'client', isAdministrator: false, status: 'none' });
    expect(mailsTo(again.email)).toHaveLength(0);
    expect(await deps.prisma.auditLog.count({ where: { targetId: String(again.id) } })).toBe(0);
  });

  it('queues each reminder once: a failed mail waits in the outbox for a retry, the next sweep queues no second one', async () => {
    const failing = await createTestDeps({
      mailer: {
        describe: 'failing',
        send: async () => {
          throw new Error('smtp down');
        },
      },
    });
    const user = await createUser(failing.prisma, { subscription: { status: 'trial', trialEndsAt: at(5) } });
    const first = await sweepSubscriptions(failing, { now: NOW });
    expect(first.reminders.queued).toBeGreaterThanOrEqual(1);
    const queued = await failing.prisma.mailOutbox.findMany({ where: { ownerId: user.id, kind: 'trialReminder' } });
    expect(queued).toMatchObject([{ status: 'queued', lastError: 'smtp down', attempts: 1 }]);
    const again = await sweepSubscriptions(failing, { now: at(0.1) });
    expect(again.reminders.queued).toBe(0);
    expect(await failing.prisma.mailOutbox.count({ where: { ownerId: user.id, kind: 'trialReminder' } })).toBe(1);
  });
});
